import { defineProblems, type ProblemName } from "../result";
import { fill } from "../shared/fill";
import { ADMIN_MESSAGES } from "./messages";
import { ADMIN_RETURNS } from "./returns";

const { returns: words, refunds } = ADMIN_MESSAGES;

/**
 * The back office's refusals of a return's moves and of a refund's retry (decision 60): a move the
 * return's state does not allow is 409, bad input 400. The order lifecycle's own refusals keep their
 * catalogue (ordersProblems.illegalTransition); an unknown return, refund or payout is
 * adminProblems.notFound, one outside the staff member's centres adminProblems.outOfScope.
 */
export const adminReturnsProblems = defineProblems({
  selfShipped: () => ({ status: 409, code: "RETURN_SELF_SHIPPED", detail: words.selfShipped }),
  pickupDay: () => ({
    status: 400,
    code: "PICKUP_DAY_OUT_OF_RANGE",
    detail: fill(words.pickupDay, [["{days}", ADMIN_RETURNS.pickupDaysAhead]]),
  }),
  notAwaitingPickup: (status: string) => ({
    status: 409,
    code: "RETURN_NOT_AWAITING_PICKUP",
    detail: fill(words.notAwaitingPickup, [["{status}", status]]),
    data: { status },
  }),
  pickupNotBooked: () => ({ status: 409, code: "PICKUP_NOT_BOOKED", detail: words.pickupNotBooked }),
  notReceivable: (status: string) => ({
    status: 409,
    code: "RETURN_NOT_RECEIVABLE",
    detail: fill(words.notReceivable, [["{status}", status]]),
    data: { status },
  }),
  alreadyReceived: () => ({ status: 409, code: "RETURN_ALREADY_RECEIVED", detail: words.alreadyReceived }),
  notReceived: () => ({ status: 409, code: "RETURN_NOT_RECEIVED", detail: words.notReceived }),
  alreadyChecked: (result: string) => ({
    status: 409,
    code: "QUALITY_CHECK_RECORDED",
    detail: fill(words.alreadyChecked, [["{result}", result]]),
    data: { result },
  }),
  noteRequired: () => ({ status: 400, code: "QUALITY_NOTE_REQUIRED", detail: words.noteRequired }),
  /** A retry of a refund or payout that did not fail (still under way, or paid). */
  notFailed: (status: string) => ({
    status: 409,
    code: "REFUND_NOT_FAILED",
    detail: fill(refunds.notFailed, [["{status}", status]]),
    data: { status },
  }),
  /** A second retry of the same failed refund or payout (a double click): the first one stands. */
  alreadyRetried: (retry: string) => ({
    status: 409,
    code: "REFUND_ALREADY_RETRIED",
    detail: fill(refunds.alreadyRetried, [["{retry}", retry]]),
    data: { retry },
  }),
  nothingLeft: () => ({ status: 409, code: "REFUND_NOTHING_LEFT", detail: refunds.nothingLeft }),
});

export type AdminReturnsProblem = ProblemName<typeof adminReturnsProblems>;

/** The back office's refusals of a moderation step besides the reviews catalogue's own. */
export const adminReviewsProblems = defineProblems({
  rejectedReply: () => ({
    status: 409,
    code: "REVIEW_REJECTED",
    detail: ADMIN_MESSAGES.reviews.rejectedReply,
  }),
});

export type AdminReviewsProblem = ProblemName<typeof adminReviewsProblems>;
