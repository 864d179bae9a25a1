/**
 * Business constants and limits: account, login and one-time codes (spec 1). Values the spec leaves open and
 * that we chose are marked `// value not given by the spec`. Shopper-facing wording lives in `messages.ts`.
 */
import { COUNTRY_CALLING_CODE } from "../shared/constants";

export const LOGIN = {
  /** Default login version; v1 views sit behind this setting (spec 1 §1, spec README). */
  defaultVersion: "v2",
  /** Maximum invalid login attempts before captcha (spec 1 §9: 5 in one reading; a configuration setting). */
  maxInvalidAttempts: 5,
  /** errors[0].status values whose detail is shown on a login failure (spec 1 §8). */
  knownErrorStatuses: [409, 401, 404, 403, 400],
  /** Business code: phone not verified, switch to OTP entry (spec 1 §4, §8). */
  phoneNotVerifiedCode: 605,
  /** Business code: account locked; disables the sign-in button in the OTP flow (spec 1 §8). */
  accountLockedCode: 207,
  /** Reset-password status whose server message is shown (spec 1 §8). */
  resetShowServerMessageStatus: 302,
} as const;

export const OTP = {
  minDigits: 4,
  maxDigits: 6,
  /** Submit is enabled only at one of these lengths (spec 1 §5, spec 3 §4). */
  validDigitCounts: [4, 5, 6],
  /** Countdown before the resend link appears (spec 1 §4, spec 3 §4). */
  resendCountdownSeconds: 30,
  /** `throughService` value sent with OTP calls (spec 1 §3). */
  throughService: "flash",
  /** Services that validate OTPs: validated flag `otpvaildated` for HEIMDALL, `data` for FLASH (spec 3 §3, §7). */
  services: ["FLASH", "HEIMDALL"],
  /** Purposes of an OTP (API.md). */
  purposes: ["login", "registration", "cod"],
} as const;

export const MOBILE_NUMBER = {
  digits: 10,
  inputMaxLength: 10,
  /** First digit must be one of these (spec 1 §5, spec 3 §5). */
  allowedFirstDigits: ["6", "7", "8", "9"],
  countryCallingCode: COUNTRY_CALLING_CODE,
} as const;

export const PASSWORD = {
  /** Minimum length on registration and reset (spec 1 §5, §9). */
  minChars: 8,
} as const;

export const REGISTRATION = {
  /** Registration name: letters and spaces, at least 3 letters (spec 1 §5). */
  nameMinLetters: 3,
  userTypes: ["END_USER", "SOCIAL_USER"],
} as const;

/** Access-token roles (spec 1 §6): only a token holding the end-user role alone passes. */
export const ROLES = {
  endUser: "ROLE_END_USER",
  businessUser: "ROLE_BUSINESS_USER",
  /** Staff are refused on the storefront with the staff message (spec 1 §6). */
  staff: "ROLE_STAFF",
} as const;

export const SOCIAL_PROVIDERS = ["google", "facebook"] as const;

/** `grant_type` values of `POST /auth/token` (API.md). */
export const GRANT_TYPES = ["password", "otp", "social", "refresh_token"] as const;
