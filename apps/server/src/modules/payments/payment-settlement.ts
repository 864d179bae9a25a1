import { PAYMENT } from "@odin/contracts";
import type { Database, Transaction } from "@odin/db";
import type { FastifyBaseLogger } from "fastify";
import { enqueue } from "../../platform/jobs";
import { lockOrder, type PaymentReservations } from "../orders";
import type { Outcome } from "./gateways/gateway";
import { REFUND_PAYMENT } from "./payment-job-names";
import {
  type AttemptRow,
  findAttempt,
  insertRefund,
  lockAttempt,
  saveCard,
  updateAttempt,
} from "./payments.repo";

/**
 * What settling an attempt did: the attempt's state after it, and whether this call placed the order
 * (`placed`) or found its money with nowhere to go (`refunding`). `rejected`: the gateway's answer was
 * not about this attempt, or named another amount or currency; nothing changed.
 */
export type Settled =
  | { state: "paid"; placed: boolean; refunding: boolean }
  | { state: "failed" | "pending" }
  | { state: "rejected" };

export interface SettlementDeps {
  db: Database;
  reservations: Pick<PaymentReservations, "confirmPaid" | "markUnpaid">;
  log: FastifyBaseLogger;
  /** Wakes the outbox's dispatcher once a placed order's confirmation is committed. */
  committed: () => void;
  now: () => Date;
}

/** What a settled attempt forgets: the page that named the shopper, the gateway's session token. */
const SETTLED = { handoff: null, gatewayToken: null } as const;

const OPEN = new Set(["created", "pending"]);

/** The answer names this attempt: its gateway order, and for a payment our amount in rupees × 100, INR. */
function matches(attempt: AttemptRow, outcome: Outcome): boolean {
  if (outcome.gatewayOrderId !== attempt.gatewayOrderId) return false;
  if (outcome.status !== "paid") return true;
  return outcome.amount === attempt.amount && outcome.currency === PAYMENT.currency;
}

/**
 * Settles one attempt with what its gateway said, from whichever comes first: the browser's return,
 * the validate call, a webhook or the reconciliation job. One transaction locks the order, then the
 * attempt, so concurrent deliveries take turns and the order moves to paid exactly once:
 * - paid: the attempt is paid; the order is placed (a released one reserves again first), its
 *   confirmation written once; if another attempt had paid it, or it can no longer be placed, the
 *   money is refunded by a job.
 * - failed: an open attempt fails and its order waits for a retry. A paid attempt never fails.
 * - pending: a created attempt is pending; the reconciliation job keeps asking.
 * `once` (a webhook's de-duplication) runs inside the transaction once the answer is known to be about
 * the attempt: false ends it unchanged.
 */
export function createSettlement(deps: SettlementDeps) {
  async function settleIn(tx: Transaction, current: AttemptRow, outcome: Outcome): Promise<Settled> {
    if (current.status === "paid") return { state: "paid", placed: false, refunding: false };
    const now = deps.now();
    if (outcome.status === "pending") {
      if (current.status === "created") await updateAttempt(tx, current.id, { status: "pending" });
      return { state: OPEN.has(current.status) ? "pending" : "failed" };
    }
    if (outcome.status === "failed") {
      if (!OPEN.has(current.status)) return { state: "failed" };
      const failureCode = outcome.failureCode?.slice(0, 64) ?? "PAYMENT_FAILED";
      await updateAttempt(tx, current.id, { status: "failed", failureCode, settledAt: now, ...SETTLED });
      await deps.reservations.markUnpaid(tx, current.orderId);
      return { state: "failed" };
    }
    await updateAttempt(tx, current.id, {
      status: "paid",
      gatewayPaymentId: outcome.gatewayPaymentId ?? null,
      failureCode: null,
      settledAt: now,
      ...SETTLED,
    });
    const placing = await deps.reservations.confirmPaid(tx, current.orderId);
    if (placing !== "placed") {
      const reason = placing === "alreadyPlaced" ? "order already paid" : "order no longer available";
      await insertRefund(tx, { transactionId: current.id, amount: current.amount, reason });
      await enqueue(tx, REFUND_PAYMENT, { attemptId: current.id }, { key: current.transactionId });
      return { state: "paid", placed: false, refunding: true };
    }
    if (current.saveCard && outcome.card) await saveCard(tx, current.userId, current.gateway, outcome.card);
    return { state: "paid", placed: true, refunding: false };
  }

  return {
    async settle(
      attempt: Pick<AttemptRow, "id" | "orderId">,
      outcome: Outcome,
      once?: (tx: Transaction) => Promise<boolean>,
    ): Promise<Settled | "duplicate"> {
      const settled = await deps.db.transaction(async (tx) => {
        // The order first, as every change of an order does (the release job too), then its attempt.
        await lockOrder(tx, attempt.orderId);
        const current = await lockAttempt(tx, attempt.id);
        if (!current) return { state: "rejected" } as const;
        // A refused answer changes nothing, not even the record of a webhook's delivery.
        if (!matches(current, outcome)) {
          deps.log.warn(
            { transactionId: current.transactionId },
            "a gateway answer did not match its attempt",
          );
          return { state: "rejected" } as const;
        }
        if (once && !(await once(tx))) return "duplicate" as const;
        return settleIn(tx, current, outcome);
      });
      if (settled !== "duplicate" && settled.state === "paid" && settled.placed) deps.committed();
      return settled;
    },
    /** The attempt as it stands after settling. */
    reload: (transactionId: string) => findAttempt(deps.db, transactionId),
  };
}

export type Settlement = ReturnType<typeof createSettlement>;
