import { defineProblems, ERROR_CODES, MESSAGES, type ProblemName } from "@odin/contracts";

/** Rating an order's expected failures (spec 3 §2, §8; decision 45). Statuses are chosen in order-ratings.routes.ts. */
export const orderRatingsProblems = defineProblems({
  signInRequired: () => ({ code: ERROR_CODES.unauthorized, detail: MESSAGES.session.loginToContinue }),
  /** No such order among the shopper's: another shopper's is answered the same. */
  unknownOrder: () => ({ code: ERROR_CODES.notFound, detail: MESSAGES.checkout.orderIdMissing }),
  /** No item of the order is delivered, collected or returned yet. */
  notRateable: () => ({ code: "ORDER_NOT_RATEABLE", detail: MESSAGES.reviews.orderNotRateable }),
});

export type OrderRatingsProblem = ProblemName<typeof orderRatingsProblems>;
