import { defineProblems, ERROR_CODES, MESSAGES, type MissingField, type ProblemName } from "@odin/contracts";
import type { OtpProblem } from "../otp";

function missing(fields: MissingField[], email: string | undefined) {
  return {
    detail: fields.includes("mobileNumber") ? MESSAGES.social.missedMobile : MESSAGES.social.missedEmail,
    data: { missingFields: fields, ...(email ? { emailId: email } : {}) },
  };
}

/** The expected failures of social sign-in (docs/decisions/0019-social-sign-in.md). */
export const socialProblems = defineProblems({
  /** A socialToken that is not ours, expired, or of another provider. */
  signInAgain: () => ({ code: ERROR_CODES.unauthorized, detail: MESSAGES.social.signInAgain }),
  /** Code 605 (spec 1 §4): the browser sends a registration OTP to `data.mobileNumber` and repeats the call. */
  phoneNotVerified: (mobileNumber: string) => ({
    code: ERROR_CODES.phoneNotVerified,
    detail: MESSAGES.registration.verifyPhone,
    data: { mobileNumber },
  }),
  alreadyExists: (data: { mobileNumberPresent: boolean; emailIdPresent: boolean }) => ({
    code: ERROR_CODES.userAlreadyExists,
    detail: MESSAGES.registration.userAlreadyExists,
    data,
  }),
  /** A new account still lacks these fields. */
  missingFields: (fields: MissingField[], email: string | undefined) => ({
    code: ERROR_CODES.validation,
    ...missing(fields, email),
  }),
  /** The social grant of an identity without an account: the app asks for the fields as the `missed` view does. */
  noAccount: (fields: MissingField[], email: string | undefined) => ({
    code: ERROR_CODES.notFound,
    ...missing(fields, email),
  }),
  badReturnTo: () => ({ code: ERROR_CODES.validation, detail: "returnTo must be a path of this site" }),
});

export type SocialProblem = ProblemName<typeof socialProblems>;

/** What finishing a social sign-in can answer: its own failures, the OTP's, and a refused role. */
export type SocialSignInProblem = SocialProblem | OtpProblem | "roleRefused";
