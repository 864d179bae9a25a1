import { type Executor, type PayoutMode, type PayoutReason, schema, type Transaction } from "@odin/db";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { isFinal } from "./payout-states";

const { payouts } = schema;

export type PayoutRow = typeof payouts.$inferSelect;

export interface NewPayout {
  reference: string;
  userId: number;
  neftId: number;
  amount: number;
  reason: PayoutReason;
  mode: PayoutMode;
}

/** Writes the payout unless its reference already names one; answers the new row or undefined. */
export async function insertPayout(tx: Transaction, payout: NewPayout): Promise<PayoutRow | undefined> {
  const [row] = await tx
    .insert(payouts)
    .values(payout)
    .onConflictDoNothing({ target: payouts.reference })
    .returning();
  return row;
}

export async function findPayoutByReference(db: Executor, reference: string): Promise<PayoutRow | undefined> {
  const [row] = await db.select().from(payouts).where(eq(payouts.reference, reference));
  return row;
}

/** The payouts asked under these references (a return's RT number): the back office's refunds of an order. */
export async function payoutsByReference(db: Executor, references: readonly string[]): Promise<PayoutRow[]> {
  if (references.length === 0) return [];
  return db
    .select()
    .from(payouts)
    .where(inArray(payouts.reference, [...references]))
    .orderBy(payouts.id);
}

export async function findPayoutById(db: Executor, id: number): Promise<PayoutRow | undefined> {
  const [row] = await db.select().from(payouts).where(eq(payouts.id, id));
  return row;
}

/** What the provider said of a payout. */
export interface ProviderState {
  providerPayoutId: string;
  status: string;
  utr: string | null;
  failureReason: string | null;
}

/**
 * Records the provider's answer. A payout already final never changes, and the provider's id, once
 * kept, is never replaced by another (two runs that both created it got the same one anyway).
 * Answers the row when it changed: its `settledAt` is set when this answer made it final.
 */
export async function recordProviderState(
  db: Executor,
  id: number,
  state: ProviderState,
): Promise<PayoutRow | undefined> {
  const final = isFinal(state.status);
  const [row] = await db
    .update(payouts)
    .set({
      providerPayoutId: sql`coalesce(${payouts.providerPayoutId}, ${state.providerPayoutId})`,
      status: state.status,
      utr: state.utr,
      failureReason: state.failureReason,
      updatedAt: sql`now()`,
      ...(final ? { settledAt: sql`now()` } : {}),
    })
    .where(and(eq(payouts.id, id), isNull(payouts.settledAt)))
    .returning();
  return row;
}

/**
 * The provider refused the request itself (a bad account or IFSC): the payout failed, nothing was sent.
 * Answers the row when it was failed now.
 */
export async function failUnsent(db: Executor, id: number, reason: string): Promise<PayoutRow | undefined> {
  const [row] = await db
    .update(payouts)
    .set({ status: "failed", failureReason: reason, updatedAt: sql`now()`, settledAt: sql`now()` })
    .where(and(eq(payouts.id, id), isNull(payouts.providerPayoutId), isNull(payouts.settledAt)))
    .returning();
  return row;
}
