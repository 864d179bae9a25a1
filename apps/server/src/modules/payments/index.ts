import type { FeatureFlags } from "@odin/contracts";
import type { Database } from "@odin/db";
import type { FastifyInstance } from "fastify";
import type { BagConfig } from "../../platform/config-bag";
import type { PaymentsConfig } from "../../platform/config-payments";
import { jobRegistryOf } from "../../platform/jobs";
import type { RateLimiters } from "../../platform/rate-limit";
import type { BagService } from "../bag";
import type { CheckoutService } from "../checkout";
import type { LoyaltyPort, OrdersService, PaymentReservations } from "../orders";
import { gatewayRoutes } from "./gateway.routes";
import { createGatewayMessages } from "./gateway-messages";
import { attemptTokens } from "./gateway-tokens";
import { createGateways } from "./gateways/index";
import { createOnlinePayments, type OnlinePayments } from "./online-payments";
import { paymentJobs } from "./payment-jobs";
import { createSettlement } from "./payment-settlement";
import { paymentsRoutes } from "./payments.routes";
import { createPaymentsService, type PaymentsService } from "./payments.service";
import { createWalletPayments, type WalletPayments } from "./wallet-payments";

export { SANDBOX_PG_PATH } from "./gateways/index";
export { requestOrderRefund } from "./partial-refunds";
export { REFUND_PAYMENT } from "./payment-job-names";
export { paymentsPage } from "./payments-page";

/** The payment step and online payments: the services, the gateways, their routes and jobs on `app`. */
export async function registerPayments(
  app: FastifyInstance,
  deps: {
    db: Database;
    bag: BagService;
    checkout: Pick<CheckoutService, "shippingState">;
    orders: OrdersService;
    reservations: PaymentReservations;
    loyalty: LoyaltyPort;
    /** Gateway forgeries and lookups per address or shopper; the Paytm wallet's codes (SMS) per phone and shopper. */
    limits: RateLimiters;
    /** Wakes the outbox once a paid order's confirmation is written. */
    kickOutbox: () => void;
    config: {
      bag: BagConfig;
      payments: PaymentsConfig;
      featureFlags: FeatureFlags;
      tenantId: string;
    };
    /** This server's own address, where the sandbox gateways answer (demo mode). */
    sandboxOrigin: () => Promise<string>;
  },
): Promise<{ payments: PaymentsService; online: OnlinePayments; wallet: WalletPayments }> {
  const { db, config, reservations } = deps;
  const now = () => new Date();
  const gateways = createGateways(
    config.payments,
    config.featureFlags,
    deps.sandboxOrigin,
    attemptTokens(db),
  );
  const log = app.log;
  const settlement = createSettlement({ db, reservations, log, committed: deps.kickOutbox, now });
  const stayOnPayment = config.featureFlags.stayOnPaymentOnFailure;
  const shared = {
    db,
    gateways,
    settlement,
    tenantId: config.tenantId,
    stayOnPayment,
    log,
    limits: deps.limits,
  };
  const online = createOnlinePayments({
    ...shared,
    reservations,
    config: config.payments,
    now,
  });
  const payments = createPaymentsService({
    ...deps,
    online,
    gateways,
    config: config.bag,
    payments: config.payments,
    captchaOnCod: config.featureFlags.captchaOnCashOnDelivery,
  });
  const wallet = createWalletPayments({ ...shared, limits: deps.limits });
  paymentsRoutes(app, payments, online, wallet);
  await gatewayRoutes(app, createGatewayMessages(shared));
  for (const job of paymentJobs({ gateways, settlement, online, reservations, config: config.payments, now }))
    jobRegistryOf(app).add(job);
  return { payments, online, wallet };
}
