import { queryRows, schema } from "@odin/db";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { runOps } from "../../cli/ops-command";
import { servicesOf } from "../../platform/composition";
import { useTestApp } from "../../testing/api-fixture";
import { type CentreRef, centreOf, placeCodOrder } from "../../testing/checkout";
import { advanceOrder } from "../../testing/order-lifecycle";
import { sandboxMessages } from "../../testing/otp";
import { ordersOps } from "./orders.ops";

const test = useTestApp();
let warehouse: CentreRef;

beforeAll(async () => {
  warehouse = await centreOf(test, "warehouse");
});

/** A buyer's cash-on-delivery order of one unit of each of `count` new sizes. */
async function placedOrder(count = 1) {
  const buyer = await test.shopper();
  const sizes = [];
  for (let n = 0; n < count; n++) sizes.push(await test.sizes.size({ mrp: 99_900, price: 79_900, stock: 3 }));
  const items = sizes.map((size) => ({ skuId: size.skuId, qty: 1 }));
  const orderNumber = await placeCodOrder(test, buyer, items, warehouse.pincode);
  const [order] = await test.database.db
    .select()
    .from(schema.orders)
    .where(eq(schema.orders.orderNumber, orderNumber));
  if (!order) throw new Error("no order");
  const rows = await test.database.db
    .select()
    .from(schema.orderItems)
    .where(eq(schema.orderItems.orderId, order.id));
  return { buyer, order, items: rows, sizes };
}

const statesOf = async (orderId: number) =>
  (
    await test.database.db
      .select({ status: schema.orderItems.status })
      .from(schema.orderItems)
      .where(eq(schema.orderItems.orderId, orderId))
      .orderBy(schema.orderItems.id)
  ).map((row) => row.status);

const stockOf = async (skuId: number) =>
  (
    await queryRows<{ units: number }>(
      test.database.db,
      sql`select coalesce(sum(quantity), 0)::int as units from stock where sku_id = ${skuId}`,
    )
  )[0]?.units;

