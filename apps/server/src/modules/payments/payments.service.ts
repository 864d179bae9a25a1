import {
  type CardBinInfo,
  cvvLengthOf,
  fail,
  MESSAGES,
  type OrdersProblem,
  ok,
  ordersProblems,
  type PaymentMethodsRequest,
  type PaymentMethodsResponse,
  type PaymentRequest,
  type PaymentResponse,
  type PaymentsProblem,
  paymentsProblems,
  type Result,
  type SavedCardsResponse,
  type VpaValidateResponse,
} from "@odin/contracts";
import type { Database } from "@odin/db";
import type { BagConfig } from "../../platform/config-bag";
import type { PaymentsConfig } from "../../platform/config-payments";
import type { RateLimiters } from "../../platform/rate-limit";
import type { BagService } from "../bag";
import type { CheckoutService } from "../checkout";
import {
  bagBrandAmounts,
  codRefusalMessage,
  findOwned,
  isOnline,
  type LoyaltyPort,
  type OrdersService,
  type PaymentReservations,
  paymentsOf,
  placeableType,
} from "../orders";
import { GatewayError } from "./gateways/gateway";
import type { Gateways } from "./gateways/index";
import type { OnlinePayments } from "./online-payments";
import { paymentTypeDetails } from "./payment-options";
import { cardsOf, customerId, deleteCard } from "./payments.repo";

export type MakeProblem = OrdersProblem | PaymentsProblem;

export interface PaymentsService {
  /** getPaymentMethodsV6 (spec 3 §7): the payment step's options for the shopper's bag. */
  methods(userId: number, request: PaymentMethodsRequest): Promise<PaymentMethodsResponse>;
  /**
   * makePaymentV2 (spec 3 §7): places the order (cash on delivery, loyalty) or reserves it and starts
   * its online payment; with `orderId`, pays again for that unpaid order. `captchaPass` is the
   * `codCaptcha` cookie; `origin` the one the shopper pays from, where the gateway sends them back.
   */
  make(
    userId: number,
    idempotencyKey: string | undefined,
    request: PaymentRequest,
    captchaPass: string | undefined,
    origin: string,
  ): Promise<Result<PaymentResponse, MakeProblem>>;
  savedCards(userId: number): Promise<SavedCardsResponse>;
  deleteCard(userId: number, cardToken: string): Promise<Result<SavedCardsResponse, PaymentsProblem>>;
  /** Each lookup asks a gateway: limited per shopper. */
  cardBin(userId: number, bin: string): Promise<Result<CardBinInfo, PaymentsProblem>>;
  validateVpa(userId: number, vpa: string): Promise<Result<VpaValidateResponse, PaymentsProblem>>;
}

export interface PaymentsServiceDeps {
  db: Database;
  bag: BagService;
  checkout: Pick<CheckoutService, "shippingState">;
  orders: Pick<OrdersService, "place">;
  reservations: Pick<PaymentReservations, "reopen">;
  online: OnlinePayments;
  gateways: Gateways;
  loyalty: LoyaltyPort;
  config: BagConfig;
  payments: Pick<PaymentsConfig, "defaultGateway">;
  captchaOnCod: boolean;
  limits: Pick<RateLimiters, "paymentLookupsPerShopper">;
}

