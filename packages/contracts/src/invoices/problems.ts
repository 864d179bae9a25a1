import { MESSAGES } from "../messages";
import { defineProblems, type ProblemName } from "../result";
import { ERROR_CODES } from "../shared/error-codes";

/** Tax invoices' and credit notes' expected failures. */
export const invoicesProblems = defineProblems({
  /** No such order, or another shopper's. */
  unknownOrder: () => ({ status: 404, code: ERROR_CODES.notFound, detail: MESSAGES.checkout.orderIdMissing }),
  /** No item of the order has shipped or been handed over yet, so no invoice exists. */
  notYetIssued: () => ({ status: 404, code: ERROR_CODES.notFound, detail: MESSAGES.invoices.notYetIssued }),
  unknownCreditNote: () => ({
    status: 404,
    code: ERROR_CODES.notFound,
    detail: MESSAGES.invoices.unknownCreditNote,
  }),
  /** A credit note asked for items that are not the order's (a caller's mistake). */
  unknownItems: () => ({
    status: 422,
    code: ERROR_CODES.validation,
    detail: "These items are not the order's.",
  }),
});

export type InvoicesProblem = ProblemName<typeof invoicesProblems>;
