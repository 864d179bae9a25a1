/**
 * Named error codes used across the API; business codes from the spec are kept verbatim. Kept apart
 * from the zod schemas of `errors.ts` so that browser code importing a code does not bundle zod
 * (docs/decisions/0013); `errors.ts` re-exports it.
 */
export const ERROR_CODES = {
  validation: "VALIDATION_FAILED",
  notFound: "NOT_FOUND",
  moduleHeaderMissing: "MODULE_HEADER_REQUIRED",
  internal: "INTERNAL_ERROR",
  rateLimited: "RATE_LIMITED",
  /** A known API path asked with a method it does not take (405, with the `Allow` header). */
  methodNotAllowed: "METHOD_NOT_ALLOWED",
  phoneNotVerified: "605",
  accountLocked: "207",
  /** One-time codes (docs/decisions/0018): wrong, expired or unknown code, tries used up, resend too early. */
  otpInvalid: "OTP_INVALID",
  otpExpired: "OTP_EXPIRED",
  otpAttemptsExhausted: "OTP_ATTEMPTS_EXHAUSTED",
  otpResendTooSoon: "OTP_RESEND_TOO_SOON",
  userAlreadyExists: "USER_ALREADY_EXISTS",
  invalidCredentials: "INVALID_CREDENTIALS",
  captchaRequired: "CAPTCHA_REQUIRED",
  captchaFailed: "CAPTCHA_FAILED",
  unauthorized: "UNAUTHORIZED",
  forbidden: "FORBIDDEN",
  businessUser: "BUSINESS_USER",
  invalidRole: "INVALID_ROLE",
  staffUser: "STAFF_USER",
  blockedIp: "BLOCKED_IP",
  /** Customer care blocked the account's sign-in (the back office): every way in refuses it. */
  signInBlocked: "SIGN_IN_BLOCKED",
  notImplemented: "NOT_IMPLEMENTED",
  outOfStock: "IMS_OUT_OF_STOCK",
  insufficientWalletBalance: "INSUFFICIENT_BALANCE_IN_WALLET",
  loyaltyRedeemFailed: "LOYALTY_FAILED_TO_REDEEM",
} as const;
