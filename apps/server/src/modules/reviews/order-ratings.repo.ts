import { type Executor, schema } from "@odin/db";
import { and, eq, sql } from "drizzle-orm";

const { orders, orderItems, orderRatings } = schema;

export type OrderRatingRow = typeof orderRatings.$inferSelect;

/** The shopper's order by its number, with its items' statuses; undefined for anyone else's. */
export async function findOwnOrder(db: Executor, userId: number, orderNumber: string) {
  const [order] = await db
    .select({
      id: orders.id,
      statuses: sql<
        string[]
      >`coalesce(array_agg(${orderItems.status}) filter (where ${orderItems.id} is not null), '{}')`,
    })
    .from(orders)
    .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(eq(orders.userId, userId), eq(orders.orderNumber, orderNumber)))
    .groupBy(orders.id);
  return order;
}

export async function findRating(db: Executor, orderId: number): Promise<OrderRatingRow | undefined> {
  const [row] = await db.select().from(orderRatings).where(eq(orderRatings.orderId, orderId));
  return row;
}

/** Saves the order's rating: the first one, or a change of it (one row per order). */
export async function saveRating(
  db: Executor,
  row: { orderId: number; userId: number; rating: number; comment: string | null },
): Promise<OrderRatingRow> {
  const [saved] = await db
    .insert(orderRatings)
    .values(row)
    .onConflictDoUpdate({
      target: orderRatings.orderId,
      set: { rating: row.rating, comment: row.comment, updatedAt: sql`now()` },
    })
    .returning();
  if (!saved) throw new Error(`order ${row.orderId}'s rating was not saved`);
  return saved;
}
