import { defineProblems, ERROR_CODES, MESSAGES, type ProblemName } from "@odin/contracts";

/** The newsletter's expected failures. Their HTTP statuses are chosen in newsletter.routes.ts. */
export const newsletterProblems = defineProblems({
  /** Too many sign-ups from one client address (spec 2 §8's blocked-IP message). */
  blockedIp: () => ({ code: ERROR_CODES.blockedIp, detail: MESSAGES.generic.blockedIp }),
  /** Too many confirmation e-mails asked for one address. */
  tooManySignUps: () => ({ code: ERROR_CODES.rateLimited, detail: MESSAGES.newsletter.tooMany }),
  /** A confirmation link that is tampered with, expired, or names no subscriber. */
  linkInvalid: () => ({ code: "NEWSLETTER_LINK_INVALID", detail: MESSAGES.newsletter.confirmLinkInvalid }),
});

export type NewsletterProblem = ProblemName<typeof newsletterProblems>;
