import type { TaxDocumentKind } from "@odin/contracts";
import { type Executor, schema, type Transaction } from "@odin/db";
import { and, asc, eq, sql } from "drizzle-orm";

const { orders, orderItems, fulfilmentCentres, taxDocuments, taxDocumentCounters } = schema;

export type TaxDocumentRow = typeof taxDocuments.$inferSelect;
export type NewTaxDocument = typeof taxDocuments.$inferInsert;
export type OrderRow = typeof orders.$inferSelect;
export type ItemRow = typeof orderItems.$inferSelect & { centreState: string };

/** The shopper's order with this number: another shopper's is not found. */
export async function findOwnedOrder(
  db: Executor,
  userId: number,
  orderNumber: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber), eq(orders.userId, userId)));
  return row;
}

/** The order's items with the state of the centre each ships from. */
export async function itemsWithCentres(db: Executor, orderId: number): Promise<ItemRow[]> {
  const rows = await db
    .select({ item: orderItems, centreState: fulfilmentCentres.state })
    .from(orderItems)
    .innerJoin(fulfilmentCentres, eq(fulfilmentCentres.id, orderItems.fcId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  return rows.map(({ item, centreState }) => ({ ...item, centreState }));
}

export async function findByReference(
  db: Executor,
  orderId: number,
  kind: TaxDocumentKind,
  reference: string,
): Promise<TaxDocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(taxDocuments)
    .where(
      and(
        eq(taxDocuments.orderId, orderId),
        eq(taxDocuments.kind, kind),
        eq(taxDocuments.reference, reference),
      ),
    );
  return row;
}

export async function documentsOf(db: Executor, orderId: number): Promise<TaxDocumentRow[]> {
  return db
    .select()
    .from(taxDocuments)
    .where(eq(taxDocuments.orderId, orderId))
    .orderBy(asc(taxDocuments.id));
}

/**
 * The next sequence of a kind in a financial year: the counter row is created or incremented in one
 * statement and stays locked until the caller's transaction ends, so concurrent issuers wait their
 * turn, and a rolled-back issue gives its number back (no gaps, no duplicates).
 */
export async function nextSequence(
  tx: Transaction,
  kind: TaxDocumentKind,
  financialYear: number,
): Promise<number> {
  const [row] = await tx
    .insert(taxDocumentCounters)
    .values({ kind, financialYear, last: 1 })
    .onConflictDoUpdate({
      target: [taxDocumentCounters.kind, taxDocumentCounters.financialYear],
      set: { last: sql`${taxDocumentCounters.last} + 1` },
    })
    .returning({ last: taxDocumentCounters.last });
  if (!row) throw new Error("the counter was not taken");
  return row.last;
}

export async function insertDocument(tx: Transaction, document: NewTaxDocument): Promise<TaxDocumentRow> {
  const [row] = await tx.insert(taxDocuments).values(document).returning();
  if (!row) throw new Error("the tax document was not inserted");
  return row;
}
