import type { Transaction } from "@odin/db";
import type { PayoutInput } from "../bank-transfer";
import type { LifecycleHook } from "../orders";
import { requestRefund } from "../refunds";
import * as repo from "./returns.repo";

/** The bank-transfer module's payouts, as a returned item's cash-on-delivery refund uses them. */
export interface ReturnPayouts {
  requestPayout(tx: Transaction, input: PayoutInput): Promise<{ ok: boolean }>;
}

/**
 * What happens, in the lifecycle's transaction, when items become RETURNED (decision 49): each
 * item's return asks for its refund as it was fixed when the return was requested: its source share
 * through the gateway and its points back (refunds/refunds.ts), and its cash-on-delivery share by bank
 * transfer to the chosen record (a payout). Once per return: the return's status moves from REQUESTED
 * to REFUND_REQUESTED under a conditional update, and every request is keyed by the return's id.
 * A lifecycle hook (use-cases/order-lifecycle-hooks.ts).
 */
export function refundForReturned(payouts: ReturnPayouts): LifecycleHook {
  return async (tx, moved) => {
    if (moved.move.to !== "RETURNED") return;
    const { order } = moved;
    for (const item of moved.items) {
      const found = await repo.returnOfItem(tx, item.id);
      if (!found || !(await repo.markRefundRequested(tx, found.id, moved.move.now))) continue;
      const key = `return:${found.returnNumber}`;
      await requestRefund(
        tx,
        order,
        {
          itemId: item.id,
          brandId: item.brandId,
          source: found.toSource,
          loyalty: found.toLoyalty,
          unpaid: 0,
          charges: 0,
          total: found.toSource + found.toLoyalty,
          destinations: [],
        },
        { key, reason: "return", now: moved.move.now },
      );
      if (found.toBankTransfer > 0 && found.neftId !== null) {
        const paid = await payouts.requestPayout(tx, {
          userId: found.userId,
          neftId: found.neftId,
          amount: found.toBankTransfer,
          reference: found.returnNumber,
          reason: "return",
        });
        if (!paid.ok) throw new Error(`return ${found.returnNumber}: the payout was refused`);
      }
    }
  };
}
