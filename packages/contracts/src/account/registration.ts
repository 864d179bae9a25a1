import { z } from "zod";
import { COUNTRY_CALLING_CODE } from "../shared/constants";
import { text } from "../shared/primitives";
import { emailProblem, GENDERS, registrationNameProblem } from "./account-rules";
import { tokenResponse } from "./auth";
import { captchaTokenField } from "./captcha";
import { SOCIAL_PROVIDERS } from "./constants";
import { mobileNumberField, otpDetails } from "./otp";
import { passwordField } from "./passwords";

/**
 * Registration (spec 1 §3, §4; API.md `POST /api/user/register`, `/api/user/register/otp`,
 * `/api/user/missing-fields`). With OTP on registration enabled, a normal registration whose phone
 * is not yet verified answers 605 with `data.mobileNumber`; the browser then sends an OTP for purpose
 * `registration` and repeats the call on `/register/otp` with `otpDetails`.
 */

/** A field checked by a spec rule, which also refuses control characters (with the rule's message). */
const ruled = (rule: (value: string) => string | undefined) =>
  z
    .string()
    .trim()
    .max(254)
    .superRefine((value, ctx) => {
      const problem = rule(value);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });

export const emailField = ruled(emailProblem);
export const registrationNameField = ruled(registrationNameProblem);

/** Registration v2 form body (spec 1 §3 "Registration payload (v2)"). */
export const registerRequest = z.object({
  name: registrationNameField,
  gender: z.enum(GENDERS).optional(),
  email: emailField,
  mobileNumber: mobileNumberField,
  password: passwordField,
  /** A solved captcha (either proof) while the captcha-on-registration flag is on. */
  captchaToken: captchaTokenField,
});
export type RegisterRequest = z.infer<typeof registerRequest>;

/** Social registration (spec 1 §3): the server-issued social token of a verified provider sign-in. */
export const socialRegisterRequest = z.object({
  userType: z.literal("SOCIAL_USER"),
  socialIdentityProvider: z.enum(SOCIAL_PROVIDERS),
  socialToken: text(4096).min(1),
  emailId: emailField.optional(),
  mobileNumber: mobileNumberField.optional(),
});

/** `POST /api/user/register/otp` (spec 1 §3 "with OTP path"). */
export const registerWithOtpRequest = z.object({
  userDetails: z.object({
    emailId: emailField,
    firstName: registrationNameField,
    middleName: text(100).trim().optional(),
    lastName: text(100).trim().optional(),
    mobileNumber: mobileNumberField,
    countryCallingCode: text(8).default(COUNTRY_CALLING_CODE),
    isMobileNumberVerified: z.boolean().optional(),
    password: passwordField,
    gender: z.enum(GENDERS).optional(),
    isEmailVerified: z.boolean().optional(),
    userType: z.enum(["END_USER", "SOCIAL_USER"]).default("END_USER"),
    socialIdentityProvider: z.enum(SOCIAL_PROVIDERS).optional(),
    socialToken: text(4096).min(1).optional(),
  }),
  otpDetails: otpDetails.optional(),
});

/** A created account signs in at once: the same body and cookies as `POST /auth/token`. */
export const registeredResponse = tokenResponse.extend({ registered: z.literal(true) });

/** `POST /api/user/missing-fields`: the field a social sign-in lacked (spec 1 §3). */
export const missingFieldsRequest = z.object({
  socialToken: text(4096).min(1),
  mobileNo: mobileNumberField.optional(),
  email: emailField.optional(),
  otpDetails: otpDetails.optional(),
});
/** A field a new social account still lacks (spec 1 §3 "missed" view). */
export const missingField = z.enum(["mobileNumber", "emailId"]);
export type MissingField = z.infer<typeof missingField>;

export const missingFieldsResponse = z.object({ missingFields: z.array(missingField) });

/** `POST /api/user/register`: a normal (v2 form) or a social registration. */
export const userRegisterRequest = z.union([socialRegisterRequest, registerRequest]);

/** `POST /api/user/missing-fields` answers the fields still missing, or the created account signed in. */
export const missingFieldsAnswer = z.union([registeredResponse, missingFieldsResponse]);
