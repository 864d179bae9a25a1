import { MESSAGES, orderDetails, orderHistoryResponse } from "@odin/contracts";
import { schema } from "@odin/db";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/api-fixture";
import type { FixtureSize } from "../../testing/bag-fixture";
import { type Buyer, type CentreRef, call, centreOf, newKey, placeCodOrder } from "../../testing/checkout";
import { advanceOrder } from "../../testing/order-lifecycle";
import { problemOf } from "../../testing/test-app";

/** My Orders and Order details (spec 3 §2, §7 orderDetails v4 and ProductOrderDetails; decision 47). */

const test = useTestApp();
let warehouse: CentreRef;

beforeAll(async () => {
  warehouse = await centreOf(test, "warehouse");
});

async function buyer(): Promise<Buyer> {
  const made = await test.shopper();
  return made;
}

/** A cash-on-delivery order of these sizes placed by `who`; its OD number. */
const placeCod = (who: Buyer, sizes: readonly FixtureSize[]) =>
  placeCodOrder(
    test,
    who,
    sizes.map((size) => ({ skuId: size.skuId, qty: 1 })),
    warehouse.pincode,
  );

const history = async (who: Buyer | null, query = "") => call(test, who, "GET", `/api/orders${query}`);
const details = async (who: Buyer | null, orderId: string) =>
  call(test, who, "GET", `/api/orders/${orderId}`);

/** Copies an order of `who` as another, older or newer, with this status and reservation. */
async function copyOrder(
  orderId: string,
  changes: Partial<typeof schema.orders.$inferInsert>,
): Promise<string> {
  const { db } = test.database;
  const [order] = await db.select().from(schema.orders).where(eq(schema.orders.orderNumber, orderId));
  if (!order) throw new Error("no order to copy");
  const items = await db.select().from(schema.orderItems).where(eq(schema.orderItems.orderId, order.id));
  const orderNumber = `OD${String(Math.floor(Math.random() * 1e12)).padStart(12, "0")}`;
  const { id: _id, ...fields } = order;
  const [copy] = await db
    .insert(schema.orders)
    .values({ ...fields, orderNumber, idempotencyKey: newKey(), ...changes })
    .returning();
  if (!copy) throw new Error("no copy");
  await db.insert(schema.orderItems).values(
    items.map(({ id: _item, ...item }) => ({
      ...item,
      orderId: copy.id,
      ...(changes.status === "PAYMENT_PENDING" || changes.status === "PAYMENT_FAILED"
        ? { status: "PAYMENT_PENDING" as const }
        : {}),
    })),
  );
  return orderNumber;
}