describe("the order lifecycle (decision 43)", () => {
  it("ships and delivers an order, recording each move and telling the shopper", async () => {
    const { buyer, order } = await placedOrder();
    await advanceOrder(test, order.orderNumber, "PACKED", "SHIPPED", "DELIVERED");
    const [item] = await test.database.db
      .select()
      .from(schema.orderItems)
      .where(eq(schema.orderItems.orderId, order.id));
    expect(item).toMatchObject({
      status: "DELIVERED",
      carrier: "Test Express",
      trackingNumber: `TE${order.id}`,
    });
    const events = await test.database.db
      .select()
      .from(schema.orderItemEvents)
      .where(eq(schema.orderItemEvents.orderId, order.id))
      .orderBy(schema.orderItemEvents.id);
    expect(events.map((event) => [event.fromStatus, event.status, event.by])).toEqual([
      ["PLACED", "PACKED", "operator"],
      ["PACKED", "SHIPPED", "operator"],
      ["SHIPPED", "DELIVERED", "operator"],
    ]);
    const texts = (await sandboxMessages(test, buyer.user.mobileNumber)).map((message) => message.text ?? "");
    expect(
      texts.some(
        (text) =>
          text.includes(`order ${order.orderNumber}`) &&
          text.includes(`Shipped by Test Express, tracking number TE${order.id}`),
      ),
    ).toBe(true);
    expect(texts.some((text) => text.includes("Delivered"))).toBe(true);
    expect(texts.some((text) => text.includes("Packed"))).toBe(true);
  });

  it("refuses a move the item's state does not allow, and a shipment without tracking, changing nothing", async () => {
    const { order } = await placedOrder();
    const lifecycle = servicesOf(test.app).lifecycle;
    const now = new Date();
    const skip = await test.database.db.transaction((tx) =>
      lifecycle.move(tx, { orderId: order.id, to: "DELIVERED", by: "operator", now }),
    );
    expect(skip.ok).toBe(false);
    if (!skip.ok)
      expect(skip.problem).toMatchObject({ name: "illegalTransition", code: "ILLEGAL_TRANSITION" });
    if (!skip.ok) expect(skip.problem.detail).toMatch(/is PLACED and cannot become DELIVERED/);
    await advanceOrder(test, order.orderNumber, "PACKED");
    const untracked = await test.database.db.transaction((tx) =>
      lifecycle.move(tx, { orderId: order.id, to: "SHIPPED", by: "operator", now }),
    );
    expect(!untracked.ok && untracked.problem.name).toBe("trackingRequired");
    const other = await test.database.db.transaction((tx) =>
      lifecycle.move(tx, { orderId: order.id, itemIds: [2_000_000_000], to: "SHIPPED", by: "operator", now }),
    );
    expect(!other.ok && other.problem.name).toBe("unknownItem");
    expect(await statesOf(order.id)).toEqual(["PACKED"]);
  });

  it("gives stock back for an item cancelled before shipping, and cancels the order with its last item", async () => {
    const { order, items, sizes } = await placedOrder(2);
    const [first, second] = items;
    if (!first || !second) throw new Error("two items expected");
    const skuOf = (skuId: number) => sizes.find((size) => size.skuId === skuId)?.skuId ?? -1;
    expect(await stockOf(skuOf(first.skuId))).toBe(2);
    await advanceOrder(test, order.orderNumber, { itemIds: [first.id], to: "CANCELLED", by: "shopper" });
    expect(await stockOf(skuOf(first.skuId))).toBe(3);
    let [row] = await test.database.db.select().from(schema.orders).where(eq(schema.orders.id, order.id));
    expect(row?.status).toBe("PLACED");
    await advanceOrder(
      test,
      order.orderNumber,
      { itemIds: [second.id], to: "PACKED" },
      { itemIds: [second.id], to: "CANCELLED" },
    );
    [row] = await test.database.db.select().from(schema.orders).where(eq(schema.orders.id, order.id));
    expect(row?.status).toBe("CANCELLED");
    expect(await stockOf(skuOf(second.skuId))).toBe(3);
    // Cancelled is final but for the refund.
    await expect(
      advanceOrder(test, order.orderNumber, { itemIds: [first.id], to: "PLACED" }),
    ).rejects.toThrow(/cannot become PLACED/);
  });

  it("lets only one of two concurrent moves of the same item through", { tags: ["postgres"] }, async () => {
    const { order } = await placedOrder();
    const lifecycle = servicesOf(test.app).lifecycle;
    const pack = () =>
      test.database.db.transaction((tx) =>
        lifecycle.move(tx, { orderId: order.id, to: "PACKED", by: "operator", now: new Date() }),
      );
    const results = await Promise.all([pack(), pack(), pack()]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    const events = await test.database.db
      .select()
      .from(schema.orderItemEvents)
      .where(eq(schema.orderItemEvents.orderId, order.id));
    expect(events).toHaveLength(1);
  });

  it("is what the operator's order:advance commands use", async () => {
    const { order, items } = await placedOrder();
    const lines: string[] = [];
    const context = {
      db: test.database.db,
      config: test.config,
      storage: undefined as never,
      lifecycle: servicesOf(test.app).lifecycle,
      print: (line: string) => lines.push(line),
    };
    expect(await runOps(ordersOps, ["order:advance", order.orderNumber, "shipped"], context)).toBe(2);
    expect(lines.join("\n")).toMatch(/is PLACED and cannot become SHIPPED/);
    expect(await runOps(ordersOps, ["order:advance", order.orderNumber, "PACKED"], context)).toBe(0);
    const item = items[0]?.id ?? 0;
    expect(
      await runOps(ordersOps, ["order:advance-item", order.orderNumber, String(item), "SHIPPED"], context),
    ).toBe(2);
    expect(lines.join("\n")).toMatch(/carrier and tracking number/);
    expect(
      await runOps(
        ordersOps,
        ["order:advance-item", order.orderNumber, String(item), "SHIPPED", "Blue Dart", "BD42"],
        context,
      ),
    ).toBe(0);
    expect(await runOps(ordersOps, ["order:show", order.orderNumber], context)).toBe(0);
    expect(lines.at(-1)).toMatch(/SHIPPED → DELIVERED \| RTO/);
    expect(await runOps(ordersOps, ["order:advance", "OD0", "PACKED"], context)).toBe(2);
    expect(await statesOf(order.id)).toEqual(["SHIPPED"]);
  });
});
