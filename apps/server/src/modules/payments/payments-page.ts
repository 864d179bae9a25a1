import {
  fail,
  ok,
  type PaymentChoice,
  type PaymentQuote,
  type Result,
  type Shopper,
  type StorefrontServices,
} from "@odin/contracts";
import type { Database } from "@odin/db";
import { checkoutProblems } from "../checkout/checkout.problems";
import { planPayment } from "../orders/order-rules";
import { type OrdersProblem, ordersProblems } from "../orders/orders.problems";
import { bagBrandAmounts, type LoyaltyPort, type PlaceOrderDeps } from "../orders/place-order";
import type { PaymentsService } from "./payments.service";

export interface QuoteDeps {
  db: Database;
  bag: PlaceOrderDeps["bag"];
  loyalty: LoyaltyPort;
}

/**
 * The bag priced for a payment choice the way placing its order prices it (`place-order.ts`): the
 * loyalty money these items can take, the plan of `planPayment` (loyalty alone, or beside cash on
 * delivery), then the bag priced for the plan's mode with that loyalty money. Its Total is the
 * `pricingDetails.netAmount` the placement expects.
 */
export async function quotePayment(
  deps: QuoteDeps,
  userId: number,
  choice: PaymentChoice,
): Promise<Result<PaymentQuote, OrdersProblem>> {
  const paymentType = choice.paymentTypeCode;
  if (paymentType !== "CASH_ON_DELIVERY" && paymentType !== "LOYALTY")
    return fail(ordersProblems.methodUnavailable());
  const wantsLoyalty = paymentType === "LOYALTY" || choice.useLoyalty;
  const usable = wantsLoyalty
    ? (await deps.loyalty.usable(userId, await bagBrandAmounts(deps, userId))).usable
    : 0;
  return deps.db.transaction(async (tx) => {
    const bag = await deps.bag.lockForOrder(tx, userId);
    if (!bag || bag.lines.length === 0) return fail(ordersProblems.emptyBag());
    const prepaid = await deps.bag.priceLocked(tx, bag, {
      paymentMode: "LOYALTY",
      constraintSupported: true,
    });
    const plan = planPayment({
      paymentType,
      useLoyalty: choice.useLoyalty,
      usable,
      prepaidTotal: prepaid.overview.total,
    });
    if (plan === "insufficientLoyalty") return fail(ordersProblems.insufficientLoyalty());
    const priced = await deps.bag.priceLocked(tx, bag, {
      paymentMode: plan.mode,
      loyaltyCash: plan.loyaltyCash,
      constraintSupported: true,
    });
    return ok({ overview: priced.overview, mode: plan.mode });
  });
}

/**
 * The payment step of server-rendered pages and their form actions (decision 26): the same service
 * as `POST /api/payment/methods` and `/api/payment/make`, for the shopper the page request's cookies
 * name. Without one, every call answers `signInRequired`.
 */
export function paymentsPage(payments: PaymentsService, deps: QuoteDeps) {
  return (shopper: Shopper | null): StorefrontServices["payments"] => {
    if (!shopper) {
      const refuse = async () => fail(checkoutProblems.signInRequired());
      return { methods: refuse, quote: refuse, make: refuse };
    }
    const { userId } = shopper;
    return {
      methods: async (request) => ok(await payments.methods(userId, request)),
      quote: (choice) => quotePayment(deps, userId, choice),
      make: (idempotencyKey, request) => payments.make(userId, idempotencyKey, request),
    };
  };
}
