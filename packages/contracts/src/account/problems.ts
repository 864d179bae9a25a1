import { MESSAGES } from "../messages";
import { defineProblems, type Problem, type ProblemName } from "../result";
import { ERROR_CODES } from "../shared/error-codes";
import type { SessionProblem } from "../shared/problems";
import { LOGIN } from "./constants";
import type { MissingField } from "./registration";

/** The refusals of the role rule of spec 1 §6, each with its code and message. */
const ROLE_REFUSALS = {
  staff: { code: ERROR_CODES.staffUser, detail: MESSAGES.session.staffLoggingOut },
  business: { code: ERROR_CODES.businessUser, detail: MESSAGES.session.businessUserRefused },
  invalid: { code: ERROR_CODES.invalidRole, detail: MESSAGES.session.invalidRole },
} as const;

export type RoleRefusal = keyof typeof ROLE_REFUSALS;

/**
 * The expected failures of sign-in, tokens and the account calls (decision 0017). A call that is only
 * a signed-in shopper's (the cash-on-delivery captcha) is refused with `sessionProblems.signInRequired`.
 */
export const authProblems = defineProblems({
  /** No token, or one that is expired, revoked, tampered or of a gone account. */
  sessionExpired: () => ({
    status: 401,
    code: ERROR_CODES.unauthorized,
    detail: MESSAGES.login.sessionExpired,
  }),
  roleRefused: (refusal: RoleRefusal) => ({ status: 403, ...ROLE_REFUSALS[refusal] }),
  blockedIp: () => ({ status: 429, code: ERROR_CODES.blockedIp, detail: MESSAGES.generic.blockedIp }),
  captchaRequired: (failedAttempts: number) => ({
    status: 403,
    code: ERROR_CODES.captchaRequired,
    detail: MESSAGES.login.captchaRequired,
    data: { captchaRequired: true, failedAttempts },
  }),
  captchaFailed: (failedAttempts: number) => ({
    status: 403,
    code: ERROR_CODES.captchaFailed,
    detail: MESSAGES.login.captchaFailed,
    data: { captchaRequired: true, failedAttempts },
  }),
  invalidCredentials: (failedAttempts: number, captchaRequired: boolean) => ({
    status: 401,
    code: ERROR_CODES.invalidCredentials,
    detail: MESSAGES.login.invalidCredentials,
    data: { failedAttempts, captchaRequired },
  }),
  /**
   * Code 605 (spec 1 §4, §8): the right password, but the phone must be proved by an OTP first; the
   * browser switches to OTP entry for data.mobileNumber (docs/decisions/0018).
   */
  phoneNotVerified: (mobileNumber: string) => ({
    status: 403,
    code: ERROR_CODES.phoneNotVerified,
    detail: MESSAGES.login.phoneNotVerified,
    data: { mobileNumber },
  }),
  /**
   * Customer care blocked the account's sign-in (the back office). Answered by every way in once it
   * has proved who is asking (the right password, code, provider or link), so it tells a stranger
   * nothing; a refresh of a blocked account's session answers it too.
   */
  signInBlocked: () => ({
    status: 403,
    code: ERROR_CODES.signInBlocked,
    detail: MESSAGES.login.signInBlocked,
  }),
  /** The new password breaks the configured rule, else the default one (spec 1 §5). */
  passwordRule: (detail: string) => ({ status: 400, code: ERROR_CODES.validation, detail }),
  currentPasswordWrong: () => ({
    status: 400,
    code: ERROR_CODES.invalidCredentials,
    detail: MESSAGES.login.currentPasswordWrong,
  }),
  /** Too many wrong current passwords for one account: changing it waits for the window to pass. */
  passwordTriesExhausted: () => ({
    status: 429,
    code: ERROR_CODES.rateLimited,
    detail: MESSAGES.login.passwordTriesExhausted,
  }),
  notYourAccount: () => ({ status: 403, code: ERROR_CODES.forbidden, detail: MESSAGES.login.notYourAccount }),
  /** A grant type whose module is not wired. */
  grantUnavailable: () => ({
    status: 501,
    code: ERROR_CODES.notImplemented,
    detail: MESSAGES.generic.oopsTryLater,
  }),
});

export type AuthProblem = ProblemName<typeof authProblems>;

/**
 * The failures of the OTP calls. Each carries its detail in `data.detail` too (spec 1 §7: "errors in
 * data.detail"); a failed registration check adds `data.call_for: "register"` (`forRegistration`).
 */
function withDetail(status: number, code: string, detail: string, data: Record<string, unknown> = {}) {
  return { status, code, detail, data: { detail, ...data } };
}

/**
 * The OTP calls' expected failures (decision 18). A cash-on-delivery code asked for by nobody signed
 * in is `sessionProblems.signInRequired`, given its `data.detail` by `withOtpDetail`.
 */
