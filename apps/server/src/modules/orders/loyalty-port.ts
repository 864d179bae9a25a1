import type { Transaction } from "@odin/db";
import type { LoyaltyService } from "../loyalty";
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

/** The loyalty ledger as orders use it: what the points can pay, and a debit in the order's transaction. */
export function loyaltyForOrders(
  loyalty: Pick<LoyaltyService, "usableFor" | "balances" | "redeem">,
): LoyaltyPort {
  return {
    async usable(userId, items) {
      const [usable, balances] = await Promise.all([
        loyalty.usableFor(userId, items),
        loyalty.balances(userId),
      ]);
      return { usable: usable.usable, balance: balances.reduce((sum, brand) => sum + brand.value, 0) };
    },
    redeem: async (tx, input) => (await loyalty.redeem(tx, input)).ok,
  };
}
