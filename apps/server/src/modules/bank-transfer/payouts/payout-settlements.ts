import type { Transaction } from "@odin/db";
import type { PayoutRow } from "./payouts.repo";

/** What a payout that reached a final state tells those who wait for it. */
export interface PayoutSettledEvent {
  payout: PayoutRow;
  /** Names the job run that brought the provider's word (the audit log's correlation id). */
  correlationId: string;
}

/** Told, in the transaction that records it, when a payout becomes final (processed, or failed in a way). */
export type PayoutSettledListener = (tx: Transaction, event: PayoutSettledEvent) => Promise<void>;

/**
 * Who hears of a payout's final state (decision 44's job). The bank-transfer module knows nothing of
 * why a payout was asked for: a module above (a return's, which moves the item to REFUNDED) listens,
 * in the transaction that records the state, so both commit together.
 */
export interface PayoutSettlements {
  /** Adds a listener; the app's wiring, once at start. */
  use(listener: PayoutSettledListener): void;
  /** Tells the listeners of a payout that has just become final. */
  settled(tx: Transaction, event: PayoutSettledEvent): Promise<void>;
}

export function createPayoutSettlements(): PayoutSettlements {
  const listeners: PayoutSettledListener[] = [];
  return {
    use: (listener) => listeners.push(listener),
    async settled(tx, event) {
      for (const listener of listeners) await listener(tx, event);
    },
  };
}