/** The payment step (spec 3 §2, §4): which methods the bag can be paid by, and placing the order. */
export function createPaymentsService(deps: PaymentsServiceDeps): PaymentsService {
  const { bag, config, db, online, gateways } = deps;

  /** Why cash on delivery cannot take this bag's order, in the shopper's words. */
  const codRefusal = (amount: number, pincode: string | undefined) =>
    pincode ? codRefusalMessage(amount, pincode, config.cod) : MESSAGES.payment.noAddress;

  const lookups = deps.limits.paymentLookupsPerShopper;
  const overLookups = async (userId: number) => (await lookups.hit(String(userId))) > lookups.points;

  async function savedCards(userId: number): Promise<SavedCardsResponse> {
    const cards = await cardsOf(db, userId);
    return {
      savedCards: cards.map((card) => ({
        cardToken: card.token,
        cardType: card.network,
        last4: card.last4,
        ...(card.issuer ? { bankName: card.issuer } : {}),
        typeCode: card.cardType === "debit" ? "DEBIT_CARD" : "CREDIT_CARD",
        isDefault: card.isDefault,
        pgCodeRef: card.gateway,
      })),
    };
  }

  /** An unpaid order paid again (its reservation, or its items checked against stock once it lapsed). */
  async function retry(userId: number, request: PaymentRequest & { orderId: string }, origin: string) {
    const type = placeableType(request.paymentTypeCode);
    if (!type || !isOnline(type)) return fail(ordersProblems.methodUnavailable());
    const detail = await online.detailOf(userId, type, request);
    if (!detail.ok) return detail;
    const reopened = await deps.reservations.reopen(userId, request.orderId, type);
    if (!reopened.ok) return reopened;
    const { order, amount } = reopened.value;
    if (request.pricingDetails.netAmount !== amount) return fail(ordersProblems.priceChanged(amount));
    return online.start(order, amount, detail.value, origin);
  }

  return {
    async methods(userId, request) {
      const owner = { userId };
      const options = { couponCode: request.couponCode, isPromotionPaymentConstraintSupported: true };
      const [state, prepaid, cod, amounts, cards] = await Promise.all([
        deps.checkout.shippingState(userId),
        bag.pricingOverview(owner, { ...options, selectedPaymentMode: "LOYALTY" }),
        bag.pricingOverview(owner, { ...options, selectedPaymentMode: "CASH_ON_DELIVERY" }),
        bagBrandAmounts(deps, userId),
        cardsOf(db, userId),
      ]);
      const loyalty = await deps.loyalty.usable(userId, amounts);
      const details = paymentTypeDetails({
        codRefusal: codRefusal(cod.overview.total, state.place?.pincode),
        codCharge: config.codCharge,
        captchaOnCod: deps.captchaOnCod,
        loyaltyUsable: loyalty.usable,
        gateways: gateways.on,
        defaultGateway: deps.payments.defaultGateway,
        cards,
      });
      const total = prepaid.overview.total;
      return {
        amount: request.loyaltyCheck ? Math.max(0, total - loyalty.usable) : total,
        paymentOptions: details.filter((detail) => detail.enabled).map((detail) => detail.paymentTypeCode),
        paymentTypeDetails: details,
        loyalty: { points: { loyaltyValue: loyalty.usable, balance: loyalty.balance } },
        ...(state.address ? { mobileNumber: state.address.mobileNumber } : {}),
      };
    },

    async make(userId, idempotencyKey, request, captchaPass, origin) {
      if (request.orderId) return retry(userId, { ...request, orderId: request.orderId }, origin);
      const type = placeableType(request.paymentTypeCode);
      if (!type || !isOnline(type))
        return deps.orders.place({ userId, idempotencyKey, request, captchaPass });
      const detail = await online.detailOf(userId, type, request);
      if (!detail.ok) return detail;
      const placed = await deps.orders.place({ userId, idempotencyKey, request, captchaPass });
      // Refused, or paid by loyalty points alone: nothing for a gateway to take.
      if (!placed.ok || placed.value.status === "success") return placed;
      const order = await findOwned(db, userId, placed.value.orderId);
      if (!order) return fail(ordersProblems.unknownOrder());
      const repeat = await online.openAttempt(order);
      if (repeat) return ok(repeat);
      const payment = (await paymentsOf(db, order.id)).find((row) => isOnline(row.paymentType));
      if (!payment) return fail(ordersProblems.methodUnavailable());
      return online.start(order, payment.amount, detail.value, origin);
    },

    savedCards,

    async deleteCard(userId, cardToken) {
      const cards = await cardsOf(db, userId);
      const card = cards.find((row) => row.token === cardToken);
      if (!card) return fail(paymentsProblems.cardNotSaved());
      const vault = gateways.vault?.name === card.gateway ? gateways.vault : undefined;
      const customer = vault ? await customerId(db, userId, card.gateway) : undefined;
      try {
        if (vault && customer) await vault.deleteToken(customer, card.token);
      } catch (error) {
        if (error instanceof GatewayError) return fail(paymentsProblems.gatewayUnavailable());
        throw error;
      }
      await deleteCard(db, userId, [card.id]);
      return ok(await savedCards(userId));
    },

    async cardBin(userId, bin) {
      if (await overLookups(userId)) return fail(paymentsProblems.tooManyLookups());
      const vault = gateways.vault;
      const fallback = { bankCode: "", typeCode: "", network: "", found: false };
      try {
        const info = vault ? await vault.bin(bin) : fallback;
        return ok({
          binNumber: bin,
          isFound: info.found,
          bankCode: info.bankCode,
          typeCode: info.typeCode,
          ...(info.network ? { network: info.network } : {}),
          cvvLength: cvvLengthOf(bin),
        });
      } catch (error) {
        if (error instanceof GatewayError) return fail(paymentsProblems.gatewayUnavailable());
        throw error;
      }
    },

    async validateVpa(userId, vpa) {
      if (await overLookups(userId)) return fail(paymentsProblems.tooManyLookups());
      const checker = gateways.vpa;
      if (!checker) return ok({ valid: true });
      try {
        const checked = await checker.validateVpa(vpa);
        return ok({ valid: checked.valid, ...(checked.name ? { name: checked.name } : {}) });
      } catch (error) {
        if (error instanceof GatewayError) return fail(paymentsProblems.gatewayUnavailable());
        throw error;
      }
    },
  };
}
