import { randomInt, randomUUID } from "node:crypto";
import type { OrderItemStatus } from "@odin/contracts";
import { type Database, schema } from "@odin/db";
import { eq, inArray } from "drizzle-orm";
import type { FixtureSize } from "./bag-fixture";
import { type Buyer, centreOf, newBuyer, placeCodOrder } from "./checkout";
import type { TestApp } from "./test-app";

/** Test kit of the tax invoices: orders placed or written for them, and the supplier settings. */

export interface PlacedOrder {
  buyer: Buyer;
  /** The id shoppers see (orders.order_number). */
  orderNumber: string;
  /** The row id (orders.id). */
  orderId: number;
}

/** A new shopper places a cash-on-delivery order of `sizes`, delivered to the first warehouse's pincode. */
export async function codOrderOfNewBuyer(
  test: TestApp,
  sizes: readonly { size: FixtureSize; qty: number }[],
): Promise<PlacedOrder> {
  const buyer = await newBuyer(test);
  const warehouse = await centreOf(test, "warehouse");
  const items = sizes.map(({ size, qty }) => ({ skuId: size.skuId, qty }));
  const orderNumber = await placeCodOrder(test, buyer, items, warehouse.pincode);
  const [row] = await test.database.db
    .select({ id: schema.orders.id })
    .from(schema.orders)
    .where(eq(schema.orders.orderNumber, orderNumber));
  if (!row) throw new Error("the placed order is not stored");
  return { buyer, orderNumber, orderId: row.id };
}

/**
 * Sets the items of an order written by `writeShippedOrderForTest` to a status (test data only: a
 * placed order moves through the order lifecycle, `advanceOrder`). `itemIds` defaults to every item.
 */
export async function setItemStatusForTest(
  db: Database,
  orderId: number,
  status: OrderItemStatus,
  itemIds?: readonly number[],
): Promise<void> {
  const where = itemIds
    ? inArray(schema.orderItems.id, [...itemIds])
    : eq(schema.orderItems.orderId, orderId);
  await db.update(schema.orderItems).set({ status, statusAt: new Date() }).where(where);
}

/**
 * A shipped order written straight to the tables (one item of `size` from `fcId`, delivered in
 * Maharashtra), for the numbering tests that need many orders quickly. Its `userId` is made up.
 */
export async function writeShippedOrderForTest(
  db: Database,
  input: { userId: number; size: FixtureSize; fcId: number },
): Promise<number> {
  const [order] = await db
    .insert(schema.orders)
    .values({
      orderNumber: `T${randomInt(1e9, 1e10)}`,
      userId: input.userId,
      status: "PLACED",
      pincode: "400001",
      shippingAddress: {
        firstName: "Asha",
        lastName: "Rao",
        address: "12, MG Road",
        city: "Mumbai",
        state: "Maharashtra",
        pincode: "400001",
        mobileNumber: "9876543210",
      },
      pricing: { lines: [], total: 104_900 },
      total: 104_900,
      idempotencyKey: randomUUID(),
      requestHash: "test",
    })
    .returning({ id: schema.orders.id });
  if (!order) throw new Error("no order written");
  await db.insert(schema.orderItems).values({
    orderId: order.id,
    skuId: input.size.skuId,
    styleId: input.size.styleId,
    brandId: input.size.brandId,
    fcId: input.fcId,
    quantity: 1,
    mrp: 149_900,
    unitPrice: 104_900,
    lineTotal: 104_900,
    hsnCode: "6211",
    gstRate: 5,
    gstAmount: 4_995,
    shippingMethod: "standard",
    product: { styleName: input.size.name, brandName: "Test", image: "", url: "", size: "M", colour: "Blue" },
    status: "SHIPPED",
    expectedDelivery: "2026-12-01",
  });
  return order.id;
}

/** A made-up shopper id for written orders (`removeBuyers` removes them). */
export const testUserId = () => -randomInt(1, 2 ** 31 - 1);
