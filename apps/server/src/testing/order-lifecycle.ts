import type { OrderItemStatus } from "@odin/contracts";
import { schema } from "@odin/db";
import { eq } from "drizzle-orm";
import type { MovedBy } from "../modules/orders/order-lifecycle";
import { servicesOf } from "../platform/composition";
import type { TestApp } from "./test-app";

/**
 * Walks an order's items (or the given ones) through `statuses` in turn, through the app's order
 * lifecycle as an operator would: a SHIPPED step gets a carrier and tracking number.
 */
export async function advanceOrder(
  test: TestApp,
  orderNumber: string,
  ...steps: (OrderItemStatus | { itemIds: number[]; to: OrderItemStatus; by?: MovedBy; at?: Date })[]
): Promise<void> {
  const { db } = test.database;
  const [order] = await db.select().from(schema.orders).where(eq(schema.orders.orderNumber, orderNumber));
  if (!order) throw new Error(`no order ${orderNumber}`);
  const lifecycle = servicesOf(test.app).lifecycle;
  for (const step of steps) {
    const move = typeof step === "string" ? { to: step } : step;
    const moved = await db.transaction((tx) =>
      lifecycle.move(tx, {
        orderId: order.id,
        ...("itemIds" in move ? { itemIds: move.itemIds } : {}),
        to: move.to,
        by: ("by" in move && move.by) || "operator",
        ...(move.to === "SHIPPED"
          ? { detail: { carrier: "Test Express", trackingNumber: `TE${order.id}` } }
          : {}),
        now: ("at" in move && move.at) || new Date(),
      }),
    );
    if (!moved.ok) throw new Error(`${orderNumber} → ${move.to}: ${moved.problem.detail}`);
  }
}
