import { defineProblems, ERROR_CODES, LOGIN, MESSAGES, type ProblemName } from "@odin/contracts";

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
  invalidIdentifier: (detail: string) => ({ code: ERROR_CODES.validation, detail }),
  /** The new password breaks the configured rule, else the default one (spec 1 §5). */
  passwordRule: (detail: string) => ({ code: ERROR_CODES.validation, detail }),
  blockedIp: () => ({ code: ERROR_CODES.blockedIp, detail: MESSAGES.generic.blockedIp }),
  tooManyRequests: () => ({ code: ERROR_CODES.rateLimited, detail: MESSAGES.forgotPassword.tooManyRequests }),
  /** The store's SMS budget of the hour is spent (decision 51): no link goes by SMS. */
  smsBudgetSpent: () => ({ code: ERROR_CODES.rateLimited, detail: MESSAGES.generic.smsBudgetSpent }),
  /** Unknown, expired, ended by a newer link, or missing. */
  linkInvalid: () => ({ code: RESET_ERROR_CODES.linkInvalid, detail: MESSAGES.reset.genericError }),
  linkUsed: () => ({ code: RESET_ERROR_CODES.linkUsed, detail: MESSAGES.reset.linkAlreadyUsed }),
});

export type PasswordResetProblem = ProblemName<typeof passwordResetProblems>;