export const otpProblems = defineProblems({
  tooManySends: () => withDetail(429, ERROR_CODES.rateLimited, MESSAGES.otp.tooManySends),
  resendTooSoon: (retryAfterSeconds: number) =>
    withDetail(429, ERROR_CODES.otpResendTooSoon, MESSAGES.otp.resendTooSoon, { retryAfterSeconds }),
  noAccount: () => withDetail(404, ERROR_CODES.notFound, MESSAGES.otp.noAccount),
  /** A cash-on-delivery code for a number that is neither the shopper's verified one nor their delivery number. */
  notYourNumber: () => withDetail(403, ERROR_CODES.forbidden, MESSAGES.otp.codNumberNotYours),
  /** The store's SMS budget of the hour is spent (decision 51): nothing is sent. */
  smsBudgetSpent: () => withDetail(429, ERROR_CODES.rateLimited, MESSAGES.generic.smsBudgetSpent),
  alreadyExists: () =>
    withDetail(409, ERROR_CODES.userAlreadyExists, MESSAGES.registration.userAlreadyExists),
  captchaRequired: () =>
    withDetail(403, ERROR_CODES.captchaRequired, MESSAGES.login.captchaRequired, { captchaRequired: true }),
  captchaFailed: () =>
    withDetail(403, ERROR_CODES.captchaFailed, MESSAGES.login.captchaFailed, { captchaRequired: true }),
  /** No such session, another phone or purpose, or a code already used: nothing to tell apart. */
  unknownSession: () => withDetail(400, ERROR_CODES.otpInvalid, MESSAGES.otp.invalidCheckAgain),
  wrongCode: (attemptsLeft: number) =>
    withDetail(400, ERROR_CODES.otpInvalid, MESSAGES.otp.invalidTryAgain, { attemptsLeft }),
  expired: () => withDetail(400, ERROR_CODES.otpExpired, MESSAGES.otp.expired),
  exhausted: (verifiedUser: boolean) =>
    withDetail(
      403,
      ERROR_CODES.otpAttemptsExhausted,
      verifiedUser ? MESSAGES.otp.attemptsExhaustedVerified : MESSAGES.otp.attemptsExhaustedUnverified,
      { attemptsLeft: 0 },
    ),
  /** Code 207 (spec 1 §8): the browser disables the sign-in button of the OTP form. */
  locked: (verifiedUser: boolean) =>
    withDetail(
      403,
      ERROR_CODES.accountLocked,
      verifiedUser ? MESSAGES.otp.accountLockedVerified : MESSAGES.otp.accountLockedUnverified,
    ),
  invalidPhone: () => withDetail(400, ERROR_CODES.validation, MESSAGES.login.enterValidPhone),
  /** OTP sign-in used a right code, but no account has the number (any more). */
  accountGone: () => ({
    status: 401,
    code: ERROR_CODES.invalidCredentials,
    detail: MESSAGES.login.invalidCredentials,
  }),
});

/** Why sending or checking a one-time code was refused, or nobody is signed in for a cash-on-delivery code. */
export type OtpProblem = ProblemName<typeof otpProblems> | SessionProblem;

/** A problem of another catalogue answered by an OTP call: its detail in `data.detail` too, as the OTP's own. */
export function withOtpDetail<Name extends string>(problem: Problem<Name>): Problem<Name> {
  return { ...problem, data: { detail: problem.detail, ...problem.data } };
}

/** Marks a failure of a registration check for the browser's failure callback (spec 1 §7, §8). */
export function forRegistration<Name extends string>(problem: Problem<Name>): Problem<Name> {
  return { ...problem, data: { ...problem.data, detail: problem.detail, call_for: "register" } };
}

function missing(fields: MissingField[], email: string | undefined) {
  return {
    detail: fields.includes("mobileNumber") ? MESSAGES.social.missedMobile : MESSAGES.social.missedEmail,
    data: { missingFields: fields, ...(email ? { emailId: email } : {}) },
  };
}

