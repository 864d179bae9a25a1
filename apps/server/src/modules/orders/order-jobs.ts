import { jobName } from "../../platform/jobs";

/** The orders' scheduled jobs by name, written with the order that needs them (order-records.ts). */

/**
 * Store pickup is auto-cancelled when not collected within 7 days (spec 3 §2, §9): written with the
 * order, run when the 7 days are up (the use case `cancel-uncollected-pickup.ts` handles it).
 */
export const CANCEL_UNCOLLECTED_PICKUP = jobName<{ orderId: number }>("cancel-uncollected-pickup");

/** The job that gives an unpaid order's reservation up; its handler is the payments module's (it asks the gateways first). */
export const RELEASE_PAYMENT_RESERVATION = jobName<{ orderId: number }>("release-payment-reservation");
