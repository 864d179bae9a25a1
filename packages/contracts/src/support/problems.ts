import { MESSAGES } from "../messages";
import { defineProblems, type ProblemName } from "../result";
import { ERROR_CODES } from "../shared/error-codes";

/** The contact form's and the app link's expected failures. */
export const supportProblems = defineProblems({
  /** Too many messages or links asked for from one client address (spec 2 §8's blocked-IP message). */
  blockedIp: () => ({ status: 429, code: ERROR_CODES.blockedIp, detail: MESSAGES.generic.blockedIp }),
  /** Too many app links sent to one phone. */
  tooManyAppLinks: () => ({ status: 429, code: ERROR_CODES.rateLimited, detail: MESSAGES.appLink.tooMany }),
  /** The store's SMS budget of the hour is spent (decision 51): no link is sent. */
  smsBudgetSpent: () => ({
    status: 429,
    code: ERROR_CODES.rateLimited,
    detail: MESSAGES.generic.smsBudgetSpent,
  }),
});

/** Why a contact message or an app link was refused: too many from this client address or to this phone. */
export type SupportProblem = ProblemName<typeof supportProblems>;

/** The newsletter's expected failures. */
export const newsletterProblems = defineProblems({
  /** Too many sign-ups from one client address (spec 2 §8's blocked-IP message). */
  blockedIp: () => ({ status: 429, code: ERROR_CODES.blockedIp, detail: MESSAGES.generic.blockedIp }),
  /** Too many confirmation e-mails asked for one address. */
  tooManySignUps: () => ({ status: 429, code: ERROR_CODES.rateLimited, detail: MESSAGES.newsletter.tooMany }),
  /** A confirmation link that is tampered with, expired, or names no subscriber. */
  linkInvalid: () => ({
    status: 400,
    code: "NEWSLETTER_LINK_INVALID",
    detail: MESSAGES.newsletter.confirmLinkInvalid,
  }),
});

/** Why a newsletter sign-up or confirmation was refused. */
export type NewsletterProblem = ProblemName<typeof newsletterProblems>;
