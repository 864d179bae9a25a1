import { z } from "zod";
import { COUNTRY_CALLING_CODE } from "../shared/constants";
import { passwordProblem } from "./password-rules";

/** Account and session calls of spec 1 §7 (API.md "Account and session"). */

export const mobileNumberInput = z.object({
  mobileNumber: z.string().min(1).max(20),
  countryCallingCode: z.string().default(COUNTRY_CALLING_CODE),
});

const passwordGrant = z.object({
  grant_type: z.literal("password"),
  /** Phone number or e-mail (spec 1 §5 "Login identifier"). */
  username: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(512),
  countryCallingCode: z.string().optional(),
  /** ALTCHA payload; required once the failed-login maximum is reached. */
  captchaToken: z.string().max(8192).optional(),
});

const otpGrant = z.object({
  grant_type: z.literal("otp"),
  mobileNumber: mobileNumberInput,
  otpDetails: z.object({ sessionID: z.string().min(1), passPhrase: z.string().regex(/^\d{4,6}$/) }),
});

const socialGrant = z.object({
  grant_type: z.literal("social"),
  social_token: z.string().min(1),
  social_identity_provider: z.enum(["google", "facebook"]),
});

const refreshGrant = z.object({
  grant_type: z.literal("refresh_token"),
  /** Optional in the body: the refresh cookie is used when it is absent. */
  refresh_token: z.string().min(1).max(200).optional(),
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
export const logoutRequest = z.object({ refresh_token: z.string().min(1).max(200).optional() }).nullish();
export const logoutResponse = z.object({ loggedOut: z.literal(true) });

export const userExistsRequest = z
  .object({
    mobileNumber: mobileNumberInput.optional(),
    emailId: z.string().trim().max(254).optional(),
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

export const userIdParams = z.object({ userId: z.coerce.number().int().positive() });

/** New password checked by the default rule; the server also checks its configured rule. */
export const newPasswordInput = z.string().superRefine((value, ctx) => {
  const problem = passwordProblem(value);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});

export const changePasswordRequest = z.object({
  currentPassword: z.string().min(1).max(512),
  newPassword: newPasswordInput.pipe(z.string().max(512)),
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
/** The widget's base64 payload. */
export const captchaVerifyRequest = z.object({ payload: z.string().min(1).max(8192) });
export const captchaVerifyResponse = z.object({ verified: z.boolean() });
