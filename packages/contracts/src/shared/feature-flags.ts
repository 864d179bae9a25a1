/**
 * Feature flags (each document's §1, spec 2 §9): configuration with these defaults (spec README); the
 * operator overrides them with `ODIN_FEATURE_FLAGS` (docs/configuration.md).
 */

export const DEFAULT_FEATURE_FLAGS = {
  // spec 1 §1
  otpScreen: true,
  /** Reported off in some places while the OTP screen is on; both readings kept (spec README). */
  otpLogin: false,
  socialLogin: true,
  captchaOnLogin: true,
  captchaOnRegistration: true,
  otpOnRegistration: true,
  captchaOnCashOnDelivery: false,
  genderFieldInRegistration: true,
  // spec 2 §9
  loyalty: true,
  accountLoyalty: true,
  ratings: true,
  showQuantity: true,
  deliveryCharges: true,
  priceInfoBlock: true,
  exchange: false,
  selfShipReturn: false,
  deliveryDelayMessage: false,
  /** The newer footer's newsletter box says why an e-mail is refused; off: the older one ignores it (spec 2 §5). */
  newFooter: true,
  // spec 3 §1
  cardPaymentProvider: true,
  walletPayments: true,
  returnsPolicy: true,
  cardlessEmi: true,
  razorpayGateway: true,
  paytmWallet: true,
  /** A failed card payment returns to the payment step instead of the failure page (spec 3 §4). */
  stayOnPaymentOnFailure: false,
} as const;

export type FeatureFlag = keyof typeof DEFAULT_FEATURE_FLAGS;
export type FeatureFlags = Record<FeatureFlag, boolean>;
