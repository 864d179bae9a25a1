import type { Transaction } from "@odin/db";
import type { BrandAmount } from "./placement-steps";

/** The loyalty ledger as placing an order uses it. */
export interface LoyaltyPort {
  /**
   * Loyalty money (paise) the shopper's points can pay of these amounts, and the value of all their
   * usable points; read before the transaction.
   */
  usable(userId: number, items: readonly BrandAmount[]): Promise<{ usable: number; balance: number }>;
  /** Debits exactly `amount` for the order inside its transaction; false when the points no longer cover it. */
  redeem(
    tx: Transaction,
    input: { userId: number; orderRef: string; items: readonly BrandAmount[]; amount: number },
  ): Promise<boolean>;
}
