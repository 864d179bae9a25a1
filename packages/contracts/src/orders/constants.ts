/**
 * Business constants and limits: orders (spec 2 §6; spec 3 §3, §4, §9). Values the spec leaves open and that
 * we chose are marked `// value not given by the spec`. Shopper-facing wording lives in `messages.ts`.
 */

export const ORDERS = {
  pageSize: 10,
  /** Statuses that enable return eligibility and the review/rating prompt (spec 2 §6, spec 3 §3). */
  eligibilityStatuses: ["CUSTOMERPICKCOMPLETE", "DELIVERED", "RETURNED"],
  eligibilityTypes: ["RETURN", "CANCEL", "EXCHANGE"],
  pendingPaymentProcessingMinutes: 30,
  storePickupConfirmationMinutes: 30,
  storePickupAutoCancelDays: 7,
  loyaltyPointsReturnedWithinHours: 2,
  freeStandardDeliveryDays: 5,
} as const;
