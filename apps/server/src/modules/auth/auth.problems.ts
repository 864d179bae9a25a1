import { defineProblems, ERROR_CODES, MESSAGES, type ProblemName } from "@odin/contracts";

/** The refusals of the role rule of spec 1 §6, each with its code and message. */
const ROLE_REFUSALS = {
  staff: { code: ERROR_CODES.staffUser, detail: MESSAGES.session.staffLoggingOut },
  business: { code: ERROR_CODES.businessUser, detail: MESSAGES.session.businessUserRefused },
  invalid: { code: ERROR_CODES.invalidRole, detail: MESSAGES.session.invalidRole },
} as const;

export type RoleRefusal = keyof typeof ROLE_REFUSALS;

/** The expected failures of sign-in, tokens and the account calls (decision 0017). */
export const authProblems = defineProblems({
  /** No token, or one that is expired, revoked, tampered or of a gone account. */
  sessionExpired: () => ({ code: ERROR_CODES.unauthorized, detail: MESSAGES.login.sessionExpired }),
  roleRefused: (refusal: RoleRefusal) => ROLE_REFUSALS[refusal],
  /** A call that is only a signed-in shopper's (the cash-on-delivery captcha). */
  signInRequired: () => ({ code: ERROR_CODES.unauthorized, detail: MESSAGES.session.loginToContinue }),
  blockedIp: () => ({ code: ERROR_CODES.blockedIp, detail: MESSAGES.generic.blockedIp }),
  captchaRequired: (failedAttempts: number) => ({
    code: ERROR_CODES.captchaRequired,
    detail: MESSAGES.login.captchaRequired,
    data: { captchaRequired: true, failedAttempts },
  }),
  captchaFailed: (failedAttempts: number) => ({
    code: ERROR_CODES.captchaFailed,
    detail: MESSAGES.login.captchaFailed,
    data: { captchaRequired: true, failedAttempts },
  }),
  invalidCredentials: (failedAttempts: number, captchaRequired: boolean) => ({
    code: ERROR_CODES.invalidCredentials,
    detail: MESSAGES.login.invalidCredentials,
    data: { failedAttempts, captchaRequired },
  }),
  /**
   * Code 605 (spec 1 §4, §8): the right password, but the phone must be proved by an OTP first; the
   * browser switches to OTP entry for data.mobileNumber (docs/decisions/0018).
   */
  phoneNotVerified: (mobileNumber: string) => ({
    code: ERROR_CODES.phoneNotVerified,
    detail: MESSAGES.login.phoneNotVerified,
    data: { mobileNumber },
  }),
  /** The new password breaks the configured rule, else the default one (spec 1 §5). */
  passwordRule: (detail: string) => ({ code: ERROR_CODES.validation, detail }),
  currentPasswordWrong: () => ({
    code: ERROR_CODES.invalidCredentials,
    detail: MESSAGES.login.currentPasswordWrong,
  }),
  /** Too many wrong current passwords for one account: changing it waits for the window to pass. */
  passwordTriesExhausted: () => ({
    code: ERROR_CODES.rateLimited,
    detail: MESSAGES.login.passwordTriesExhausted,
  }),
  notYourAccount: () => ({ code: ERROR_CODES.forbidden, detail: MESSAGES.login.notYourAccount }),
  /** A grant type whose module is not wired. */
  grantUnavailable: () => ({ code: ERROR_CODES.notImplemented, detail: MESSAGES.generic.oopsTryLater }),
});

export type AuthProblem = ProblemName<typeof authProblems>;
