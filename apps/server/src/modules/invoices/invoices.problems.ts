import { defineProblems, ERROR_CODES, MESSAGES, type ProblemName } from "@odin/contracts";

/** Tax invoices' and credit notes' expected failures. Their HTTP statuses are chosen in invoices.routes.ts. */
export const invoicesProblems = defineProblems({
  /** No such order, or another shopper's. */
  unknownOrder: () => ({ code: ERROR_CODES.notFound, detail: MESSAGES.checkout.orderIdMissing }),
  /** No item of the order has shipped or been handed over yet, so no invoice exists. */
  notYetIssued: () => ({ code: ERROR_CODES.notFound, detail: MESSAGES.invoices.notYetIssued }),
  unknownCreditNote: () => ({ code: ERROR_CODES.notFound, detail: MESSAGES.invoices.unknownCreditNote }),
  /** A credit note asked for items that are not the order's (a caller's mistake). */
  unknownItems: () => ({ code: ERROR_CODES.validation, detail: "These items are not the order's." }),
});

export type InvoicesProblem = ProblemName<typeof invoicesProblems>;
