import { MESSAGES } from "../messages";
import { defineProblems, type ProblemName } from "../result";
import { ERROR_CODES } from "../shared/error-codes";

/** Why NOTIFY ME or an unsubscribe link was refused. */
export const alertsProblems = defineProblems({
  unknownSize: () => ({ status: 404, code: ERROR_CODES.notFound, detail: "No such size." }),
  /** A guest gave neither a mobile number nor an e-mail address. */
  contactRequired: () => ({
    status: 400,
    code: ERROR_CODES.validation,
    detail: MESSAGES.alerts.contactRequired,
  }),
  /** The size can be bought now: nothing to wait for. */
  inStock: () => ({ status: 409, code: "IN_STOCK", detail: MESSAGES.alerts.inStock }),
  tooMany: () => ({ status: 429, code: ERROR_CODES.rateLimited, detail: MESSAGES.alerts.tooMany }),
  linkInvalid: () => ({ status: 400, code: "LINK_INVALID", detail: MESSAGES.alerts.linkInvalid }),
});

export type AlertsProblem = ProblemName<typeof alertsProblems>;
