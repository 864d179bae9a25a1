import { formatMessage, MESSAGES } from "../messages";
import { defineProblems, type ProblemName } from "../result";
import { ERROR_CODES } from "../shared/error-codes";

/**
 * Placing an order and reading it back (spec 3 §5 "Checkout gating", §8 checkout and payment
 * messages): the bag or the stock changing meanwhile is a conflict (409), what was sent wrong a 400.
 */
export const ordersProblems = defineProblems({
  emptyBag: () => ({ status: 409, code: "EMPTY_BAG", detail: MESSAGES.bag.empty }),
  /** Stock ran out between the bag and the order (spec 3 §8 IMS_OUT_OF_STOCK). */
  outOfStock: () => ({ status: 409, code: ERROR_CODES.outOfStock, detail: MESSAGES.payment.outOfStock }),
  /** An item of the bag cannot be sold as it stands (out of stock, unpriced). */
  removeOutOfStock: () => ({
    status: 409,
    code: ERROR_CODES.outOfStock,
    detail: MESSAGES.checkout.removeOutOfStock,
  }),
  /** The items sent are not the bag's (changed in another tab): the shopper reviews the bag again. */
  bagChanged: () => ({ status: 409, code: "BAG_CHANGED", detail: MESSAGES.checkout.bagChanged }),
  /** The total the shopper saw is not the bag's total now. */
  priceChanged: (total: number) => ({
    status: 409,
    code: "PRICE_CHANGED",
    detail: MESSAGES.checkout.priceChanged,
    data: { total },
  }),
  /** The order's coupon was taken by another of the shopper's orders meanwhile; the detail says why. */
  couponNotApplicable: (reason: string) => ({ status: 409, code: "COUPON_NOT_APPLICABLE", detail: reason }),
  noAddress: () => ({ status: 400, code: "ADDRESS_REQUIRED", detail: MESSAGES.checkout.selectAddress }),
  notServiceable: () => ({ status: 409, code: "NOT_SERVICEABLE", detail: MESSAGES.checkout.notServiceable }),
  /** A pickup sent without its store. */
  selectMethod: () => ({
    status: 400,
    code: "SHIPPING_METHOD_REQUIRED",
    detail: MESSAGES.checkout.selectDeliveryMethod,
  }),
  methodNoLongerValid: () => ({
    status: 409,
    code: "SHIPPING_METHOD_INVALID",
    detail: MESSAGES.checkout.deliveryNoLongerValid,
  }),
  /** Cash on delivery refused for this order's value or pincode. */
  codUnavailable: (reason: string) => ({ status: 400, code: "COD_NOT_AVAILABLE", detail: reason }),
  otpNotVerified: () => ({ status: 400, code: "OTP_NOT_VERIFIED", detail: MESSAGES.payment.otpNotVerified }),
  captchaNotVerified: () => ({
    status: 400,
    code: ERROR_CODES.captchaRequired,
    detail: MESSAGES.payment.captchaNotVerified,
  }),
  insufficientLoyalty: () => ({
    status: 400,
    code: ERROR_CODES.loyaltyRedeemFailed,
    detail: MESSAGES.payment.insufficientLoyalty,
  }),
  loyaltyFailed: () => ({
    status: 409,
    code: ERROR_CODES.loyaltyRedeemFailed,
    detail: MESSAGES.payment.loyaltyRedeemFailed,
  }),
  /** A method whose gateway flow is not offered yet. */
  methodUnavailable: () => ({
    status: 400,
    code: "PAYMENT_METHOD_UNAVAILABLE",
    detail: MESSAGES.payment.methodUnavailable,
  }),
  idempotencyKeyRequired: () => ({
    status: 400,
    code: ERROR_CODES.validation,
    detail: MESSAGES.checkout.idempotencyKeyRequired,
  }),
  /** The same key was sent with a different body: a different order, so it needs its own key. */
  idempotencyKeyReused: () => ({
    status: 422,
    code: "IDEMPOTENCY_KEY_REUSED",
    detail: MESSAGES.checkout.idempotencyKeyReused,
  }),
  unknownOrder: () => ({ status: 404, code: ERROR_CODES.notFound, detail: MESSAGES.checkout.orderIdMissing }),
  /** A retry of an order that another attempt already paid. */
  alreadyPaid: () => ({ status: 409, code: "ORDER_ALREADY_PAID", detail: MESSAGES.payment.alreadyPaid }),
  /** A retry of an order that is cancelled or was never paid online. */
  cannotRetry: () => ({ status: 409, code: "ORDER_NOT_PAYABLE", detail: MESSAGES.payment.cannotRetry }),
  /** A move the order lifecycle does not allow from the item's state (lifecycle-rules.ts). */
  illegalTransition: (itemId: number, from: string, to: string) => ({
    status: 409,
    code: "ILLEGAL_TRANSITION",
    detail: formatMessage.illegalMove(itemId, from, to),
    data: { itemId, from, to },
  }),
  trackingRequired: () => ({
    status: 400,
    code: ERROR_CODES.validation,
    detail: MESSAGES.lifecycle.trackingRequired,
  }),
  unknownItem: () => ({ status: 404, code: ERROR_CODES.notFound, detail: MESSAGES.lifecycle.unknownItem }),
});

export type OrdersProblem = ProblemName<typeof ordersProblems>;
