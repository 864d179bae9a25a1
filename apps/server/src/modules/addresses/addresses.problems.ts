import {
  ADDRESS_LIMITS,
  defineProblems,
  ERROR_CODES,
  formatMessage,
  MESSAGES,
  type ProblemName,
} from "@odin/contracts";

/** The address calls' expected failures (spec 3 §5). Their HTTP statuses are chosen in addresses.routes.ts. */
export const addressesProblems = defineProblems({
  /** A page asked for the address book of nobody (the REST routes refuse guests before the service). */
  signInRequired: () => ({ code: ERROR_CODES.unauthorized, detail: MESSAGES.session.loginToContinue }),
  /** A pincode outside the directory: nothing is delivered there, so no address there is kept. */
  unknownPincode: () => ({
    code: ERROR_CODES.validation,
    detail: MESSAGES.pincode.notDelivered,
    data: { field: "pincode" },
  }),
  /** No such address among the shopper's: another shopper's is answered the same, never revealed. */
  addressNotFound: () => ({ code: ERROR_CODES.notFound, detail: MESSAGES.address.notFound }),
  /** The shopper already keeps ADDRESS_LIMITS.perShopper addresses. */
  addressLimit: () => ({
    code: "ADDRESS_LIMIT_REACHED",
    detail: formatMessage.addressLimit(ADDRESS_LIMITS.perShopper),
  }),
});

export type AddressesProblem = ProblemName<typeof addressesProblems>;
