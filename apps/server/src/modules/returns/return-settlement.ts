import type { Transaction } from "@odin/db";
import { recordAudit, systemActor } from "../../platform/audit";
import { type PayoutSettledListener, payoutChain } from "../bank-transfer";
import { type LifecycleHook, lockOrder, type OrderLifecycle } from "../orders";
import { type RefundSettledListener, refundChain } from "../payments";
import * as repo from "./returns.repo";
import {
  refundPaid,
  returnOfPayoutReference,
  returnOfRefundKey,
  returnRefundKey,
} from "./returns-admin-rules";

/**
 * A returned item becomes REFUNDED when its refund is all paid (decisions 43, 49, 60): the gateway
 * processed its source share, the payout provider its cash-on-delivery share; its points went back
 * with the move to RETURNED. Whichever settles last moves the item, through the order lifecycle, in
 * the transaction that records the settlement, with an audit entry naming the store (a job or a
 * gateway's word) as the actor. A return paid in points alone is REFUNDED in the RETURNED move's own
 * transaction. The shopper hears of it through the lifecycle's "Refunded" message.
 */
export interface ReturnSettlement {
  /** The last lifecycle hook: a returned item whose refund needs nobody else (points only) is REFUNDED at once. */
  afterReturned: LifecycleHook;
  /** A gateway refund's final word (payments' refund job and webhooks). */
  onRefundSettled: RefundSettledListener;
  /** A payout's final state (bank-transfer's payout job). */
  onPayoutSettled: PayoutSettledListener;
}

interface How {
  by: "payment" | "job" | "operator" | "shopper";
  /** Who the audit log names: what settled it. */
  what: string;
  correlationId: string;
  now: Date;
}

export function returnSettlement(deps: { lifecycle: Pick<OrderLifecycle, "move"> }): ReturnSettlement {
  /** Moves the return's item to REFUNDED if every part of its refund is paid; under the order's lock. */
  async function settle(tx: Transaction, returnNumber: string, how: How): Promise<void> {
    const found = await repo.returnByNumber(tx, returnNumber);
    if (!found) return;
    // The settlement that commits first sees the other part still open; the second, after the lock, sees both.
    await lockOrder(tx, found.orderId);
    const row = await repo.returnByNumber(tx, returnNumber);
    const item = await repo.itemById(tx, found.itemId);
    if (!row || !item || item.status !== "RETURNED" || row.status !== "REFUND_REQUESTED") return;
    const refunds = await refundChain(tx, returnRefundKey(returnNumber));
    const payouts = await payoutChain(tx, returnNumber);
    const latest = { gatewayStatus: refunds[0]?.status, payoutStatus: payouts[0]?.status };
    if (!refundPaid(row, latest)) return;
    const moved = await deps.lifecycle.move(tx, {
      orderId: row.orderId,
      itemIds: [row.itemId],
      to: "REFUNDED",
      by: how.by,
      detail: { note: `return ${returnNumber}: refund paid` },
      now: how.now,
    });
    if (!moved.ok) throw new Error(`return ${returnNumber}: ${moved.problem.detail}`);
    await recordAudit(tx, systemActor(how.what, how.correlationId), {
      resource: "return",
      resourceId: returnNumber,
      action: "refunded",
      before: { itemStatus: "RETURNED" },
      after: { itemStatus: "REFUNDED" },
    });
  }

  return {
    async afterReturned(tx, moved) {
      if (moved.move.to !== "RETURNED") return;
      const correlationId = `move-${moved.events[0]?.id ?? 0}`;
      for (const item of moved.items) {
        const found = await repo.returnOfItem(tx, item.id);
        if (!found) continue;
        await settle(tx, found.returnNumber, {
          by: moved.move.by,
          what: "points refund (given back on return)",
          correlationId,
          now: moved.move.now,
        });
      }
    },

    async onRefundSettled(tx, { refund, correlationId }) {
      const returnNumber = returnOfRefundKey(refund.idempotencyKey);
      if (!returnNumber || refund.status !== "processed") return;
      await settle(tx, returnNumber, {
        by: "payment",
        what: "gateway refund",
        correlationId,
        now: new Date(),
      });
    },

    async onPayoutSettled(tx, { payout, correlationId }) {
      const returnNumber = returnOfPayoutReference(payout.reference);
      if (!returnNumber || payout.reason !== "return" || payout.status !== "processed") return;
      await settle(tx, returnNumber, {
        by: "job",
        what: "bank-transfer payout",
        correlationId,
        now: new Date(),
      });
    },
  };
}
