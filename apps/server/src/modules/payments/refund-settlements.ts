import type { PaymentRefundStatus, Transaction } from "@odin/db";
import { type RefundRow, type SettledRefundRow, settleRefund } from "./payments.repo";

/** What a settled gateway refund tells those who wait for it: its row, and where the word came from. */
export interface RefundSettledEvent {
  refund: RefundRow;
  /** Names the job run or the webhook that brought the gateway's word (the audit log's correlation id). */
  correlationId: string;
}

/** Told, in the transaction that records it, when a gateway refund reaches `processed` or `failed`. */
export type RefundSettledListener = (tx: Transaction, event: RefundSettledEvent) => Promise<void>;

/**
 * Where a gateway refund's final word is recorded (decision 48's refund job, the gateways' refund
 * webhooks) and who is told of it. Payments know nothing of why a refund was made: a module above
 * (a return's, which moves the item to REFUNDED) listens; the listeners run in the same transaction,
 * so the refund's state and what follows from it commit together.
 */
export interface RefundSettlements {
  /** Adds a listener; the app's wiring, once at start. */
  use(listener: RefundSettledListener): void;
  /**
   * Records the gateway's word on a refund in `tx` and, when the refund has just become final, tells
   * the listeners. Undefined when no refund matches.
   */
  record(
    tx: Transaction,
    where: { id: number } | { gatewayRefundId: string },
    set: { status: PaymentRefundStatus; gatewayRefundId?: string },
    correlationId: string,
  ): Promise<SettledRefundRow | undefined>;
}

const FINAL: ReadonlySet<PaymentRefundStatus> = new Set(["processed", "failed"]);

export function createRefundSettlements(): RefundSettlements {
  const listeners: RefundSettledListener[] = [];
  return {
    use: (listener) => listeners.push(listener),
    async record(tx, where, set, correlationId) {
      const settled = await settleRefund(tx, where, set);
      if (!settled) return undefined;
      const { row, previous } = settled;
      if (FINAL.has(row.status) && previous !== row.status) {
        for (const listener of listeners) await listener(tx, { refund: row, correlationId });
      }
      return settled;
    },
  };
}
