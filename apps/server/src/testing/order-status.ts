import { schema } from "@odin/db";
import { eq } from "drizzle-orm";
import { type Buyer, type CentreRef, placeCodOrder } from "./checkout";
import type { TestApp } from "./test-app";

/** An order as the tests of what follows placement use it: its id and its items' ids, brands and line totals. */
export interface PlacedOrder {
  orderId: string;
  items: { itemId: number; brandId: number; lineTotal: number }[];
}

/** Places a cash-on-delivery order of one unit of each fixture size for the buyer, delivered to `centre`. */
export async function placeCodOrderWithItems(
  test: TestApp,
  buyer: Buyer,
  sizes: readonly { skuId: number }[],
  centre: CentreRef,
): Promise<PlacedOrder> {
  const items = sizes.map(({ skuId }) => ({ skuId, qty: 1 }));
  const orderId = await placeCodOrder(test, buyer, items, centre.pincode);
  const { orders, orderItems } = schema;
  const rows = await test.database.db
    .select({ itemId: orderItems.id, brandId: orderItems.brandId, lineTotal: orderItems.lineTotal })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orders.orderNumber, orderId))
    .orderBy(orderItems.id);
  return { orderId, items: rows };
}
