/**
 * Business constants and limits: payments (spec 1 §9; spec 3 §3, §5, §8, §9). Values the spec leaves open and
 * that we chose are marked `// value not given by the spec`. Shopper-facing wording lives in `messages.ts`.
 */

export const PAYMENT_TYPES = [
  "CASH_ON_DELIVERY",
  "CREDIT_CARD",
  "DEBIT_CARD",
  "NET_BANKING",
  "SAVEDCARD",
  "WALLET",
  "UPI",
  "E_WALLET",
  "LOYALTY",
  "CARDLESS_EMI",
] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export const PAYMENT_GATEWAYS = {
  /** The gateways of spec 3 §3, and Paytm, whose wallet the Paytm-wallet flag turns on (spec 3 §1). */
  all: ["razorpay", "payu", "snapmint", "phonepe", "paytm"],
  /** The default gateway is "one named constant" (spec 3 §3): the Razorpay-style gateway flag is on. */
  default: "razorpay",
  cardlessEmiDefaultBank: "snapmint",
} as const;

export type PaymentGateway = (typeof PAYMENT_GATEWAYS.all)[number];

/** The payment types paid through a gateway (the others: cash on delivery, loyalty points). */
export const ONLINE_PAYMENT_TYPES = [
  "CREDIT_CARD",
  "DEBIT_CARD",
  "SAVEDCARD",
  "NET_BANKING",
  "WALLET",
  "E_WALLET",
  "UPI",
  "CARDLESS_EMI",
] as const;
export type OnlinePaymentType = (typeof ONLINE_PAYMENT_TYPES)[number];

export const PAYMENT = {
  /**
   * Payment request expiry, spec 1 §9 and spec 3 §9 "120 (units not shown)"; read as seconds: how long
   * a gateway takes the shopper's payment after it was started (ODIN_PAYMENT_REQUEST_EXPIRY_SECONDS).
   */
  requestExpirySeconds: 120,
  cardNumberMinDigits: 13,
  cardNumberMaxDigits: 19,
  binDigits: 6,
  cvvDigits: 3,
  amexCvvDigits: 4,
  expiryMonthCount: 12,
  expiryYearCount: 40,
  currency: "INR",
  /** A wallet one-time code's length (Paytm sends 6 digits). // value not given by the spec */
  walletOtpDigits: 6,
} as const;

/** Payment error codes (spec 3 §8). */
export const PAYMENT_ERROR_CODES = [
  "INSUFFICIENT_BALANCE_IN_WALLET",
  "NOT_ABLE_TO_CONNECT_PAYTM",
  "PAYTM_TOKEN_EXPIRED",
  "FAILED_TO_FETCH_PAYTM_OTP",
  "FAILED_TO_VALIDATE_PAYTM_OTP",
  "FAILED_TO_FETCH_BALANCE_FROM_PAYTM",
  "USER_NOT_REGISTERED",
  "PAYTM_USER_NOT_ELIGIBLE",
  "WALLET_INSUFFICIENT_BALANCE",
  "IMS_OUT_OF_STOCK",
  "LOYALTY_FAILED_TO_REDEEM",
] as const;
