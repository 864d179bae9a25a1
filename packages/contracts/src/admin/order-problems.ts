import { defineProblems, type ProblemName } from "../result";
import { ERROR_CODES } from "../shared/error-codes";
import { ADMIN_MESSAGES } from "./messages";

/**
 * The back office's refusals of an order's list and moves (decision 65), beside the order
 * lifecycle's own (`ordersProblems.illegalTransition`, `trackingRequired`, `unknownItem`) and the
 * cancel's (`cancellationsProblems.notCancellable`), which its moves answer unchanged.
 */
export const adminOrderProblems = defineProblems({
  /** A `next` cursor that this server did not write, or one from another list. */
  badCursor: () => ({ status: 400, code: ERROR_CODES.validation, detail: ADMIN_MESSAGES.orders.badCursor }),
  pickupCodeRequired: () => ({
    status: 400,
    code: "PICKUP_CODE_REQUIRED",
    detail: ADMIN_MESSAGES.orders.pickupCodeRequired,
  }),
  pickupCodeWrong: () => ({
    status: 400,
    code: "PICKUP_CODE_WRONG",
    detail: ADMIN_MESSAGES.orders.pickupCodeWrong,
  }),
  cancelReasonRequired: () => ({
    status: 400,
    code: "CANCEL_REASON_REQUIRED",
    detail: ADMIN_MESSAGES.orders.cancelReasonRequired,
  }),
  unknownDocument: () => ({
    status: 404,
    code: ERROR_CODES.notFound,
    detail: ADMIN_MESSAGES.orders.documentUnknown,
  }),
});

export type AdminOrderProblem = ProblemName<typeof adminOrderProblems>;
