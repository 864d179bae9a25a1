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
  /** Pictures of its first items an order of My Orders shows. // value not given by the spec */
  historyImages: 3,
} as const;

/**
 * An order item's states (spec 3 §3 statuses; the lifecycle of the orders issue). Placement writes
 * PLACED, or PAYMENT_PENDING until an online payment comes; the rest are reached through the orders
 * service.
 */
export const ORDER_ITEM_STATUSES = [
  /** Reserved for an order whose online payment has not come yet (decision 41). */
  "PAYMENT_PENDING",
  "PLACED",
  "PACKED",
  "SHIPPED",
  "DELIVERED",
  "CUSTOMERPICKCOMPLETE",
  "CANCELLED",
  "RETURN_REQUESTED",
  "PICKED_UP",
  "RETURNED",
  "REFUNDED",
  "RTO",
] as const;

/** An order id: this prefix and the order's number. // value not given by the spec */
export const ORDER_ID_PREFIX = "OD";
