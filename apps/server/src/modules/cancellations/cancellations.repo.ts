import { type Executor, schema, type Transaction } from "@odin/db";
import { and, eq } from "drizzle-orm";

const { orderCancellations, skus } = schema;

export type CancellationRow = typeof orderCancellations.$inferSelect;
export type NewCancellation = typeof orderCancellations.$inferInsert;

export async function cancellationOf(db: Executor, itemId: number): Promise<CancellationRow | undefined> {
  const [row] = await db.select().from(orderCancellations).where(eq(orderCancellations.itemId, itemId));
  return row;
}

/** An order's cancelled items' records, oldest first (the back office's refunds of the order). */
export async function cancellationsOfOrder(db: Executor, orderId: number): Promise<CancellationRow[]> {
  return db
    .select()
    .from(orderCancellations)
    .where(eq(orderCancellations.orderId, orderId))
    .orderBy(orderCancellations.id);
}

/** Records an item's cancel; false when the item was cancelled before (its unique key). */
export async function insertCancellation(tx: Transaction, row: NewCancellation): Promise<boolean> {
  const written = await tx
    .insert(orderCancellations)
    .values(row)
    .onConflictDoNothing({ target: orderCancellations.itemId })
    .returning({ id: orderCancellations.id });
  return written.length === 1;
}

/** The sizes of a style, with their EAN: what an exchange may ask for. */
export async function sizesOf(db: Executor, styleId: number) {
  return db
    .select({ skuId: skus.id, size: skus.size, ean: skus.ean })
    .from(skus)
    .where(eq(skus.styleId, styleId))
    .orderBy(skus.id);
}

/** The EAN of one size of a style, when the size is the style's. */
export async function eanOf(db: Executor, skuId: number, styleId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ ean: skus.ean })
    .from(skus)
    .where(and(eq(skus.id, skuId), eq(skus.styleId, styleId)));
  return row?.ean;
}
