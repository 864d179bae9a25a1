import { MESSAGES } from "../messages";
import { defineProblems, type ProblemName } from "../result";
import { ERROR_CODES } from "../shared/error-codes";

/** The delivery calls' expected failures (spec 2 §5, §8). */
export const deliveryProblems = defineProblems({
  /** A pincode outside the directory: nothing is delivered there. */
  unknownPincode: () => ({ status: 404, code: ERROR_CODES.notFound, detail: MESSAGES.pincode.notDelivered }),
  unknownSku: () => ({ status: 404, code: ERROR_CODES.notFound, detail: "No size with this sku id." }),
});

export type DeliveryProblem = ProblemName<typeof deliveryProblems>;

/** The store locator's expected failures (spec 2 §5, §8). */
export const storeLocatorProblems = defineProblems({
  /** A well-formed pincode outside the directory: there is no place to measure from. */
  unknownPincode: () => ({ status: 404, code: ERROR_CODES.notFound, detail: MESSAGES.pincode.invalid }),
  /** "Use my location" far from every pincode of the directory (outside India). */
  noPincodeNearby: () => ({
    status: 404,
    code: ERROR_CODES.notFound,
    detail: MESSAGES.storeLocator.noPincodeNearLocation,
  }),
});

/** Why a store list or a location's pincode was refused. */
export type StoreLocatorProblem = ProblemName<typeof storeLocatorProblems>;
