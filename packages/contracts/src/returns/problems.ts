import { formatMessage, MESSAGES } from "../messages";
import { defineProblems, type ProblemName } from "../result";
import { ERROR_CODES } from "../shared/error-codes";
import type { SessionProblem } from "../shared/problems";
import { BANK_TRANSFER } from "./constants";

/**
 * The return flow's expected failures (spec 3 §4, §5, §8): another shopper's order, item, address,
 * bank-transfer record or return is not found (404); a return the rules refuse is 400.
 */
export const returnsProblems = defineProblems({
  unknownOrder: () => ({ status: 404, code: ERROR_CODES.notFound, detail: MESSAGES.checkout.orderIdMissing }),
  unknownItem: () => ({ status: 404, code: ERROR_CODES.notFound, detail: MESSAGES.checkout.orderIdMissing }),
  unknownReturn: () => ({ status: 404, code: ERROR_CODES.notFound, detail: MESSAGES.returns.notFound }),
  /** Not received, past the 15-day window, already returned, or of a non-returnable group. */
  notReturnable: (itemId: number, status: string) => ({
    status: 400,
    code: "ITEM_NOT_RETURNABLE",
    detail: MESSAGES.returns.notReturnable,
    data: { itemId, status },
  }),
  selfShipOff: () => ({ status: 400, code: "RETURN_MODE_UNAVAILABLE", detail: MESSAGES.returns.selfShipOff }),
  addressRequired: () => ({ status: 400, code: "ADDRESS_REQUIRED", detail: MESSAGES.returns.chooseAddress }),
  unknownAddress: () => ({ status: 404, code: ERROR_CODES.notFound, detail: MESSAGES.returns.chooseAddress }),
  notEligibleForPickup: () => ({
    status: 400,
    code: "NOT_ELIGIBLE_FOR_PICKUP",
    detail: MESSAGES.returns.notEligibleForPickup,
  }),
  wrongCentre: () => ({ status: 400, code: "RETURN_LOCATION_CHANGED", detail: MESSAGES.returns.wrongCentre }),
  neftRequired: () => ({ status: 400, code: "NEFT_REQUIRED", detail: MESSAGES.bankTransfer.chooseRecord }),
  unknownNeft: () => ({ status: 404, code: ERROR_CODES.notFound, detail: MESSAGES.bankTransfer.notFound }),
  /** The lifecycle refused the move (the item changed meanwhile). */
  returnFailed: () => ({ status: 409, code: "RETURN_FAILED", detail: MESSAGES.returns.submitFailed }),
});

/** Why a return was refused, or nobody is signed in. */
export type ReturnProblem = ProblemName<typeof returnsProblems> | SessionProblem;

/**
 * The bank-transfer calls' expected failures (spec 3 §5). A page that asks for the records of nobody
 * is refused with `sessionProblems.signInRequired` (the REST routes refuse guests before the service).
 */
export const bankTransferProblems = defineProblems({
  /** The shopper already keeps BANK_TRANSFER.perShopper records. */
  neftLimit: () => ({
    status: 400,
    code: "NEFT_LIMIT_REACHED",
    detail: formatMessage.bankTransferLimit(BANK_TRANSFER.perShopper),
  }),
  /** More saves by one shopper within the hour than ODIN_BANK_DETAILS_MAX_SAVES_PER_SHOPPER. */
  tooManySaves: () => ({
    status: 429,
    code: ERROR_CODES.rateLimited,
    detail: MESSAGES.bankTransfer.tooManySaves,
  }),
});

/**
 * Why saving bank-transfer details was refused: nobody is signed in, the shopper keeps the most records
 * allowed, or saved too often.
 */
export type BankTransferProblem = ProblemName<typeof bankTransferProblems> | SessionProblem;

/**
 * Why `requestPayout` refused (a caller's mistake, never the shopper's, and never an API answer): the
 * record is not the shopper's, or the reference already names a payout of another amount, shopper or
 * record.
 */
export const payoutProblems = defineProblems({
  /** No such record among the shopper's: another shopper's is answered the same, never revealed. */
  neftNotFound: () => ({ status: 404, code: ERROR_CODES.notFound, detail: MESSAGES.bankTransfer.notFound }),
  referenceReused: () => ({ status: 409, code: "PAYOUT_REFERENCE_REUSED", detail: MESSAGES.generic.oops }),
});

export type PayoutProblem = ProblemName<typeof payoutProblems>;
