import { defineProblems, ERROR_CODES, MESSAGES, type ProblemName } from "@odin/contracts";

/** The loyalty ledger's expected failures (spec 3 §8 LOYALTY_FAILED_TO_REDEEM) and its account views'. */
export const loyaltyProblems = defineProblems({
  /** The points cannot pay the amount asked of them on these items. */
  insufficient: () => ({
    code: ERROR_CODES.loyaltyRedeemFailed,
    detail: MESSAGES.payment.insufficientLoyalty,
  }),
  /**
   * The order already redeemed differently: another shopper's order, another amount, or a redemption
   * already given back.
   */
  orderRedeemedOtherwise: () => ({
    code: ERROR_CODES.loyaltyRedeemFailed,
    detail: MESSAGES.payment.loyaltyRedeemFailed,
  }),
  /** The shopper's views are for a signed-in shopper (a page request without one). */
  signInRequired: () => ({ code: ERROR_CODES.unauthorized, detail: MESSAGES.session.loginToContinue }),
  /** moreInfo of a brand unknown, or that runs no programme. */
  unknownProgramme: () => ({ code: ERROR_CODES.notFound, detail: MESSAGES.loyalty.unknownProgramme }),
});

export type LoyaltyProblem = ProblemName<typeof loyaltyProblems>;
