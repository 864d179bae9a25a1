import { defineProblems, ERROR_CODES, MESSAGES, type ProblemName } from "@odin/contracts";

/**
 * The return flow's expected failures (spec 3 §4, §5, §8). Their HTTP statuses are chosen in
 * returns.routes.ts: another shopper's order, item, address, bank-transfer record or return is not
 * found (404); a return the rules refuse is 400.
 */
export const returnsProblems = defineProblems({
  unknownOrder: () => ({ code: ERROR_CODES.notFound, detail: MESSAGES.checkout.orderIdMissing }),
  unknownItem: () => ({ code: ERROR_CODES.notFound, detail: MESSAGES.checkout.orderIdMissing }),
  unknownReturn: () => ({ code: ERROR_CODES.notFound, detail: MESSAGES.returns.notFound }),
  /** Not received, past the 15-day window, already returned, or of a non-returnable group. */
  notReturnable: (itemId: number, status: string) => ({
    code: "ITEM_NOT_RETURNABLE",
    detail: MESSAGES.returns.notReturnable,
    data: { itemId, status },
  }),
  selfShipOff: () => ({ code: "RETURN_MODE_UNAVAILABLE", detail: MESSAGES.returns.selfShipOff }),
  addressRequired: () => ({ code: "ADDRESS_REQUIRED", detail: MESSAGES.returns.chooseAddress }),
  unknownAddress: () => ({ code: ERROR_CODES.notFound, detail: MESSAGES.returns.chooseAddress }),
  notEligibleForPickup: () => ({
    code: "NOT_ELIGIBLE_FOR_PICKUP",
    detail: MESSAGES.returns.notEligibleForPickup,
  }),
  wrongCentre: () => ({ code: "RETURN_LOCATION_CHANGED", detail: MESSAGES.returns.wrongCentre }),
  neftRequired: () => ({ code: "NEFT_REQUIRED", detail: MESSAGES.bankTransfer.chooseRecord }),
  unknownNeft: () => ({ code: ERROR_CODES.notFound, detail: MESSAGES.bankTransfer.notFound }),
  /** The lifecycle refused the move (the item changed meanwhile). */
  returnFailed: () => ({ code: "RETURN_FAILED", detail: MESSAGES.returns.submitFailed }),
});

export type ReturnsProblem = ProblemName<typeof returnsProblems>;
