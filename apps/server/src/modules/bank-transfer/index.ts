import type { Database } from "@odin/db";
import type { FastifyInstance } from "fastify";
import type { BankTransferConfig } from "../../platform/config-bank-transfer";
import { jobRegistryOf } from "../../platform/jobs";
import type { RateLimiters } from "../../platform/rate-limit";
import { createAccountCipher } from "./account-cipher";
import { bankTransferRoutes } from "./bank-transfer.routes";
import { type BankTransferService, createBankTransferService } from "./bank-transfer.service";
import { payoutJob } from "./payouts/payout-job";
import { createPayoutsClient } from "./payouts/payouts-client";

export { findOwnNeft } from "./bank-transfer.repo";
export { type BankTransferService, type PayoutInput, payoutRequests } from "./bank-transfer.service";
export { bankTransferPage } from "./bank-transfer-page";

/** Where the payouts sandbox answers (demo mode and tests). */
export const SANDBOX_PAYOUTS_PATH = "/_sandbox/payouts";

export interface BankTransferModuleDeps {
  db: Database;
  config: BankTransferConfig;
  limits: Pick<RateLimiters, "bankTransferSavesPerShopper">;
  /** This server's own address, where the payouts sandbox answers (demo mode). */
  sandboxOrigin: () => Promise<string>;
  now?: () => Date;
}

/**
 * Bank-transfer records and the payouts that refund to them (decision 44): the service, its routes on
 * `app`, and the payout job in the app's job registry. Returns and cancellations call the service's
 * `requestPayout` in their own transaction.
 */
export function registerBankTransfer(
  app: FastifyInstance,
  deps: BankTransferModuleDeps,
): BankTransferService {
  const { config } = deps;
  const cipher = createAccountCipher(config.detailsKey);
  const base = config.payouts.sandbox
    ? async () => `${await deps.sandboxOrigin()}${SANDBOX_PAYOUTS_PATH}`
    : async () => config.payouts.apiUrl;
  const client = createPayoutsClient(config.payouts, base);
  jobRegistryOf(app).add(
    payoutJob({ client, cipher, config: config.payouts, now: deps.now ?? (() => new Date()) }),
  );
  const service = createBankTransferService({
    db: deps.db,
    cipher,
    config,
    saves: deps.limits.bankTransferSavesPerShopper,
  });
  bankTransferRoutes(app, service);
  return service;
}
