import {
  type AdminPayout,
  type AdminReturnsProblem,
  adminProblems,
  adminReturnsProblems,
  fail,
  ok,
  type PayoutProblem,
  type RefundState,
  type Result,
} from "@odin/contracts";
import { type Executor, schema, type Transaction } from "@odin/db";
import { eq } from "drizzle-orm";
import type { PayoutInput, PayoutView } from "../bank-transfer.service";
import { isFinal } from "./payout-states";
import { findPayoutByReference } from "./payouts.repo";
import { type AdminPayoutRow, adminPayout, adminPayouts } from "./payouts-admin.repo";

/**
 * A failed payout tried again (decision 60). Decision 44: the provider keeps a reference (its
 * idempotency key) with its first payout, so a failed or reversed payout is tried again under a new
 * reference, the failed one's with `-RN`, to the same record and amount, through `requestPayout` and
 * the same job. The unique reference and the failed row's lock make a double click one retry: the
 * second finds the first and is refused, nothing paid twice.
 */

const RETRY = /-R(\d+)$/;

/** The reference a retry of `reference` takes: `RT00000012` → `RT00000012-R1` → `RT00000012-R2`. */
export function retryReferenceOf(reference: string): string {
  const match = RETRY.exec(reference);
  return match ? reference.replace(RETRY, `-R${Number(match[1]) + 1}`) : `${reference}-R1`;
}

/** The back office's grouping of a payout's status: paid, failed (in one of the ways), or under way. */
export function payoutStateOf(status: string): RefundState {
  if (status === "processed") return "PROCESSED";
  return isFinal(status) ? "FAILED" : "OPEN";
}

export function adminPayoutOf(row: AdminPayoutRow): AdminPayout {
  return {
    payoutId: row.id,
    reference: row.reference,
    reason: row.reason,
    amount: row.amount,
    status: row.status,
    state: payoutStateOf(row.status),
    accountLastFour: row.accountLastFour,
    ifscCode: row.ifscCode,
    utr: row.utr,
    failureReason: row.failureReason,
    retriedAs: row.retriedAs,
    createdAt: new Date(row.createdAt).toISOString(),
    settledAt: row.settledAt ? new Date(row.settledAt).toISOString() : null,
  };
}

const FAILED_STATES = ["reversed", "rejected", "cancelled", "failed"];

/** A page of payouts, newest first: by state, or only the failed ones nobody tried again. */
export async function payoutsPage(
  db: Executor,
  query: { state?: RefundState | undefined; needsRetry?: boolean | undefined; before?: number | undefined },
  limit: number,
): Promise<{ payouts: AdminPayout[]; last: number | null; more: boolean }> {
  const { state } = query;
  const rows = await adminPayouts(
    db,
    {
      statuses: state === "PROCESSED" ? ["processed"] : state === "FAILED" ? FAILED_STATES : undefined,
      notStatuses: state === "OPEN" ? ["processed", ...FAILED_STATES] : undefined,
      needsRetry: query.needsRetry,
      before: query.before,
    },
    limit + 1,
  );
  const page = rows.slice(0, limit);
  return { payouts: page.map(adminPayoutOf), last: page.at(-1)?.id ?? null, more: rows.length > limit };
}

/** Every payout under `reference` and its retries, newest first (a return's page). */
export async function payoutChain(db: Executor, reference: string): Promise<AdminPayout[]> {
  return (await adminPayouts(db, { chainOf: reference }, 100)).map(adminPayoutOf);
}

export async function payout(db: Executor, id: number): Promise<AdminPayout | undefined> {
  const row = await adminPayout(db, id);
  return row && adminPayoutOf(row);
}

type Requests = {
  requestPayout(tx: Transaction, input: PayoutInput): Promise<Result<PayoutView, PayoutProblem>>;
};

/**
 * Tries a failed payout again in `tx`: a new payout of the same shopper, record and amount under the
 * next reference, and its job. Refused when the payout did not fail or was tried again already.
 */
export async function retryPayout(
  tx: Transaction,
  requests: Requests,
  payoutId: number,
): Promise<Result<{ failed: AdminPayout; retry: AdminPayout }, AdminReturnsProblem | "notFound">> {
  // The failed row's lock: a second click waits here, then finds the first click's retry.
  const [failed] = await tx
    .select()
    .from(schema.payouts)
    .where(eq(schema.payouts.id, payoutId))
    .for("update");
  if (!failed) return fail(adminProblems.notFound());
  if (failed.status === "processed" || !isFinal(failed.status))
    return fail(adminReturnsProblems.notFailed(failed.status));
  const reference = retryReferenceOf(failed.reference);
  if (await findPayoutByReference(tx, reference)) return fail(adminReturnsProblems.alreadyRetried(reference));
  const reason = failed.reason;
  const asked = await requests.requestPayout(tx, {
    userId: failed.userId,
    neftId: failed.neftId,
    amount: failed.amount,
    reference,
    reason,
  });
  // The shopper's record is gone: nothing to pay to.
  if (!asked.ok && asked.problem.name === "neftNotFound") return fail(adminProblems.notFound());
  if (!asked.ok || !asked.value.created) return fail(adminReturnsProblems.alreadyRetried(reference));
  const before = await adminPayout(tx, failed.id);
  const after = await adminPayout(tx, asked.value.payoutId);
  if (!before || !after) throw new Error(`payout ${failed.id} or its retry vanished`);
  return ok({ failed: adminPayoutOf(before), retry: adminPayoutOf(after) });
}
