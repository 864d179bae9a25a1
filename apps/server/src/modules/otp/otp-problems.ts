import { type ApiError, ERROR_CODES, MESSAGES } from "@odin/contracts";

/**
 * The failures of the OTP calls. Each carries its detail in `data.detail` too (spec 1 §7: "errors in
 * data.detail"); a failed registration check adds `data.call_for: "register"`.
 */
function problem(status: number, code: string, detail: string, data: Record<string, unknown> = {}): ApiError {
  return { status, code, detail, data: { detail, ...data } };
}

export const otpProblems = {
  tooManySends: () => problem(429, ERROR_CODES.rateLimited, MESSAGES.otp.tooManySends),
  resendTooSoon: (retryAfterSeconds: number) =>
    problem(429, ERROR_CODES.otpResendTooSoon, MESSAGES.otp.resendTooSoon, { retryAfterSeconds }),
  noAccount: () => problem(404, ERROR_CODES.notFound, MESSAGES.otp.noAccount),
  alreadyExists: () => problem(409, ERROR_CODES.userAlreadyExists, MESSAGES.registration.userAlreadyExists),
  captchaRequired: () =>
    problem(403, ERROR_CODES.captchaRequired, MESSAGES.login.captchaRequired, { captchaRequired: true }),
  captchaFailed: () =>
    problem(403, ERROR_CODES.captchaFailed, MESSAGES.login.captchaFailed, { captchaRequired: true }),
  /** No such session, another phone or purpose, or a code already used: nothing to tell apart. */
  unknownSession: () => problem(400, ERROR_CODES.otpInvalid, MESSAGES.otp.invalidCheckAgain),
  wrongCode: (attemptsLeft: number) =>
    problem(400, ERROR_CODES.otpInvalid, MESSAGES.otp.invalidTryAgain, { attemptsLeft }),
  expired: () => problem(400, ERROR_CODES.otpExpired, MESSAGES.otp.expired),
  exhausted: (verifiedUser: boolean) =>
    problem(
      403,
      ERROR_CODES.otpAttemptsExhausted,
      verifiedUser ? MESSAGES.otp.attemptsExhaustedVerified : MESSAGES.otp.attemptsExhaustedUnverified,
      { attemptsLeft: 0 },
    ),
  /** Code 207 (spec 1 §8): the browser disables the sign-in button of the OTP form. */
  locked: (verifiedUser: boolean) =>
    problem(
      403,
      ERROR_CODES.accountLocked,
      verifiedUser ? MESSAGES.otp.accountLockedVerified : MESSAGES.otp.accountLockedUnverified,
    ),
  invalidPhone: () => problem(400, ERROR_CODES.validation, MESSAGES.login.enterValidPhone),
};

/** Marks a failure of a registration check for the browser's failure callback (spec 1 §7, §8). */
export function forRegistration(problemOf: ApiError): ApiError {
  return { ...problemOf, data: { ...problemOf.data, detail: problemOf.detail, call_for: "register" } };
}
