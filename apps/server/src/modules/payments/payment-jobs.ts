import type { PaymentsConfig } from "../../platform/config-payments";
import { defineJob, enqueue } from "../../platform/jobs";
import { findOrderById, lockOrder, type PaymentReservations, RELEASE_PAYMENT_RESERVATION } from "../orders";
import { isOpen, storedOf } from "./attempt-states";
import type { Gateways } from "./gateways/index";
import type { OnlinePayments } from "./online-payments";
import { RECONCILE_PAYMENT, REFUND_PAYMENT } from "./payment-job-names";
import type { Settlement } from "./payment-settlement";
import {
  attemptsOf,
  failIfOpen,
  findAttemptById,
  lateRefundKey,
  refundById,
  refundByKey,
} from "./payments.repo";
import type { RefundSettlements } from "./refund-settlements";

/**
 * The payments' scheduled work (decision 31's job runner): ask a gateway about an open attempt until
 * it settles (reconciliation), give an unpaid order's reservation up once it lapses, and refund a
 * payment whose order could not take it. Each handler reads the current state first, so a run that
 * comes again, or late, changes nothing twice.
 */

export interface PaymentJobsDeps {
  gateways: Gateways;
  settlement: Settlement;
  online: Pick<OnlinePayments, "refresh">;
  reservations: Pick<PaymentReservations, "extend" | "release">;
  config: Pick<PaymentsConfig, "reconcileSeconds" | "pendingMinutes">;
  /** Where the gateway's answer to a refund is recorded, and who hears of it. */
  refunds: Pick<RefundSettlements, "record">;
  now: () => Date;
}

export function paymentJobs(deps: PaymentJobsDeps) {
  const { config } = deps;
  const seconds = (from: Date, count: number) => new Date(from.getTime() + count * 1000);

  const reconcile = defineJob(RECONCILE_PAYMENT, async ({ attemptId, round }, { db, log }) => {
    const attempt = await findAttemptById(db, attemptId);
    const adapter = attempt ? deps.gateways.get(attempt.gateway) : undefined;
    if (!attempt || !adapter || !isOpen(attempt)) return;
    const now = deps.now();
    const expired = now > seconds(attempt.expiresAt, config.reconcileSeconds);
    const tooLong = now.getTime() - attempt.createdAt.getTime() > config.pendingMinutes * 60_000;
    if (!attempt.gatewayOrderId) {
      // Never created at the gateway (its start failed, or the server stopped in between).
      if (expired) await failIfOpen(db, attempt.id, "NOT_STARTED", now);
      else await again(db, attempt, round);
      return;
    }
    const outcome = await adapter.fetchStatus(storedOf(attempt));
    await deps.settlement.settle(attempt, outcome);
    const after = await findAttemptById(db, attemptId);
    if (!after || !isOpen(after)) return;
    // No payment by its expiry, or pending past the pending window: the attempt failed.
    const unpaid = outcome.gatewayPaymentId === undefined && expired;
    if (unpaid || tooLong) {
      const failureCode = unpaid ? "EXPIRED" : "PENDING_TIMEOUT";
      await deps.settlement.settle(attempt, { ...outcome, status: "failed", failureCode });
      log.info({ transactionId: attempt.transactionId, failureCode }, "payment attempt given up");
      return;
    }
    await again(db, attempt, round);
  });

  async function again(
    db: Parameters<typeof enqueue>[0],
    attempt: { id: number; transactionId: string },
    round: number,
  ) {
    const next = round + 1;
    const runAt = seconds(deps.now(), config.reconcileSeconds);
    await enqueue(
      db,
      RECONCILE_PAYMENT,
      { attemptId: attempt.id, round: next },
      { runAt, key: `${attempt.transactionId}:${next}` },
    );
  }

  const release = defineJob(RELEASE_PAYMENT_RESERVATION, async ({ orderId }, { db, log }) => {
    const order = await findOrderById(db, orderId);
    const now = deps.now();
    if (!order || order.releasedAt || (order.reservedUntil && order.reservedUntil > now)) return;
    if (order.status !== "PAYMENT_PENDING" && order.status !== "PAYMENT_FAILED") return;
    // A payment may have come without reaching us: ask first.
    for (const attempt of (await attemptsOf(db, orderId)).filter(isOpen)) await deps.online.refresh(attempt);
    const open = (await attemptsOf(db, orderId)).filter(isOpen);
    const window = config.pendingMinutes * 60_000;
    const waiting = open
      .map((row) => row.createdAt.getTime() + window)
      .filter((until) => until > now.getTime());
    if (waiting.length > 0) {
      await db.transaction((tx) => deps.reservations.extend(tx, orderId, new Date(Math.max(...waiting))));
      return;
    }
    const released = await db.transaction(async (tx) => {
      // The order first, as settlement locks it: an attempt paid meanwhile is not failed here.
      await lockOrder(tx, orderId);
      for (const attempt of open) await failIfOpen(tx, attempt.id, "EXPIRED", now);
      return deps.reservations.release(tx, orderId);
    });
    if (released) log.info({ orderId }, "unpaid order's reservation released");
  });

  const refund = defineJob(REFUND_PAYMENT, async ({ attemptId, refundId }, { db, log, jobId }) => {
    const attempt = await findAttemptById(db, attemptId);
    const pending = !attempt
      ? undefined
      : refundId === undefined
        ? await refundByKey(db, lateRefundKey(attemptId))
        : await refundById(db, refundId);
    const adapter = attempt ? deps.gateways.get(attempt.gateway) : undefined;
    if (!attempt || !pending || pending.transactionId !== attempt.id || !adapter) return;
    if (pending.status === "processed") return;
    if (!attempt.gatewayPaymentId) throw new Error("a refund needs the gateway's payment id");
    // The whole attempt's refund keeps its first key; a partial one is named by its row too.
    const key =
      refundId === undefined
        ? `refund-${attempt.transactionId}`
        : `refund-${attempt.transactionId}-${refundId}`;
    const state = await adapter.refund(
      { ...storedOf(attempt), gatewayPaymentId: attempt.gatewayPaymentId },
      key,
      pending.amount,
    );
    await db.transaction((tx) =>
      deps.refunds.record(
        tx,
        { id: pending.id },
        { status: state.status, gatewayRefundId: state.refundId },
        `job-${jobId}`,
      ),
    );
    log.info({ transactionId: attempt.transactionId, status: state.status }, "payment refund requested");
  });

  return [reconcile, release, refund];
}
