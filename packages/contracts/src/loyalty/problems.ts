import { MESSAGES } from "../messages";
import { defineProblems, type ProblemName } from "../result";
import { ERROR_CODES } from "../shared/error-codes";
import type { SessionProblem } from "../shared/problems";

/**
 * The loyalty ledger's expected failures (spec 3 §8 LOYALTY_FAILED_TO_REDEEM) and its account views'.
 * The shopper's views are for a signed-in shopper: a page request without one is refused with
 * `sessionProblems.signInRequired`.
 */
export const loyaltyProblems = defineProblems({
  /** The points cannot pay the amount asked of them on these items. */
  insufficient: () => ({
    status: 409,
    code: ERROR_CODES.loyaltyRedeemFailed,
    detail: MESSAGES.payment.insufficientLoyalty,
  }),
  /**
   * The order already redeemed differently: another shopper's order, another amount, or a redemption
   * already given back.
   */
  orderRedeemedOtherwise: () => ({
    status: 409,
    code: ERROR_CODES.loyaltyRedeemFailed,
    detail: MESSAGES.payment.loyaltyRedeemFailed,
  }),
  /** moreInfo of a brand unknown, or that runs no programme. */
  unknownProgramme: () => ({
    status: 404,
    code: ERROR_CODES.notFound,
    detail: MESSAGES.loyalty.unknownProgramme,
  }),
});

/** Why the ledger or a loyalty view refused, or nobody is signed in. */
export type LoyaltyProblem = ProblemName<typeof loyaltyProblems> | SessionProblem;
