import {
  type AdminGatewayRefund,
  type AdminReturnsProblem,
  adminProblems,
  adminReturnsProblems,
  fail,
  ok,
  type RefundState,
  type Result,
} from "@odin/contracts";
import type { Executor, Transaction } from "@odin/db";
import { enqueue } from "../../platform/jobs";
import { lockOrder } from "../orders";
import { REFUND_PAYMENT } from "./payment-job-names";
import {
  findAttemptById,
  insertRefund,
  lockAttempt,
  refundById,
  refundByKey,
  refundedOf,
} from "./payments.repo";
import { type AdminRefundFilter, type AdminRefundRow, adminRefund, adminRefunds } from "./refunds-admin.repo";

/**
 * A failed gateway refund tried again (decision 60). The gateway keeps a refund's idempotency key
 * with its first answer, so asking again under the same key would answer the same failure: a retry
 * is a new refund of the same payment and amount under the failed one's key with `:retry-N`, paid by
 * the same refund job (a new gateway key, `refund-<TX>-<refund id>`). Its unique key and the order's
 * lock make a double click one retry: the second finds the first and is refused, nothing paid twice.
 */

const RETRY = /:retry-(\d+)$/;

/** The key a retry of the refund under `key` takes: `return:RT00000012` → `return:RT00000012:retry-1` → `…:retry-2`. */
export function retryKeyOf(key: string): string {
  const match = RETRY.exec(key);
  return match ? key.replace(RETRY, `:retry-${Number(match[1]) + 1}`) : `${key}:retry-1`;
}

/** The back office's grouping of a gateway refund's state. */
export function refundStateOf(status: string): RefundState {
  if (status === "processed") return "PROCESSED";
  return status === "failed" ? "FAILED" : "OPEN";
}

export function adminRefundOf(row: AdminRefundRow): AdminGatewayRefund {
  return {
    refundId: row.id,
    key: row.idempotencyKey,
    orderId: row.orderNumber,
    transactionId: row.transactionId,
    gateway: row.gateway,
    amount: row.amount,
    status: row.status,
    state: refundStateOf(row.status),
    gatewayRefundId: row.gatewayRefundId,
    retriedAs: row.retriedAs,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

const STATUS_OF: Record<RefundState, AdminRefundFilter["status"]> = {
  OPEN: "pending",
  PROCESSED: "processed",
  FAILED: "failed",
};

/** A page of gateway refunds, newest first: by state, or only the failed ones nobody tried again. */
export async function gatewayRefundsPage(
  db: Executor,
  query: { state?: RefundState | undefined; needsRetry?: boolean | undefined; before?: number | undefined },
  limit: number,
): Promise<{ refunds: AdminGatewayRefund[]; last: number | null; more: boolean }> {
  const filter = {
    status: query.state ? STATUS_OF[query.state] : undefined,
    needsRetry: query.needsRetry,
    before: query.before,
  };
  const rows = await adminRefunds(db, filter, limit + 1);
  const page = rows.slice(0, limit);
  return { refunds: page.map(adminRefundOf), last: page.at(-1)?.id ?? null, more: rows.length > limit };
}

/** Every refund under `key` and its retries, newest first (a return's page). */
export async function refundChain(db: Executor, key: string): Promise<AdminGatewayRefund[]> {
  return (await adminRefunds(db, { chainOf: key }, 100)).map(adminRefundOf);
}

/** One refund as the back office shows it. */
export async function gatewayRefund(db: Executor, id: number): Promise<AdminGatewayRefund | undefined> {
  const row = await adminRefund(db, id);
  return row && adminRefundOf(row);
}

type RetryProblem = AdminReturnsProblem | "notFound";

/**
 * Tries a failed refund again in `tx`, under its order's lock: a new refund row and the job that asks
 * the gateway after the commit. Refused when the refund is not failed, was tried again already, or
 * nothing of the payment is left to give back.
 */
export async function retryRefund(
  tx: Transaction,
  refundId: number,
): Promise<Result<{ failed: AdminGatewayRefund; retry: AdminGatewayRefund }, RetryProblem>> {
  const found = await refundById(tx, refundId);
  const attempt = found && (await findAttemptById(tx, found.transactionId));
  if (!found || !attempt) return fail(adminProblems.notFound());
  // The order first, as every change of an order's money: a concurrent retry waits here.
  await lockOrder(tx, attempt.orderId);
  const failed = await refundById(tx, refundId);
  if (!failed) return fail(adminProblems.notFound());
  if (failed.status !== "failed") return fail(adminReturnsProblems.notFailed(failed.status));
  const key = retryKeyOf(failed.idempotencyKey);
  if (await refundByKey(tx, key)) return fail(adminReturnsProblems.alreadyRetried(key));
  await lockAttempt(tx, attempt.id);
  const amount = Math.min(failed.amount, attempt.amount - (await refundedOf(tx, attempt.id)));
  if (amount <= 0) return fail(adminReturnsProblems.nothingLeft());
  const inserted = await insertRefund(tx, {
    transactionId: attempt.id,
    amount,
    reason: failed.reason,
    idempotencyKey: key,
  });
  const retry = await refundByKey(tx, key);
  if (!inserted || !retry) return fail(adminReturnsProblems.alreadyRetried(key));
  await enqueue(
    tx,
    REFUND_PAYMENT,
    { attemptId: attempt.id, refundId: retry.id },
    { key: `${attempt.transactionId}:refund:${retry.id}` },
  );
  const before = await adminRefund(tx, failed.id);
  const after = await adminRefund(tx, retry.id);
  if (!before || !after) throw new Error(`refund ${failed.id} or its retry vanished`);
  return ok({ failed: adminRefundOf(before), retry: adminRefundOf(after) });
}
