import { MESSAGES } from "../messages";
import { defineProblems, type ProblemName } from "../result";
import { ERROR_CODES } from "./error-codes";

/**
 * The sign-in requirement, declared once for every domain: a page's service asked for the shopper's
 * own data without a signed-in shopper (the REST routes refuse guests before the service, with the
 * same answer), or a call that is only a signed-in shopper's (the cash-on-delivery code and captcha).
 */
export const sessionProblems = defineProblems({
  signInRequired: () => ({
    status: 401,
    code: ERROR_CODES.unauthorized,
    detail: MESSAGES.session.loginToContinue,
  }),
});

export type SessionProblem = ProblemName<typeof sessionProblems>;

/** The expected failures of what browsers report (`POST /api/events`, `/api/errorMail`). */
export const clientReportsProblems = defineProblems({
  /** One client address sent more event batches, or error reports, than its minute allows. */
  tooManyReports: () => ({
    status: 429,
    code: ERROR_CODES.rateLimited,
    detail: "Too many reports. Please try again later.",
  }),
});

export type ClientReportsProblem = ProblemName<typeof clientReportsProblems>;
