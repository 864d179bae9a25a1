import type { AppModule } from "../../platform/composition";
import { jobRegistryOf } from "../../platform/jobs";
import { gatewayRoutes } from "./gateway.routes";
import { createGatewayMessages } from "./gateway-messages";
import { attemptTokens } from "./gateway-tokens";
import { createGateways } from "./gateways/index";
import { createOnlinePayments, type OnlinePayments } from "./online-payments";
import { paymentJobs } from "./payment-jobs";
import { createSettlement } from "./payment-settlement";
import { paymentsRoutes } from "./payments.routes";
import { createPaymentsService, type PaymentsService } from "./payments.service";
import { paymentsPage } from "./payments-page";
import { createRefundSettlements, type RefundSettlements } from "./refund-settlements";
import { createWalletPayments, type WalletPayments } from "./wallet-payments";

declare module "../../platform/composition" {
  interface Services {
    payments: PaymentsService;
    /** Payments through the gateways. */
    online: OnlinePayments;
    /** The Paytm wallet's own payments. */
    wallet: WalletPayments;
    /** Gateway refunds' final word, and who hears of it (a returned item's move to REFUNDED). */
    refundSettlements: RefundSettlements;
  }
}

/**
 * The payment step and online payments: the services, the gateways (in demo mode their stand-ins,
 * decision 41), their routes and jobs; the payment page's services.
 */
export const paymentsModule = {
  name: "payments",
  async register(
    { app, db, config, limits },
    { bag, checkout, orders, reservations, outbox, sandboxOrigin, ordersLoyalty },
  ) {
    const now = () => new Date();
    const gateways = createGateways(config.payments, config.featureFlags, sandboxOrigin, attemptTokens(db));
    const log = app.log;
    const settlement = createSettlement({ db, reservations, log, committed: () => outbox.kick(), now });
    const refundSettlements = createRefundSettlements();
    const shared = {
      db,
      gateways,
      settlement,
      tenantId: config.tenantId,
      stayOnPayment: config.featureFlags.stayOnPaymentOnFailure,
      log,
      limits,
    };
    const online = createOnlinePayments({ ...shared, reservations, config: config.payments, now });
    const payments = createPaymentsService({
      db,
      bag,
      checkout,
      orders,
      reservations,
      loyalty: ordersLoyalty,
      limits,
      online,
      gateways,
      config: config.bag,
      payments: config.payments,
      captchaOnCod: config.featureFlags.captchaOnCashOnDelivery,
    });
    const wallet = createWalletPayments(shared);
    paymentsRoutes(app, payments, online, wallet);
    await gatewayRoutes(app, createGatewayMessages({ ...shared, refunds: refundSettlements }));
    for (const job of paymentJobs({
      gateways,
      settlement,
      online,
      reservations,
      config: config.payments,
      refunds: refundSettlements,
      now,
    }))
      jobRegistryOf(app).add(job);
    return { payments, online, wallet, refundSettlements };
  },
  pages: {
    payments: ({ bag, ordersLoyalty, payments, online, wallet }, { db }) =>
      paymentsPage({ db, bag, loyalty: ordersLoyalty, payments, online, wallet }),
  },
} satisfies AppModule;
