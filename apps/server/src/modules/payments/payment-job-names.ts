import { jobName } from "../../platform/jobs";

/** The payments' scheduled jobs by name: written by the code that schedules them, handled by payment-jobs.ts. */

/** Asks the gateway about one attempt; scheduled when the attempt starts, then every step until it settles. */
export const RECONCILE_PAYMENT = jobName<{ attemptId: number; round: number }>("reconcile-payment");

/**
 * Gives a captured payment back: the whole of it when its order was paid by another attempt or could no
 * longer be placed (no `refundId`: the attempt's `late:` refund), or one partial refund of it (`refundId`).
 */
export const REFUND_PAYMENT = jobName<{ attemptId: number; refundId?: number }>("refund-payment");
