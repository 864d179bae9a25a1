import { defineProblems, type ProblemName } from "../result";
import { fill } from "../shared/fill";
import { ADMIN_MESSAGES } from "./messages";

const { customers } = ADMIN_MESSAGES;

/**
 * The back office's Customers area: why blocking a shopper's sign-in, or adjusting their points, was
 * refused. An unknown shopper, or a staff member's account, is `adminProblems.notFound`.
 */
export const customerProblems = defineProblems({
  /** Blocking a shopper already blocked: the first block and its reason stay. */
  alreadyBlocked: () => ({ status: 409, code: "CUSTOMER_ALREADY_BLOCKED", detail: customers.alreadyBlocked }),
  notBlocked: () => ({ status: 409, code: "CUSTOMER_NOT_BLOCKED", detail: customers.notBlocked }),
  /** A lookup's `after` that is no `next` this server answered. */
  badCursor: () => ({ status: 400, code: "CURSOR_INVALID", detail: ADMIN_MESSAGES.badCursor }),
});

export type CustomerProblem = ProblemName<typeof customerProblems>;

/** Why the loyalty ledger refused a back-office adjustment of a shopper's points. */
export const pointsAdjustmentProblems = defineProblems({
  /** A debit larger than the shopper's live points at the brand: the balance never goes below zero. */
  belowZero: (balance: number) => ({
    status: 409,
    code: "POINTS_BELOW_ZERO",
    detail: fill(customers.pointsBelowZero, [["{balance}", String(balance)]]),
    data: { balance },
  }),
  /** The request id already made an adjustment of another shopper, brand or number of points. */
  requestReused: () => ({ status: 409, code: "POINTS_REQUEST_REUSED", detail: customers.requestReused }),
  unknownBrand: () => ({ status: 400, code: "UNKNOWN_BRAND", detail: customers.unknownBrand }),
});

export type PointsAdjustmentProblem = ProblemName<typeof pointsAdjustmentProblems>;
