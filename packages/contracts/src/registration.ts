import { z } from "zod";
import { emailProblem, GENDERS, registrationNameProblem } from "./account-rules";
import { tokenResponse } from "./auth";
import { COUNTRY_CALLING_CODE, SOCIAL_PROVIDERS } from "./constants";
import { mobileNumberField, otpPassPhrase } from "./otp";

/**
 * Registration (spec 1 §3, §4; API.md `POST /api/user/register`, `/api/user/register/otp`,
 * `/api/user/missing-fields`). With OTP on registration enabled, a normal registration whose phone
 * is not yet verified answers 605 with `data.mobileNumber`; the browser then sends an OTP for purpose
 * `registration` and repeats the call on `/register/otp` with `otpDetails`.
 */

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
/**
 * Only bounded here: the password rule is the server's, which a configured rule replaces (spec 1 §5),
 * so the registration and reset services check it (their `passwordRule` problem) and forms check it
 * with `passwordProblem` and the rule the server publishes.
 */
export const passwordField = z.string().max(512);

/** Registration v2 form body (spec 1 §3 "Registration payload (v2)"). */
export const registerRequest = z.object({
  name: registrationNameField,
  gender: z.enum(GENDERS).optional(),
  email: emailField,
  mobileNumber: mobileNumberField,
  password: passwordField,
  /** ALTCHA payload while the captcha-on-registration flag is on. */
  captchaToken: z.string().max(8192).optional(),
});
export type RegisterRequest = z.infer<typeof registerRequest>;

/** Social registration (spec 1 §3): the server-issued social token of a verified provider sign-in. */
export const socialRegisterRequest = z.object({
  userType: z.literal("SOCIAL_USER"),
  socialIdentityProvider: z.enum(SOCIAL_PROVIDERS),
  socialToken: z.string().min(1).max(4096),
  emailId: emailField.optional(),
  mobileNumber: mobileNumberField.optional(),
});

export const otpDetails = z.object({ sessionID: z.string().min(1).max(100), passPhrase: otpPassPhrase });

/** `POST /api/user/register/otp` (spec 1 §3 "with OTP path"). */
export const registerWithOtpRequest = z.object({
  userDetails: z.object({
    emailId: emailField,
    firstName: registrationNameField,
    middleName: z.string().trim().max(100).optional(),
    lastName: z.string().trim().max(100).optional(),
    mobileNumber: mobileNumberField,
    countryCallingCode: z.string().default(COUNTRY_CALLING_CODE),
    isMobileNumberVerified: z.boolean().optional(),
    password: passwordField,
    gender: z.enum(GENDERS).optional(),
    isEmailVerified: z.boolean().optional(),
    userType: z.enum(["END_USER", "SOCIAL_USER"]).default("END_USER"),
    socialIdentityProvider: z.enum(SOCIAL_PROVIDERS).optional(),
    socialToken: z.string().min(1).max(4096).optional(),
  }),
  otpDetails: otpDetails.optional(),
});

/** A created account signs in at once: the same body and cookies as `POST /auth/token`. */
export const registeredResponse = tokenResponse.extend({ registered: z.literal(true) });

/** `POST /api/user/missing-fields`: the field a social sign-in lacked (spec 1 §3). */
export const missingFieldsRequest = z.object({
  socialToken: z.string().min(1).max(4096),
  mobileNo: mobileNumberField.optional(),
  email: emailField.optional(),
  otpDetails: otpDetails.optional(),
});
export const missingFieldsResponse = z.object({
  missingFields: z.array(z.enum(["mobileNumber", "emailId"])),
});
