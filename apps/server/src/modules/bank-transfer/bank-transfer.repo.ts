import { type Executor, schema, type Transaction } from "@odin/db";
import { and, count, desc, eq, sql } from "drizzle-orm";

const { bankTransferDetails: details } = schema;

/** What a record keeps besides its owner: the names in clear, the account number sealed. */
export interface NeftFields {
  accountHolderName: string;
  bankName: string;
  branchName: string;
  ifscCode: string;
  accountType: NeftRow["accountType"];
  accountNumberSealed: string;
  accountNumberLastFour: string;
  accountFingerprint: string;
}

export type NeftRow = typeof details.$inferSelect;

const own = (userId: number, id: number) => and(eq(details.userId, userId), eq(details.id, id));

/** The shopper's records, most recently saved or used first. */
export async function listNeft(db: Executor, userId: number): Promise<NeftRow[]> {
  return db
    .select()
    .from(details)
    .where(eq(details.userId, userId))
    .orderBy(desc(details.lastUsedAt), desc(details.id));
}

/** One of the shopper's records; undefined when it is not theirs (or not at all). */
export async function findOwnNeft(db: Executor, userId: number, id: number): Promise<NeftRow | undefined> {
  const [row] = await db.select().from(details).where(own(userId, id));
  return row;
}

export async function countNeft(tx: Transaction, userId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(details).where(eq(details.userId, userId));
  return row?.n ?? 0;
}

/**
 * The same account saved again: its names and type are rewritten as typed now, it moves to the front,
 * and its row is answered. Undefined when the shopper has no record of that account.
 */
export async function refreshSameAccount(
  tx: Transaction,
  userId: number,
  fields: NeftFields,
): Promise<NeftRow | undefined> {
  const { accountHolderName, bankName, branchName, accountType } = fields;
  const [row] = await tx
    .update(details)
    .set({ accountHolderName, bankName, branchName, accountType, lastUsedAt: sql`now()` })
    .where(and(eq(details.userId, userId), eq(details.accountFingerprint, fields.accountFingerprint)))
    .returning();
  return row;
}

export async function insertNeft(tx: Transaction, userId: number, fields: NeftFields): Promise<NeftRow> {
  const [row] = await tx
    .insert(details)
    .values({ userId, ...fields })
    .returning();
  if (!row) throw new Error("no bank-transfer record inserted");
  return row;
}

/** A record chosen for a refund moves to the front of its shopper's list. */
export async function touchNeft(tx: Transaction, userId: number, id: number): Promise<void> {
  await tx.update(details).set({ lastUsedAt: sql`now()` }).where(own(userId, id));
}
