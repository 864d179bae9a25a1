/**
 * Cancelling an item and asking for an exchange (spec 3 §3, §4, §5, §9). The spec's limits (comment
 * length, refund days, exchange reply) are in `../returns/constants.ts` (RETURNS, EXCHANGE); the
 * reasons are ours (the spec shows `reasonId` and a radio list, not the list).
 */

/** Why a shopper cancels an item. // wording not given by the spec */
export const CANCEL_REASONS = [
  { reasonId: 1, reason: "Ordered by mistake" },
  { reasonId: 2, reason: "Found a better price elsewhere" },
  { reasonId: 3, reason: "Delivery is taking too long" },
  { reasonId: 4, reason: "Want a different size or colour" },
  { reasonId: 5, reason: "Changed my mind" },
  { reasonId: 6, reason: "Other" },
] as const;

export type CancelReasonId = (typeof CANCEL_REASONS)[number]["reasonId"];

/** Where a refund goes: the payment's source, the brand's loyalty points, or nowhere (unpaid cash on delivery). */
export const REFUND_DESTINATIONS = ["source", "loyalty", "none"] as const;
export type RefundDestinationName = (typeof REFUND_DESTINATIONS)[number];

/** Items one details call may name (an order's items). // value not given by the spec */
export const CANCEL_MAX_ITEMS = 50;

/** Item statuses an exchange may be asked from (spec 3 §3 "Statuses that enable return or eligibility"). */
export const EXCHANGE_STATUSES = ["DELIVERED", "CUSTOMERPICKCOMPLETE"] as const;
