import { z } from "zod";
import { COUNTRY_CALLING_CODE } from "../shared/constants";
import { idParam, text } from "../shared/primitives";
import { captchaTokenField } from "./captcha";
import { otpDetails } from "./otp";
import { passwordField } from "./passwords";

/** Account and session calls of spec 1 §7 (API.md "Account and session"). */

export const mobileNumberInput = z.object({
  mobileNumber: text(20).min(1),
  countryCallingCode: text(8).default(COUNTRY_CALLING_CODE),
});

const passwordGrant = z.object({
  grant_type: z.literal("password"),
  /** Phone number or e-mail (spec 1 §5 "Login identifier"). */
  username: text(254).trim().min(1),
  password: text(512).min(1),
  countryCallingCode: text(8).optional(),
  /** A solved captcha (either proof); required once the failed-login maximum is reached. */
  captchaToken: captchaTokenField,
});

const otpGrant = z.object({
  grant_type: z.literal("otp"),
  mobileNumber: mobileNumberInput,
  otpDetails,
});

const socialGrant = z.object({
  grant_type: z.literal("social"),
  social_token: text(4096).min(1),
  social_identity_provider: z.enum(["google", "facebook"]),
});

const refreshGrant = z.object({
  grant_type: z.literal("refresh_token"),
  /** Optional in the body: the refresh cookie is used when it is absent. */
  refresh_token: text(200).min(1).optional(),
});

export const tokenRequest = z.discriminatedUnion("grant_type", [
  passwordGrant,
  otpGrant,
  socialGrant,
  refreshGrant,
]);
export type TokenRequest = z.infer<typeof tokenRequest>;

export const tokenResponse = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal("Bearer"),
  /** Seconds until the access token expires. */
  expires_in: z.number().int(),
});
export type TokenResponse = z.infer<typeof tokenResponse>;

/** The refresh token may come in the body (apps) or, from the browser, only as the cookie. */
export const logoutRequest = z.object({ refresh_token: text(200).min(1).optional() }).nullish();
export const logoutResponse = z.object({ loggedOut: z.literal(true) });

export const userExistsRequest = z
  .object({
    mobileNumber: mobileNumberInput.optional(),
    emailId: text(254).trim().optional(),
  })
  .refine((body) => Boolean(body.mobileNumber?.mobileNumber || body.emailId), {
    message: "mobileNumber or emailId is required",
  });
export const userExistsResponse = z.object({
  mobileNumberPresent: z.boolean(),
  emailIdPresent: z.boolean(),
  message: z.string().optional(),
});
export type UserExistsResponse = z.infer<typeof userExistsResponse>;

export const passwordRuleResponse = z.object({
  data: z.object({ regex: z.string(), errorMessage: z.string() }),
});

export const accountResponse = z.object({
  userId: z.number().int(),
  userInfo: z.object({ firstName: z.string(), lastName: z.string() }),
  emails: z.array(z.object({ emailID: z.string(), verified: z.boolean() })),
  mobileNumbers: z.array(z.object({ type: z.string(), phoneNumber: z.string(), verified: z.boolean() })),
  roles: z.array(z.string()),
});
export type AccountResponse = z.infer<typeof accountResponse>;

export const userIdParams = z.object({ userId: idParam });

export const changePasswordRequest = z.object({
  currentPassword: text(512).min(1),
  newPassword: passwordField,
});
/** The password is changed and a new sign-in replaces every old one (the cookies are set again). */
export const changePasswordResponse = tokenResponse.extend({ passwordChanged: z.literal(true) });

/** ALTCHA challenge (`GET /api/captcha/challenge`), solved by the browser widget. */
export const captchaChallengeResponse = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().int().optional(),
  salt: z.string(),
  signature: z.string(),
});
/** The widget's base64 payload; purpose `cod` spends it for the `codCaptcha` cookie (spec 3 §4). */
export const captchaVerifyRequest = z.object({
  payload: text(8192).min(1),
  purpose: z.enum(["cod"]).optional(),
});
export const captchaVerifyResponse = z.object({ verified: z.boolean() });
