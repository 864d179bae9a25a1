import { defineProblems, ERROR_CODES, MESSAGES, type ProblemName } from "@odin/contracts";

/** The contact form's and the app link's expected failures. Their HTTP statuses are chosen in support.routes.ts. */
export const supportProblems = defineProblems({
  /** Too many messages or links asked for from one client address (spec 2 §8's blocked-IP message). */
  blockedIp: () => ({ code: ERROR_CODES.blockedIp, detail: MESSAGES.generic.blockedIp }),
  /** Too many app links sent to one phone. */
  tooManyAppLinks: () => ({ code: ERROR_CODES.rateLimited, detail: MESSAGES.appLink.tooMany }),
  /** The store's SMS budget of the hour is spent (decision 51): no link is sent. */
  smsBudgetSpent: () => ({ code: ERROR_CODES.rateLimited, detail: MESSAGES.generic.smsBudgetSpent }),
});

export type SupportProblem = ProblemName<typeof supportProblems>;
