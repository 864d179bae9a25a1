import { z } from "zod";

/** One error of the API error shape (API.md "Conventions"). */
export const apiError = z.object({
  status: z.number().int(),
  code: z.string(),
  detail: z.string(),
  data: z.record(z.string(), z.unknown()).optional(),
});
export type ApiError = z.infer<typeof apiError>;

export const errorResponse = z.object({ errors: z.array(apiError).min(1) });
export type ErrorResponse = z.infer<typeof errorResponse>;

/** Named error codes used across the API; business codes from the spec are kept verbatim. */
export const ERROR_CODES = {
  validation: "VALIDATION_FAILED",
  notFound: "NOT_FOUND",
  moduleHeaderMissing: "MODULE_HEADER_REQUIRED",
  internal: "INTERNAL_ERROR",
  rateLimited: "RATE_LIMITED",
  phoneNotVerified: "605",
  accountLocked: "207",
  invalidCredentials: "INVALID_CREDENTIALS",
  captchaRequired: "CAPTCHA_REQUIRED",
  captchaFailed: "CAPTCHA_FAILED",
  unauthorized: "UNAUTHORIZED",
  forbidden: "FORBIDDEN",
  businessUser: "BUSINESS_USER",
  invalidRole: "INVALID_ROLE",
  staffUser: "STAFF_USER",
  blockedIp: "BLOCKED_IP",
  notImplemented: "NOT_IMPLEMENTED",
  outOfStock: "IMS_OUT_OF_STOCK",
  insufficientWalletBalance: "INSUFFICIENT_BALANCE_IN_WALLET",
  loyaltyRedeemFailed: "LOYALTY_FAILED_TO_REDEEM",
} as const;
