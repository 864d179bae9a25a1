import type { AppModule } from "../../platform/composition";
import { type LoyaltyPort, loyaltyForOrders } from "./loyalty-port";
import { orderHistoryRoutes } from "./order-history.routes";
import { createOrderLifecycle, type OrderLifecycle } from "./order-lifecycle";
import { createOrderEffects } from "./order-records";
import { ordersOps } from "./orders.ops";
import { ordersRoutes } from "./orders.routes";
import { createOrdersService, type OrdersService } from "./orders.service";
import { ordersPage } from "./orders-page";
import { createPaymentReservations, type PaymentReservations } from "./payment-reservation";
import { createPickupCodes, type PickupCodes } from "./pickup-code";

declare module "../../platform/composition" {
  interface Services {
    orders: OrdersService;
    /** Stock and points held for an order that waits for its online payment. */
    reservations: PaymentReservations;
    /** The one way an order item changes state. */
    lifecycle: OrderLifecycle;
    /** The loyalty ledger as orders and payments use it. */
    ordersLoyalty: LoyaltyPort;
    /** The codes store pickups are handed over against. */
    pickupCodes: PickupCodes;
  }
}

/** Placing orders, moving their items and reading them back: the services, their routes, and the order commands. */
export const ordersModule = {
  name: "orders",
  register({ app, db, config, siteOrigin }, { bag, checkout, otp, outbox, captchaPass, loyalty: ledger }) {
    const loyalty = loyaltyForOrders(ledger);
    const effects = createOrderEffects({ outbox, siteOrigin });
    const now = () => new Date();
    const { reservationMinutes } = config.payments;
    const pickupCodes = createPickupCodes(config.sessionSecret);
    const lifecycle = createOrderLifecycle({ outbox, siteOrigin, pickupCodes });
    const orders = createOrdersService({
      db,
      bag,
      checkout,
      otp,
      loyalty,
      effects,
      cod: config.bag.cod,
      codCaptcha: config.featureFlags.captchaOnCashOnDelivery
        ? (pass, userId) => captchaPass.accepts(pass, userId)
        : undefined,
      reservationMinutes,
      exchange: config.featureFlags.exchange,
      now,
    });
    const reservations = createPaymentReservations({
      db,
      bag,
      loyalty: { reverse: (tx, input) => ledger.reverse(tx, input), redeem: loyalty.redeem },
      effects,
      lifecycle,
      reservationMinutes,
      now,
    });
    ordersRoutes(app, orders);
    orderHistoryRoutes(app, orders);
    return { orders, reservations, lifecycle, ordersLoyalty: loyalty, pickupCodes };
  },
  pages: { orders: ({ orders }) => ordersPage(orders) },
  ops: ordersOps,
} satisfies AppModule;
