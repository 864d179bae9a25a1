import { defineProblems, ERROR_CODES, MESSAGES, type ProblemName } from "@odin/contracts";

/** The shipping step's expected failures (spec 3 §5, §6, §8). Their HTTP statuses are chosen in checkout.routes.ts. */
export const checkoutProblems = defineProblems({
  /** Guests are blocked at checkout (spec 3 §1, §6). */
  signInRequired: () => ({ code: ERROR_CODES.unauthorized, detail: MESSAGES.session.loginToContinue }),
  /** A pincode outside the directory (spec 3 §5). */
  unknownPincode: () => ({ code: ERROR_CODES.notFound, detail: MESSAGES.pincode.notDelivered }),
  /** No such address among the shopper's: another shopper's is answered the same. */
  unknownAddress: () => ({ code: ERROR_CODES.notFound, detail: MESSAGES.address.notFound }),
});

export type CheckoutProblem = ProblemName<typeof checkoutProblems>;
