import {
  BANK_TRANSFER,
  defineProblems,
  ERROR_CODES,
  formatMessage,
  MESSAGES,
  type ProblemName,
} from "@odin/contracts";

/** The bank-transfer calls' expected failures (spec 3 §5). Their HTTP statuses are chosen in bank-transfer.routes.ts. */
export const bankTransferProblems = defineProblems({
  /** A page asked for the records of nobody (the REST routes refuse guests before the service). */
  signInRequired: () => ({ code: ERROR_CODES.unauthorized, detail: MESSAGES.session.loginToContinue }),
  /** The shopper already keeps BANK_TRANSFER.perShopper records. */
  neftLimit: () => ({
    code: "NEFT_LIMIT_REACHED",
    detail: formatMessage.bankTransferLimit(BANK_TRANSFER.perShopper),
  }),
  /** More saves by one shopper within the hour than ODIN_BANK_DETAILS_MAX_SAVES_PER_SHOPPER. */
  tooManySaves: () => ({ code: ERROR_CODES.rateLimited, detail: MESSAGES.bankTransfer.tooManySaves }),
});

export type BankTransferProblem = ProblemName<typeof bankTransferProblems>;

/**
 * Why `requestPayout` refused (a caller's mistake, never the shopper's): the record is not the
 * shopper's, or the reference already names a payout of another amount, shopper or record.
 */
export const payoutProblems = defineProblems({
  /** No such record among the shopper's: another shopper's is answered the same, never revealed. */
  neftNotFound: () => ({ code: ERROR_CODES.notFound, detail: MESSAGES.bankTransfer.notFound }),
  referenceReused: () => ({
    code: "PAYOUT_REFERENCE_REUSED",
    detail: MESSAGES.generic.oops,
  }),
});

export type PayoutProblem = ProblemName<typeof payoutProblems>;
