import {
  fail,
  type OrdersProblem,
  ok,
  ordersProblems,
  type PaymentChoice,
  type PaymentQuote,
  type Result,
  type StorefrontServices,
  sessionProblems,
} from "@odin/contracts";
import type { Database } from "@odin/db";
import type { PageRequest } from "../../platform/composition";
import { requestOriginOf } from "../../platform/page-origin";
import { captchaPassOf } from "../auth";
import { type LoyaltyPort, loyaltyUsable, type PlaceOrderDeps, placeableType, quoteIn } from "../orders";
import type { OnlinePayments } from "./online-payments";
import type { PaymentsService } from "./payments.service";
import type { WalletPayments } from "./wallet-payments";

export interface QuoteDeps {
  db: Database;
  bag: PlaceOrderDeps["bag"];
  loyalty: LoyaltyPort;
}

/**
 * The bag priced for a payment choice as placing its order prices it (`quoteIn` of the order's steps:
 * the loyalty money these items can take, `planPayment`, the bag priced for the plan's mode). Its Total
 * is the `pricingDetails.netAmount` the placement expects.
 */
export async function quotePayment(
  deps: QuoteDeps,
  userId: number,
  choice: PaymentChoice,
): Promise<Result<PaymentQuote, OrdersProblem>> {
  const paymentType = placeableType(choice.paymentTypeCode);
  if (!paymentType) return fail(ordersProblems.methodUnavailable());
  const { useLoyalty } = choice;
  const usable = await loyaltyUsable(deps, userId, { paymentType, useLoyalty });
  return deps.db.transaction(async (tx) => {
    const bag = await deps.bag.lockForOrder(tx, userId);
    if (!bag || bag.lines.length === 0) return fail(ordersProblems.emptyBag());
    const quote = await quoteIn(tx, bag, deps.bag, { paymentType, useLoyalty, usable });
    if (quote === "insufficientLoyalty") return fail(ordersProblems.insufficientLoyalty());
    return ok({ overview: quote.priced.overview, mode: quote.plan.mode });
  });
}

/**
 * The payment step and the online payment's pages of server-rendered pages and their form actions
 * (decision 26): the same services as the `/api/payment/*` routes, for the shopper the page request's
 * cookies name (with its `codCaptcha` cookie). Without one, every call answers `signInRequired`.
 */
export function paymentsPage(
  deps: QuoteDeps & { payments: PaymentsService; online: OnlinePayments; wallet: WalletPayments },
) {
  const { payments, online, wallet } = deps;
  return ({ request, shopper }: PageRequest): StorefrontServices["payments"] => {
    if (!shopper) {
      const refuse = async () => fail(sessionProblems.signInRequired());
      return {
        methods: refuse,
        quote: refuse,
        make: refuse,
        handoff: refuse,
        validate: refuse,
        pending: refuse,
        savedCards: refuse,
        deleteCard: refuse,
        wallet: { sendOtp: refuse, validateOtp: refuse, pay: refuse },
      };
    }
    const { userId } = shopper;
    return {
      methods: async (body) => ok(await payments.methods(userId, body)),
      quote: (choice) => quotePayment(deps, userId, choice),
      make: (idempotencyKey, body) =>
        payments.make(
          userId,
          idempotencyKey,
          body,
          captchaPassOf(request),
          requestOriginOf(request.server.origins, request),
        ),
      handoff: (transactionId) => online.handoff(userId, transactionId),
      validate: (input) => online.validate(userId, input),
      pending: (orderId) => online.pending(userId, orderId),
      savedCards: async () => ok(await payments.savedCards(userId)),
      deleteCard: (cardToken) => payments.deleteCard(userId, cardToken),
      wallet: {
        sendOtp: (input) => wallet.sendOtp(userId, input),
        validateOtp: (input) => wallet.validateOtp(userId, input),
        pay: (transactionId) => wallet.pay(userId, { transactionId }),
      },
    };
  };
}
