import { defineProblems, ERROR_CODES, MESSAGES, type ProblemName } from "@odin/contracts";

/**
 * Cancelling an item and asking for an exchange (spec 3 §4, §7 "makeCancel failure status 400", §8).
 * Their HTTP statuses are chosen in cancellations.routes.ts: another shopper's order or item is not
 * found (404), a refused cancel is 400 as the spec says.
 */
export const cancellationsProblems = defineProblems({
  unknownOrder: () => ({ code: ERROR_CODES.notFound, detail: MESSAGES.checkout.orderIdMissing }),
  unknownItem: () => ({ code: ERROR_CODES.notFound, detail: MESSAGES.cancel.unknownItem }),
  /** A bank-transfer record not among the shopper's (another shopper's is never revealed). */
  unknownBankDetails: () => ({ code: ERROR_CODES.notFound, detail: MESSAGES.cancel.unknownBankDetails }),
  /** Shipped, delivered or already on its way back: only an item not shipped yet is cancelled. */
  notCancellable: (itemId: number, status: string) => ({
    code: "ITEM_NOT_CANCELLABLE",
    detail: MESSAGES.cancel.notCancellable,
    data: { itemId, status },
  }),
  /** The order's lifecycle refused the move (changed meanwhile). */
  cancelFailed: () => ({ code: "CANCEL_FAILED", detail: MESSAGES.cancel.failed }),
  /** The exchange flow is switched off (flag `exchange`): the call is not there. */
  exchangeOff: () => ({ code: ERROR_CODES.notFound, detail: MESSAGES.exchange.genericError }),
  notExchangeable: () => ({ code: "ITEM_NOT_EXCHANGEABLE", detail: MESSAGES.exchange.notEligible }),
  unknownSize: () => ({ code: "SIZE_NOT_AVAILABLE", detail: MESSAGES.exchange.unavailableSize }),
});

export type CancellationsProblem = ProblemName<typeof cancellationsProblems>;
