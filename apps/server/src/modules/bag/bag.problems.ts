import { defineProblems, ERROR_CODES, MESSAGES, type ProblemName } from "@odin/contracts";

/** The bag calls' expected failures (spec 3 §5, §8). Their HTTP statuses are chosen in bag.routes.ts. */
export const bagProblems = defineProblems({
  /** A size that is not sold (any more). */
  unknownSku: () => ({ code: ERROR_CODES.notFound, detail: MESSAGES.bag.unknownSize }),
  /** A new size for a bag already holding BAG.maxLines sizes. */
  bagFull: () => ({ code: ERROR_CODES.validation, detail: MESSAGES.bag.full }),
  /** A coupon that does not apply to this bag; the detail says why (spec 3 §8 "invalid coupon message"). */
  couponNotApplicable: (reason: string) => ({ code: "COUPON_NOT_APPLICABLE", detail: reason }),
});

export type BagProblem = ProblemName<typeof bagProblems>;
