import { defineProblems, ERROR_CODES, MESSAGES, type Problem, type ProblemName } from "@odin/contracts";

/**
 * The failures of the OTP calls. Each carries its detail in `data.detail` too (spec 1 §7: "errors in
 * data.detail"); a failed registration check adds `data.call_for: "register"`.
 */
function withDetail(code: string, detail: string, data: Record<string, unknown> = {}) {
  return { code, detail, data: { detail, ...data } };
}

export const otpProblems = defineProblems({
  tooManySends: () => withDetail(ERROR_CODES.rateLimited, MESSAGES.otp.tooManySends),
  resendTooSoon: (retryAfterSeconds: number) =>
    withDetail(ERROR_CODES.otpResendTooSoon, MESSAGES.otp.resendTooSoon, { retryAfterSeconds }),
  noAccount: () => withDetail(ERROR_CODES.notFound, MESSAGES.otp.noAccount),
  /** A cash-on-delivery code asked for by nobody signed in. */
  signInRequired: () => withDetail(ERROR_CODES.unauthorized, MESSAGES.session.loginToContinue),
  /** A cash-on-delivery code for a number that is neither the shopper's verified one nor their delivery number. */
  notYourNumber: () => withDetail(ERROR_CODES.forbidden, MESSAGES.otp.codNumberNotYours),
  /** The store's SMS budget of the hour is spent (decision 51): nothing is sent. */
  smsBudgetSpent: () => withDetail(ERROR_CODES.rateLimited, MESSAGES.generic.smsBudgetSpent),
  alreadyExists: () => withDetail(ERROR_CODES.userAlreadyExists, MESSAGES.registration.userAlreadyExists),
  captchaRequired: () =>
    withDetail(ERROR_CODES.captchaRequired, MESSAGES.login.captchaRequired, { captchaRequired: true }),
  captchaFailed: () =>
    withDetail(ERROR_CODES.captchaFailed, MESSAGES.login.captchaFailed, { captchaRequired: true }),
  /** No such session, another phone or purpose, or a code already used: nothing to tell apart. */
  unknownSession: () => withDetail(ERROR_CODES.otpInvalid, MESSAGES.otp.invalidCheckAgain),
  wrongCode: (attemptsLeft: number) =>
    withDetail(ERROR_CODES.otpInvalid, MESSAGES.otp.invalidTryAgain, { attemptsLeft }),
  expired: () => withDetail(ERROR_CODES.otpExpired, MESSAGES.otp.expired),
  exhausted: (verifiedUser: boolean) =>
    withDetail(
      ERROR_CODES.otpAttemptsExhausted,
      verifiedUser ? MESSAGES.otp.attemptsExhaustedVerified : MESSAGES.otp.attemptsExhaustedUnverified,
      { attemptsLeft: 0 },
    ),
  /** Code 207 (spec 1 §8): the browser disables the sign-in button of the OTP form. */
  locked: (verifiedUser: boolean) =>
    withDetail(
      ERROR_CODES.accountLocked,
      verifiedUser ? MESSAGES.otp.accountLockedVerified : MESSAGES.otp.accountLockedUnverified,
    ),
  invalidPhone: () => withDetail(ERROR_CODES.validation, MESSAGES.login.enterValidPhone),
  /** OTP sign-in used a right code, but no account has the number (any more). */
  accountGone: () => ({ code: ERROR_CODES.invalidCredentials, detail: MESSAGES.login.invalidCredentials }),
});

export type OtpProblem = ProblemName<typeof otpProblems>;

/** What OTP sign-in can answer: the OTP failures, and a role the storefront refuses. */
export type OtpGrantProblem = OtpProblem | "roleRefused";

/** Marks a failure of a registration check for the browser's failure callback (spec 1 §7, §8). */
export function forRegistration<Name extends string>(problem: Problem<Name>): Problem<Name> {
  return { ...problem, data: { ...problem.data, detail: problem.detail, call_for: "register" } };
}
