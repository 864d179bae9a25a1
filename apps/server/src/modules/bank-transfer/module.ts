import type { AppModule } from "../../platform/composition";
import { jobRegistryOf } from "../../platform/jobs";
import { createAccountCipher } from "./account-cipher";
import { bankTransferRoutes } from "./bank-transfer.routes";
import { type BankTransferService, createBankTransferService } from "./bank-transfer.service";
import { bankTransferPage } from "./bank-transfer-page";
import { payoutJob } from "./payouts/payout-job";
import { createPayoutSettlements, type PayoutSettlements } from "./payouts/payout-settlements";
import { createPayoutsClient, SANDBOX_PAYOUTS_PATH } from "./payouts/payouts-client";

declare module "../../platform/composition" {
  interface Services {
    bankTransfer: BankTransferService;
    /** Payouts' final state, and who hears of it (a returned item's move to REFUNDED). */
    payoutSettlements: PayoutSettlements;
  }
}

/**
 * Bank-transfer records and the payouts that refund to them (decision 44): the service, its routes,
 * and the payout job. Returns and cancellations call the service's `requestPayout` in their own
 * transaction.
 */
export const bankTransferModule = {
  name: "bank-transfer",
  register({ app, db, config, limits }, { sandboxOrigin }) {
    const settings = config.bankTransfer;
    const cipher = createAccountCipher(settings.detailsKey);
    const base = settings.payouts.sandbox
      ? async () => `${await sandboxOrigin()}${SANDBOX_PAYOUTS_PATH}`
      : async () => settings.payouts.apiUrl;
    const client = createPayoutsClient(settings.payouts, base);
    const payoutSettlements = createPayoutSettlements();
    jobRegistryOf(app).add(
      payoutJob({
        client,
        cipher,
        config: settings.payouts,
        settlements: payoutSettlements,
        now: () => new Date(),
      }),
    );
    const bankTransfer = createBankTransferService({
      db,
      cipher,
      config: settings,
      saves: limits.bankTransferSavesPerShopper,
    });
    bankTransferRoutes(app, bankTransfer);
    return { bankTransfer, payoutSettlements };
  },
  pages: { bankTransfer: ({ bankTransfer }) => bankTransferPage(bankTransfer) },
} satisfies AppModule;
