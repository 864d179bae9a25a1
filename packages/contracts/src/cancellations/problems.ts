import { MESSAGES } from "../messages";
import { defineProblems, type ProblemName } from "../result";
import { ERROR_CODES } from "../shared/error-codes";
import type { SessionProblem } from "../shared/problems";

/**
 * Cancelling an item and asking for an exchange (spec 3 §4, §7 "makeCancel failure status 400", §8):
 * another shopper's order or item is not found (404), a refused cancel is 400 as the spec says.
 */
export const cancellationsProblems = defineProblems({
  unknownOrder: () => ({ status: 404, code: ERROR_CODES.notFound, detail: MESSAGES.checkout.orderIdMissing }),
  unknownItem: () => ({ status: 404, code: ERROR_CODES.notFound, detail: MESSAGES.cancel.unknownItem }),
  /** A bank-transfer record not among the shopper's (another shopper's is never revealed). */
  unknownBankDetails: () => ({
    status: 404,
    code: ERROR_CODES.notFound,
    detail: MESSAGES.cancel.unknownBankDetails,
  }),
  /** Shipped, delivered or already on its way back: only an item not shipped yet is cancelled. */
  notCancellable: (itemId: number, status: string) => ({
    status: 400,
    code: "ITEM_NOT_CANCELLABLE",
    detail: MESSAGES.cancel.notCancellable,
    data: { itemId, status },
  }),
  /** The order's lifecycle refused the move (changed meanwhile). */
  cancelFailed: () => ({ status: 400, code: "CANCEL_FAILED", detail: MESSAGES.cancel.failed }),
  /** The exchange flow is switched off (flag `exchange`): the call is not there. */
  exchangeOff: () => ({ status: 404, code: ERROR_CODES.notFound, detail: MESSAGES.exchange.genericError }),
  notExchangeable: () => ({
    status: 400,
    code: "ITEM_NOT_EXCHANGEABLE",
    detail: MESSAGES.exchange.notEligible,
  }),
  unknownSize: () => ({ status: 400, code: "SIZE_NOT_AVAILABLE", detail: MESSAGES.exchange.unavailableSize }),
});

/** Why a cancel or an exchange was refused, or nobody is signed in. */
export type CancellationProblem = ProblemName<typeof cancellationsProblems> | SessionProblem;
