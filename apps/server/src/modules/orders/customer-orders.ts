import type { OrderItemStatus } from "@odin/contracts";
import { type Executor, schema } from "@odin/db";
import { desc, eq, inArray } from "drizzle-orm";
import { orderStatusOf } from "./order-status-rules";

const { orders, orderItems } = schema;

/** One of a shopper's orders as the back office lists it on the customer's page. */
export interface CustomerOrderRow {
  orderNumber: string;
  placedAt: Date;
  /** Paise. */
  total: number;
  /**
   * A placed order's status as My Orders shows it (its items', decision 47); otherwise the order's
   * own: PAYMENT_PENDING, PAYMENT_FAILED or CANCELLED.
   */
  status: string;
  pieces: number;
}

/**
 * The shopper's newest `limit` orders, every one of them (unlike My Orders, an order never paid
 * whose reservation lapsed is listed too: customer care is asked about those).
 */
export async function latestOrdersOf(
  db: Executor,
  userId: number,
  limit: number,
): Promise<CustomerOrderRow[]> {
  const rows = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      placedAt: orders.createdAt,
      total: orders.total,
      status: orders.status,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  const items =
    rows.length === 0
      ? []
      : await db
          .select({ orderId: orderItems.orderId, status: orderItems.status, quantity: orderItems.quantity })
          .from(orderItems)
          .where(
            inArray(
              orderItems.orderId,
              rows.map((row) => row.id),
            ),
          );
  return rows.map(({ id, status, ...order }) => {
    const own = items.filter((item) => item.orderId === id);
    const statuses = own.map((item) => item.status as OrderItemStatus);
    return {
      ...order,
      status: status === "PLACED" && statuses.length > 0 ? orderStatusOf(statuses) : status,
      pieces: own.reduce((sum, item) => sum + item.quantity, 0),
    };
  });
}
