import { formatMessage, MESSAGES } from "../messages";
import { defineProblems, type ProblemName } from "../result";
import { ERROR_CODES } from "../shared/error-codes";
import type { SessionProblem } from "../shared/problems";
import { ADDRESS_LIMITS } from "./address-rules";

/**
 * The shipping step's expected failures (spec 3 §5, §6, §8). Guests are blocked at checkout (spec 3
 * §1, §6): `sessionProblems.signInRequired`.
 */
export const checkoutProblems = defineProblems({
  /** A pincode outside the directory (spec 3 §5). */
  unknownPincode: () => ({ status: 404, code: ERROR_CODES.notFound, detail: MESSAGES.pincode.notDelivered }),
  /** No such address among the shopper's: another shopper's is answered the same. */
  unknownAddress: () => ({ status: 404, code: ERROR_CODES.notFound, detail: MESSAGES.address.notFound }),
});

/** Why a shipping step's choice was refused, or nobody is signed in. */
export type CheckoutProblem = ProblemName<typeof checkoutProblems> | SessionProblem;

/**
 * The address calls' expected failures (spec 3 §5). A page that asks for the address book of nobody
 * is refused with `sessionProblems.signInRequired` (the REST routes refuse guests before the service).
 */
export const addressesProblems = defineProblems({
  /** A pincode outside the directory: nothing is delivered there, so no address there is kept. */
  unknownPincode: () => ({
    status: 400,
    code: ERROR_CODES.validation,
    detail: MESSAGES.pincode.notDelivered,
    data: { field: "pincode" },
  }),
  /** No such address among the shopper's: another shopper's is answered the same, never revealed. */
  addressNotFound: () => ({ status: 404, code: ERROR_CODES.notFound, detail: MESSAGES.address.notFound }),
  /** The shopper already keeps ADDRESS_LIMITS.perShopper addresses. */
  addressLimit: () => ({
    status: 400,
    code: "ADDRESS_LIMIT_REACHED",
    detail: formatMessage.addressLimit(ADDRESS_LIMITS.perShopper),
  }),
});

/**
 * Why an address call was refused: nobody is signed in, the pincode is outside the directory, no such
 * address among the shopper's (another shopper's is never revealed), or the address book is full.
 */
export type AddressProblem = ProblemName<typeof addressesProblems> | SessionProblem;