/** The expected failures of social sign-in (docs/decisions/0019-social-sign-in.md). */
export const socialProblems = defineProblems({
  /** A socialToken that is not ours, expired, or of another provider. */
  signInAgain: () => ({ status: 401, code: ERROR_CODES.unauthorized, detail: MESSAGES.social.signInAgain }),
  /** Code 605 (spec 1 §4): the browser sends a registration OTP to `data.mobileNumber` and repeats the call. */
  phoneNotVerified: (mobileNumber: string) => ({
    status: 403,
    code: ERROR_CODES.phoneNotVerified,
    detail: MESSAGES.registration.verifyPhone,
    data: { mobileNumber },
  }),
  alreadyExists: (data: { mobileNumberPresent: boolean; emailIdPresent: boolean }) => ({
    status: 409,
    code: ERROR_CODES.userAlreadyExists,
    detail: MESSAGES.registration.userAlreadyExists,
    data,
  }),
  /** A new account still lacks these fields. */
  missingFields: (fields: MissingField[], email: string | undefined) => ({
    status: 400,
    code: ERROR_CODES.validation,
    ...missing(fields, email),
  }),
  /** The social grant of an identity without an account: the app asks for the fields as the `missed` view does. */
  noAccount: (fields: MissingField[], email: string | undefined) => ({
    status: 404,
    code: ERROR_CODES.notFound,
    ...missing(fields, email),
  }),
  badReturnTo: () => ({
    status: 400,
    code: ERROR_CODES.validation,
    detail: "returnTo must be a path of this site",
  }),
});

export type SocialProblem = ProblemName<typeof socialProblems>;

/** The expected failures of registration (decision 0020). */
export const registrationProblems = defineProblems({
  /** The password breaks the configured rule, else the default one (spec 1 §5). */
  passwordRule: (detail: string) => ({ status: 400, code: ERROR_CODES.validation, detail }),
  /** An e-mail or phone of an account; without data when a concurrent registration won. */
  alreadyExists: (data?: { emailIdPresent: boolean; mobileNumberPresent: boolean }) => ({
    status: 409,
    code: ERROR_CODES.userAlreadyExists,
    detail: MESSAGES.registration.userAlreadyExists,
    ...(data ? { data } : {}),
  }),
  /** Code 605 (spec 1 §4, §8): the browser sends a registration OTP to `data.mobileNumber` and repeats on /register/otp. */
  phoneNotVerified: (mobileNumber: string) => ({
    status: 403,
    code: ERROR_CODES.phoneNotVerified,
    detail: MESSAGES.registration.verifyPhone,
    data: { mobileNumber },
  }),
  captchaRequired: () => ({
    status: 403,
    code: ERROR_CODES.captchaRequired,
    detail: MESSAGES.login.captchaRequired,
  }),
  captchaFailed: () => ({
    status: 403,
    code: ERROR_CODES.captchaFailed,
    detail: MESSAGES.login.captchaFailed,
  }),
  /** A SOCIAL_USER body of /register/otp without its token or provider. */
  socialDetailsMissing: () => ({
    status: 400,
    code: ERROR_CODES.validation,
    detail: "A SOCIAL_USER registration needs its socialToken and socialIdentityProvider.",
  }),
  /** Social bodies while the social module is not wired. */
  socialUnavailable: () => ({
    status: 501,
    code: ERROR_CODES.notImplemented,
    detail: MESSAGES.generic.oopsTryLater,
  }),
});

export type RegistrationProblem = ProblemName<typeof registrationProblems>;

/**
 * Error codes of the reset call. The spec's "status 302 shows the server message" (spec 1 §8) is
 * the code "302" on a 410 answer: HTTP 302 is a redirect and cannot carry it (decision 0020).
 */
export const RESET_ERROR_CODES = {
  linkUsed: String(LOGIN.resetShowServerMessageStatus),
  linkInvalid: "RESET_LINK_INVALID",
} as const;

/** The expected failures of forgot and reset password (decision 0020). */
export const passwordResetProblems = defineProblems({
  /** Neither a phone number nor an e-mail address. */
  invalidIdentifier: (detail: string) => ({ status: 400, code: ERROR_CODES.validation, detail }),
  /** The new password breaks the configured rule, else the default one (spec 1 §5). */
  passwordRule: (detail: string) => ({ status: 400, code: ERROR_CODES.validation, detail }),
  blockedIp: () => ({ status: 429, code: ERROR_CODES.blockedIp, detail: MESSAGES.generic.blockedIp }),
  tooManyRequests: () => ({
    status: 429,
    code: ERROR_CODES.rateLimited,
    detail: MESSAGES.forgotPassword.tooManyRequests,
  }),
  /** The store's SMS budget of the hour is spent (decision 51): no link goes by SMS. */
  smsBudgetSpent: () => ({
    status: 429,
    code: ERROR_CODES.rateLimited,
    detail: MESSAGES.generic.smsBudgetSpent,
  }),
  /** Unknown, expired, ended by a newer link, or missing. */
  linkInvalid: () => ({
    status: 400,
    code: RESET_ERROR_CODES.linkInvalid,
    detail: MESSAGES.reset.genericError,
  }),
  linkUsed: () => ({ status: 410, code: RESET_ERROR_CODES.linkUsed, detail: MESSAGES.reset.linkAlreadyUsed }),
});

export type PasswordResetProblem = ProblemName<typeof passwordResetProblems>;
