import { z } from "zod";
import { COUNTRY_CALLING_CODE } from "../shared/constants";
import { text } from "../shared/primitives";
import { mobileNumberProblem } from "./account-rules";
import { captchaTokenField } from "./captcha";
import { OTP } from "./constants";

/**
 * One-time codes (spec 1 §3, §4, §7; API.md `POST /api/otp/generate|resend|validate`). The server
 * sends 6 digits; the browser accepts 4 to 6 as the spec says. Errors use the API error shape with
 * `data.detail` mirrored in `detail`, and `data.call_for` on a failed registration check.
 */

export const otpPurpose = z.enum(OTP.purposes);
export type OtpPurpose = z.infer<typeof otpPurpose>;

/** The session id `otpSentResponse` gave. */
const otpSessionId = text(100).min(1);

/** A 10-digit Indian mobile number, checked by the form's rule. */
export const mobileNumberField = z
  .string()
  .trim()
  .max(10)
  .superRefine((value, ctx) => {
    const problem = mobileNumberProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

export const otpGenerateRequest = z.object({
  mobileNumber: mobileNumberField,
  countryCallingCode: text(8).default(COUNTRY_CALLING_CODE),
  purpose: otpPurpose.default("login"),
  throughService: z.literal(OTP.throughService).default(OTP.throughService),
  /** A solved captcha (either proof): required for registration while the captcha-on-registration flag is on. */
  captchaToken: captchaTokenField,
});
export type OtpGenerateRequest = z.infer<typeof otpGenerateRequest>;

/** Resend keeps the session: a new code replaces the old one and the wrong-try count restarts. */
export const otpResendRequest = z.object({
  sessionID: otpSessionId,
  mobileNumber: mobileNumberField,
  throughService: z.literal(OTP.throughService).default(OTP.throughService),
});

export const otpSentResponse = z.object({
  sessionID: z.string(),
  /** Seconds until the resend link may be used (spec 1 §9: 30). */
  resendAfterSeconds: z.number().int(),
  /** Seconds until the code expires (at most 300). */
  expiresInSeconds: z.number().int(),
});
export type OtpSentResponse = z.infer<typeof otpSentResponse>;

export const otpPassPhrase = z.string().regex(/^\d{4,6}$/);

/** The code a shopper typed for an OTP session: the password grant's and registration's `otpDetails`. */
export const otpDetails = z.object({ sessionID: otpSessionId, passPhrase: otpPassPhrase });

/** Validates a code without signing in (registration and cash on delivery). */
export const otpValidateRequest = z.object({
  sessionID: otpSessionId,
  mobileNumber: mobileNumberField,
  passPhrase: otpPassPhrase,
  purpose: otpPurpose,
});
export const otpValidateResponse = z.object({
  /** The FLASH service's answer shape (spec 1 §7): `data` holding the validated flag. */
  data: z.object({ otpValidated: z.literal(true), sessionID: z.string() }),
});
