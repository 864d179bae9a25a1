import { type Executor, schema, type Transaction } from "@odin/db";
import { and, eq, inArray, min, sql } from "drizzle-orm";

const { returns, orderItemEvents, pincodes, fulfilmentCentres } = schema;

export type ReturnRow = typeof returns.$inferSelect;
export type NewReturn = typeof returns.$inferInsert;
export type CentreRow = typeof fulfilmentCentres.$inferSelect;

/** When the item first reached the shopper: its first DELIVERED or CUSTOMERPICKCOMPLETE event. */
export async function deliveredAtOf(db: Executor, itemId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(orderItemEvents.at) })
    .from(orderItemEvents)
    .where(
      and(
        eq(orderItemEvents.itemId, itemId),
        inArray(orderItemEvents.status, ["DELIVERED", "CUSTOMERPICKCOMPLETE"]),
      ),
    );
  return row?.at ?? null;
}

/** Every fulfilment centre (a few hundred at most): the hubs reverse pickups run from. */
export async function allCentres(db: Executor): Promise<CentreRow[]> {
  return db.select().from(fulfilmentCentres);
}

export async function centreById(db: Executor, id: number): Promise<CentreRow | undefined> {
  const [row] = await db.select().from(fulfilmentCentres).where(eq(fulfilmentCentres.id, id));
  return row;
}

/** Where these pincodes are. */
export async function placesOf(
  db: Executor,
  codes: readonly string[],
): Promise<{ pincode: string; latitude: number; longitude: number }[]> {
  if (codes.length === 0) return [];
  return db
    .select({ pincode: pincodes.pincode, latitude: pincodes.latitude, longitude: pincodes.longitude })
    .from(pincodes)
    .where(inArray(pincodes.pincode, [...new Set(codes)]));
}

export async function itemById(db: Executor, id: number) {
  const [row] = await db.select().from(schema.orderItems).where(eq(schema.orderItems.id, id));
  return row;
}

/** An order's returns, oldest first (the back office's refunds of the order). */
export async function returnsOfOrder(db: Executor, orderId: number): Promise<ReturnRow[]> {
  return db.select().from(returns).where(eq(returns.orderId, orderId)).orderBy(returns.id);
}

export async function returnOfItem(db: Executor, itemId: number): Promise<ReturnRow | undefined> {
  const [row] = await db.select().from(returns).where(eq(returns.itemId, itemId));
  return row;
}

/** The shopper's return with this number: another shopper's is not found. */
export async function ownReturn(
  db: Executor,
  userId: number,
  returnNumber: string,
): Promise<ReturnRow | undefined> {
  const [row] = await db
    .select()
    .from(returns)
    .where(and(eq(returns.returnNumber, returnNumber), eq(returns.userId, userId)));
  return row;
}

/** Records a return; undefined when the item has one already (the unique key). */
export async function insertReturn(tx: Transaction, row: NewReturn): Promise<ReturnRow | undefined> {
  const [inserted] = await tx.insert(returns).values(row).onConflictDoNothing().returning();
  return inserted;
}

/** Marks a return's refund as asked for, once: false when it already was. */
export async function markRefundRequested(tx: Transaction, id: number, at: Date): Promise<boolean> {
  const rows = await tx
    .update(returns)
    .set({ status: "REFUND_REQUESTED", refundRequestedAt: at, updatedAt: at })
    .where(and(eq(returns.id, id), sql`${returns.status} = 'REQUESTED'`))
    .returning({ id: returns.id });
  return rows.length > 0;
}

export async function returnByNumber(db: Executor, returnNumber: string): Promise<ReturnRow | undefined> {
  const [row] = await db.select().from(returns).where(eq(returns.returnNumber, returnNumber));
  return row;
}
