import type { Transaction } from "@odin/db";
import { enqueue } from "../../platform/jobs";
import { REFUND_PAYMENT } from "./payment-job-names";
import {
  attemptsOf,
  insertRefund,
  lateRefundKey,
  lockAttempt,
  refundByKey,
  refundedOf,
} from "./payments.repo";

/** A partial refund asked of an order's online payment: paise, and its row. */
export interface RequestedRefund {
  refundId: number;
  amount: number;
}

/**
 * Asks, in the caller's transaction, for `amount` paise of the order's paid online payment back (a
 * cancelled item's share): the refund row, and the job that calls the gateway after the commit.
 * Once per `idempotencyKey` (a repeat answers the first request); never more than the payment less
 * what was already given back (the amount is cut to what is left). Undefined when the order has no
 * paid online payment, or nothing is left of it. The attempt that placed the order is the one paid
 * without a `late:` refund (a second payment of the same order is refunded whole by settlement).
 */
export async function requestOrderRefund(
  tx: Transaction,
  input: { orderId: number; amount: number; idempotencyKey: string; reason: string },
): Promise<RequestedRefund | undefined> {
  const earlier = await refundByKey(tx, input.idempotencyKey);
  if (earlier) return { refundId: earlier.id, amount: earlier.amount };
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) return undefined;
  for (const candidate of await attemptsOf(tx, input.orderId)) {
    if (candidate.status !== "paid" || (await refundByKey(tx, lateRefundKey(candidate.id)))) continue;
    // The attempt's lock makes concurrent partial refunds of one payment take turns.
    const attempt = await lockAttempt(tx, candidate.id);
    if (!attempt) return undefined;
    const amount = Math.min(input.amount, attempt.amount - (await refundedOf(tx, attempt.id)));
    if (amount <= 0) return undefined;
    const { idempotencyKey, reason } = input;
    if (!(await insertRefund(tx, { transactionId: attempt.id, amount, reason, idempotencyKey }))) {
      throw new Error(`refund ${idempotencyKey} was recorded concurrently`);
    }
    const row = await refundByKey(tx, idempotencyKey);
    if (!row) throw new Error(`refund ${idempotencyKey} was not recorded`);
    const key = `${attempt.transactionId}:refund:${row.id}`;
    await enqueue(tx, REFUND_PAYMENT, { attemptId: attempt.id, refundId: row.id }, { key });
    return { refundId: row.id, amount };
  }
  return undefined;
}
