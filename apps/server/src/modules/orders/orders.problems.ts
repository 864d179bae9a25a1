import { defineProblems, ERROR_CODES, formatMessage, MESSAGES, type ProblemName } from "@odin/contracts";

/**
 * Placing an order and reading it back (spec 3 §5 "Checkout gating", §8 checkout and payment
 * messages). Their HTTP statuses are chosen at the edge (the payments and orders routes).
 */
export const ordersProblems = defineProblems({
  emptyBag: () => ({ code: "EMPTY_BAG", detail: MESSAGES.bag.empty }),
  /** Stock ran out between the bag and the order (spec 3 §8 IMS_OUT_OF_STOCK). */
  outOfStock: () => ({ code: ERROR_CODES.outOfStock, detail: MESSAGES.payment.outOfStock }),
  /** An item of the bag cannot be sold as it stands (out of stock, unpriced). */
  removeOutOfStock: () => ({ code: ERROR_CODES.outOfStock, detail: MESSAGES.checkout.removeOutOfStock }),
  /** The items sent are not the bag's (changed in another tab): the shopper reviews the bag again. */
  bagChanged: () => ({ code: "BAG_CHANGED", detail: MESSAGES.checkout.bagChanged }),
  /** The total the shopper saw is not the bag's total now. */
  priceChanged: (total: number) => ({
    code: "PRICE_CHANGED",
    detail: MESSAGES.checkout.priceChanged,
    data: { total },
  }),
  /** The order's coupon was taken by another of the shopper's orders meanwhile; the detail says why. */
  couponNotApplicable: (reason: string) => ({ code: "COUPON_NOT_APPLICABLE", detail: reason }),
  noAddress: () => ({ code: "ADDRESS_REQUIRED", detail: MESSAGES.checkout.selectAddress }),
  notServiceable: () => ({ code: "NOT_SERVICEABLE", detail: MESSAGES.checkout.notServiceable }),
  /** A pickup sent without its store. */
  selectMethod: () => ({ code: "SHIPPING_METHOD_REQUIRED", detail: MESSAGES.checkout.selectDeliveryMethod }),
  methodNoLongerValid: () => ({
    code: "SHIPPING_METHOD_INVALID",
    detail: MESSAGES.checkout.deliveryNoLongerValid,
  }),
  /** Cash on delivery refused for this order's value or pincode. */
  codUnavailable: (reason: string) => ({ code: "COD_NOT_AVAILABLE", detail: reason }),
  otpNotVerified: () => ({ code: "OTP_NOT_VERIFIED", detail: MESSAGES.payment.otpNotVerified }),
  captchaNotVerified: () => ({
    code: ERROR_CODES.captchaRequired,
    detail: MESSAGES.payment.captchaNotVerified,
  }),
  insufficientLoyalty: () => ({
    code: ERROR_CODES.loyaltyRedeemFailed,
    detail: MESSAGES.payment.insufficientLoyalty,
  }),
  loyaltyFailed: () => ({
    code: ERROR_CODES.loyaltyRedeemFailed,
    detail: MESSAGES.payment.loyaltyRedeemFailed,
  }),
  /** A method whose gateway flow is not offered yet. */
  methodUnavailable: () => ({
    code: "PAYMENT_METHOD_UNAVAILABLE",
    detail: MESSAGES.payment.methodUnavailable,
  }),
  idempotencyKeyRequired: () => ({
    code: ERROR_CODES.validation,
    detail: MESSAGES.checkout.idempotencyKeyRequired,
  }),
  /** The same key was sent with a different body: a different order, so it needs its own key. */
  idempotencyKeyReused: () => ({
    code: "IDEMPOTENCY_KEY_REUSED",
    detail: MESSAGES.checkout.idempotencyKeyReused,
  }),
  unknownOrder: () => ({ code: ERROR_CODES.notFound, detail: MESSAGES.checkout.orderIdMissing }),
  /** A retry of an order that another attempt already paid. */
  alreadyPaid: () => ({ code: "ORDER_ALREADY_PAID", detail: MESSAGES.payment.alreadyPaid }),
  /** A retry of an order that is cancelled or was never paid online. */
  cannotRetry: () => ({ code: "ORDER_NOT_PAYABLE", detail: MESSAGES.payment.cannotRetry }),
  /** A move the order lifecycle does not allow from the item's state (lifecycle-rules.ts). */
  illegalTransition: (itemId: number, from: string, to: string) => ({
    code: "ILLEGAL_TRANSITION",
    detail: formatMessage.illegalMove(itemId, from, to),
    data: { itemId, from, to },
  }),
  trackingRequired: () => ({ code: ERROR_CODES.validation, detail: MESSAGES.lifecycle.trackingRequired }),
  unknownItem: () => ({ code: ERROR_CODES.notFound, detail: MESSAGES.lifecycle.unknownItem }),
});

export type OrdersProblem = ProblemName<typeof ordersProblems>;
