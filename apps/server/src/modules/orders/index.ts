import type { Database } from "@odin/db";
import type { FastifyInstance } from "fastify";
import type { BagConfig } from "../../platform/config-bag";
import type { Outbox } from "../../platform/outbox";
import type { CaptchaPass } from "../auth";
import type { BagService } from "../bag";
import type { CheckoutService } from "../checkout";
import type { LoyaltyService } from "../loyalty";
import type { OtpService } from "../otp";
import type { LoyaltyPort } from "./loyalty-port";
import { orderHistoryRoutes } from "./order-history.routes";
import { createOrderLifecycle, type OrderLifecycle } from "./order-lifecycle";
import { createOrderEffects } from "./order-records";
import { ordersRoutes } from "./orders.routes";
import { createOrdersService, type OrdersService } from "./orders.service";
import { createPaymentReservations, type PaymentReservations } from "./payment-reservation";

export { eligibleActions, type ItemFacts } from "./eligibility-rules";
export { cancelItemView, returnItemView } from "./item-change-view";
export { canMove, nextStates } from "./lifecycle-rules";
export type { LoyaltyPort } from "./loyalty-port";
export { styleFactsOf } from "./order-history.repo";
export { CANCEL_UNCOLLECTED_PICKUP, RELEASE_PAYMENT_RESERVATION } from "./order-jobs";
export {
  createOrderLifecycle,
  type LifecycleHook,
  type OrderLifecycle,
} from "./order-lifecycle";
export { codRefusalMessage, isOnline, placeableType } from "./order-rules";
export { type OrdersOpsContext, ordersOps } from "./orders.ops";
export { type OrdersProblem, ordersProblems } from "./orders.problems";
export {
  findOrderById,
  findOwned,
  itemsOf,
  lockOrder,
  type OrderItemRow,
  type OrderRow,
  paymentsOf,
} from "./orders.repo";
export { ORDER_STATUSES } from "./orders.routes";
export type { OrdersService } from "./orders.service";
export { ordersPage } from "./orders-page";
export { loyaltyRef, type PaymentReservations } from "./payment-reservation";
export { bagBrandAmounts, loyaltyUsable, type PlaceOrderDeps } from "./place-order";
export { quoteIn } from "./placement-steps";

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

const lifecycles = new WeakMap<FastifyInstance, OrderLifecycle>();

/** The order lifecycle of an app built with `registerOrders`: the one way an order item changes state. */
export function orderLifecycleOf(app: FastifyInstance): OrderLifecycle {
  const lifecycle = lifecycles.get(app);
  if (!lifecycle) throw new Error("registerOrders has not run on this app");
  return lifecycle;
}

/** Placing orders, moving their items and reading them back: the services, and their routes on `app`. */
export function registerOrders(
  app: FastifyInstance,
  deps: {
    db: Database;
    bag: BagService;
    checkout: CheckoutService;
    otp: OtpService;
    loyalty: LoyaltyService;
    outbox: Outbox;
    config: {
      bag: BagConfig;
      siteOrigin: string;
      captchaOnCod: boolean;
      reservationMinutes: number;
      /** The `exchange` feature flag: delivered items offer EXCHANGE besides RETURN. */
      exchange: boolean;
    };
    captchaPass: CaptchaPass;
  },
): { orders: OrdersService; reservations: PaymentReservations; lifecycle: OrderLifecycle } {
  const { config, captchaPass } = deps;
  const loyalty = loyaltyForOrders(deps.loyalty);
  const effects = createOrderEffects({ outbox: deps.outbox, siteOrigin: config.siteOrigin });
  const now = () => new Date();
  const { reservationMinutes } = config;
  const lifecycle = createOrderLifecycle({ outbox: deps.outbox, siteOrigin: config.siteOrigin });
  lifecycles.set(app, lifecycle);
  const orders = createOrdersService({
    ...deps,
    loyalty,
    effects,
    cod: config.bag.cod,
    codCaptcha: config.captchaOnCod ? (pass, userId) => captchaPass.accepts(pass, userId) : undefined,
    reservationMinutes,
    exchange: config.exchange,
    now,
  });
  const reservations = createPaymentReservations({
    db: deps.db,
    bag: deps.bag,
    loyalty: { reverse: (tx, input) => deps.loyalty.reverse(tx, input), redeem: loyalty.redeem },
    effects,
    lifecycle,
    reservationMinutes,
    now,
  });
  ordersRoutes(app, orders);
  orderHistoryRoutes(app, orders);
  return { orders, reservations, lifecycle };
}