describe("GET /api/orders (orderDetails v4)", () => {
  it("lists the shopper's orders newest first with their totals, pieces, payment, day and status", async () => {
    const shirt = await test.sizes.size({ mrp: 149_900, price: 99_900, stock: 5 });
    const jeans = await test.sizes.size({ mrp: 299_900, price: 249_900, stock: 5 });
    const asha = await buyer();
    const first = await placeCod(asha, [shirt]);
    const second = await placeCod(asha, [shirt, jeans]);

    const response = await history(asha, "?page=1&size=10");
    expect(response.statusCode, response.body).toBe(200);
    const page = orderHistoryResponse.parse(response.json());
    expect(page).toMatchObject({ currentPage: 1, totalPages: 1, totalElements: 2 });
    expect(page.orders.map((order) => order.orderId)).toEqual([second, first]);
    const [newest] = page.orders;
    expect(newest).toMatchObject({ quantity: 2, paymentTypes: ["CASH_ON_DELIVERY"], status: "PLACED" });
    expect(newest?.images).toHaveLength(2);
    expect(newest?.placedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(newest?.expectedDelivery).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("pages by 10, leaves out orders never paid, and shows one still awaiting its payment", async () => {
    const size = await test.sizes.size({ mrp: 99_900, price: 99_900, stock: 5 });
    const ravi = await buyer();
    const placed = await placeCod(ravi, [size]);
    const past = new Date(Date.now() - 60_000);
    const future = new Date(Date.now() + 30 * 60_000);
    for (let copies = 0; copies < 10; copies += 1) await copyOrder(placed, { createdAt: past });
    await copyOrder(placed, { status: "PAYMENT_PENDING", reservedUntil: past });
    await copyOrder(placed, { status: "PAYMENT_FAILED", reservedUntil: future, releasedAt: past });
    const pending = await copyOrder(placed, { status: "PAYMENT_PENDING", reservedUntil: future });

    const first = orderHistoryResponse.parse((await history(ravi)).json());
    expect(first).toMatchObject({ currentPage: 1, totalPages: 2, totalElements: 12 });
    expect(first.orders).toHaveLength(10);
    expect(first.orders[0]).toMatchObject({ orderId: pending, status: "PAYMENT_PENDING" });
    const second = orderHistoryResponse.parse((await history(ravi, "?page=2")).json());
    expect(second).toMatchObject({ currentPage: 2, totalPages: 2, totalElements: 12 });
    expect(second.orders).toHaveLength(2);
    const beyond = orderHistoryResponse.parse((await history(ravi, "?page=3")).json());
    expect(beyond.orders).toEqual([]);
  });

  it("refuses a guest and bad pages, and never lists another shopper's orders", async () => {
    expect((await history(null)).statusCode).toBe(401);
    const nobody = await buyer();
    expect((await history(nobody, "?page=0")).statusCode).toBe(400);
    expect((await history(nobody, "?size=20")).statusCode).toBe(400);
    expect((await history(nobody, "?page=x")).statusCode).toBe(400);
    expect(orderHistoryResponse.parse((await history(nobody)).json())).toEqual({
      orders: [],
      currentPage: 1,
      totalPages: 0,
      totalElements: 0,
    });
  });
});

describe("GET /api/orders/{orderId} (ProductOrderDetails)", () => {
  it("answers each item's state, method, sizes, prices and CANCEL while placed", async () => {
    const size = await test.sizes.size({ mrp: 149_900, price: 99_900, stock: 5 });
    const meera = await buyer();
    const orderId = await placeCod(meera, [size]);
    const response = await details(meera, orderId);
    expect(response.statusCode, response.body).toBe(200);
    const order = orderDetails.parse(response.json());
    expect(order).toMatchObject({ orderId, status: "PLACED", quantity: 1, invoiceAvailable: false });
    expect(order.items[0]).toMatchObject({
      size: "M",
      colour: "Blue",
      qty: 1,
      unitPrice: 99_900,
      shippingMethod: "standard",
      shippingMethodLabel: "Delivery within 5-7 days",
      status: "PLACED",
      actions: ["CANCEL"],
    });
    expect(order.items[0]?.trackingNumber).toBeUndefined();
    expect(order.payments).toEqual([
      { paymentTypeCode: "CASH_ON_DELIVERY", amount: order.total, status: "due" },
    ]);
    expect(order.shippingAddress).toMatchObject({ pincode: warehouse.pincode });
  });

  it("once delivered: the carrier, tracking number, delivery day, RETURN, the timeline and the invoice", async () => {
    const size = await test.sizes.size({ mrp: 149_900, price: 99_900, stock: 5 });
    const neel = await buyer();
    const orderId = await placeCod(neel, [size]);
    await advanceOrder(test, orderId, "PACKED", "SHIPPED", "DELIVERED");
    const order = orderDetails.parse((await details(neel, orderId)).json());
    expect(order).toMatchObject({ status: "DELIVERED", invoiceAvailable: true });
    const [item] = order.items;
    expect(item).toMatchObject({ status: "DELIVERED", actions: ["RETURN"] });
    expect(item?.carrier).toBeTruthy();
    expect(item?.trackingNumber).toBeTruthy();
    expect(item?.deliveredOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(item?.returnByOn && item.deliveredOn && item.returnByOn > item.deliveredOn).toBe(true);
    expect(item?.timeline.map((step) => step.status)).toEqual(["PACKED", "SHIPPED", "DELIVERED"]);
  });

  it("offers no RETURN for innerwear", async () => {
    const size = await test.sizes.size({ mrp: 49_900, price: 49_900, stock: 5 });
    await test.database.db
      .update(schema.styles)
      .set({ articleType: "innerwear" })
      .where(eq(schema.styles.id, size.styleId));
    const tara = await buyer();
    const orderId = await placeCod(tara, [size]);
    await advanceOrder(test, orderId, "PACKED", "SHIPPED", "DELIVERED");
    const order = orderDetails.parse((await details(tara, orderId)).json());
    expect(order.items[0]).toMatchObject({ status: "DELIVERED", actions: [] });
  });

  it("answers another shopper's order, an unknown one and a guest as refused", async () => {
    const size = await test.sizes.size({ mrp: 99_900, price: 99_900, stock: 5 });
    const owner = await buyer();
    const orderId = await placeCod(owner, [size]);
    const other = await buyer();
    const peek = await details(other, orderId);
    expect(peek.statusCode).toBe(404);
    expect(problemOf(peek)).toMatchObject({ detail: MESSAGES.checkout.orderIdMissing });
    expect(problemOf(peek)?.detail).toBe("This orderId doesn't exist");
    expect((await details(owner, "OD000000000000")).statusCode).toBe(404);
    expect((await details(owner, "od-1")).statusCode).toBe(400);
    expect((await details(null, orderId)).statusCode).toBe(401);
    const theirs = orderHistoryResponse.parse((await history(other)).json());
    expect(theirs.orders.map((order) => order.orderId)).not.toContain(orderId);
  });
});
