import { MESSAGES } from "../messages";
import { defineProblems, type ProblemName } from "../result";
import { ERROR_CODES } from "../shared/error-codes";

/** The bag calls' expected failures (spec 3 §5, §8). */
export const bagProblems = defineProblems({
  /** A size that is not sold (any more). */
  unknownSku: () => ({ status: 404, code: ERROR_CODES.notFound, detail: MESSAGES.bag.unknownSize }),
  /** A new size for a bag already holding BAG.maxLines sizes. */
  bagFull: () => ({ status: 400, code: ERROR_CODES.validation, detail: MESSAGES.bag.full }),
  /** A coupon that does not apply to this bag; the detail says why (spec 3 §8 "invalid coupon message"). */
  couponNotApplicable: (reason: string) => ({ status: 400, code: "COUPON_NOT_APPLICABLE", detail: reason }),
});

export type BagProblem = ProblemName<typeof bagProblems>;
