import { type OrderItemStatus, paymentResponse } from "@odin/contracts";
import { schema } from "@odin/db";
import { and, eq, inArray } from "drizzle-orm";
import {
  type Buyer,
  type CentreRef,
  call,
  checkoutAs,
  newKey,
  placement,
  readyToPay,
  verifiedCodSession,
} from "./checkout";
import type { TestApp } from "./test-app";

/**
 * Test helpers for what happens to an order after it is placed. Tests only: they write an item's
 * status directly, where the product moves it through the order lifecycle.
 */

export interface PlacedOrder {
  orderId: string;
  items: { itemId: number; brandId: number; lineTotal: number }[];
}

/** Places a cash-on-delivery order of one unit of each fixture size for the buyer, delivered to `centre`. */
export async function placeCodOrder(
  test: TestApp,
  buyer: Buyer,
  sizes: readonly { skuId: number }[],
  centre: CentreRef,
): Promise<PlacedOrder> {
  await readyToPay(
    test,
    buyer,
    sizes.map(({ skuId }) => ({ skuId, qty: 1 })),
    centre.pincode,
  );
  const cod = await checkoutAs(test, buyer, { page: "payment", selectedPaymentMode: "CASH_ON_DELIVERY" });
  const sessionID = await verifiedCodSession(test, buyer);
  const body = placement(cod, { otpDetails: { sessionID } });
  const response = await call(test, buyer, "POST", "/api/payment/make", body, {
    "idempotency-key": newKey(),
  });
  if (response.statusCode !== 200)
    throw new Error(`placing answered ${response.statusCode}: ${response.body}`);
  const { orderId } = paymentResponse.parse(response.json());
  if (!orderId) throw new Error("the placement named no order");
  const { orders, orderItems } = schema;
  const items = await test.database.db
    .select({ itemId: orderItems.id, brandId: orderItems.brandId, lineTotal: orderItems.lineTotal })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orders.orderNumber, orderId))
    .orderBy(orderItems.id);
  return { orderId, items };
}

/** Sets the status of an order's items (all, or those named) as the order lifecycle would. */
export async function setItemStatus(
  test: TestApp,
  orderId: string,
  status: OrderItemStatus,
  itemIds?: readonly number[],
): Promise<void> {
  const { orders, orderItems } = schema;
  const [order] = await test.database.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.orderNumber, orderId));
  if (!order) throw new Error(`no order ${orderId}`);
  await test.database.db
    .update(orderItems)
    .set({ status, statusAt: new Date() })
    .where(and(eq(orderItems.orderId, order.id), itemIds ? inArray(orderItems.id, [...itemIds]) : undefined));
}
