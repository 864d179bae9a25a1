/**
 * Business constants and limits: returns, cancellations, exchanges and refunds to a bank account (spec 3 §3,
 * §4, §5, §9). Values the spec leaves open and that we chose are marked `// value not given by the spec`.
 * Shopper-facing wording lives in `messages.ts`.
 */

export const RETURNS = {
  returnWindowDays: 15,
  /** Return conditions shown with the policy. */
  conditions: ["unwashed", "undamaged", "tags intact"],
  nonReturnableArticleGroups: ["innerwear", "lingerie", "fragrances", "beauty"],
  returnCommentMaxChars: 500,
  cancelCommentMaxChars: 255,
  refundMinDays: 5,
  refundMaxDays: 7,
  modes: { reversePickup: "REVERSEPICKUP", selfShip: "SELFSHIP" },
  defaultMode: "REVERSEPICKUP",
  /** A failed cancel answers with this status (spec 3 §7). */
  cancelFailureStatus: 400,
} as const;

/** Why a shopper returns an item. // wording not given by the spec (the spec shows `reasonId`, not the list) */
export const RETURN_REASONS = [
  { reasonId: 1, reason: "Size too small" },
  { reasonId: 2, reason: "Size too large" },
  { reasonId: 3, reason: "Quality not as expected" },
  { reasonId: 4, reason: "Received a damaged or defective item" },
  { reasonId: 5, reason: "Received a different item" },
  { reasonId: 6, reason: "Looks different from the picture" },
  { reasonId: 7, reason: "Other" },
] as const;

export const RETURN_MODES = ["REVERSEPICKUP", "SELFSHIP"] as const;
export type ReturnMode = (typeof RETURN_MODES)[number];

/** Where a return's refund goes: the payment's source, the brand's points, or a bank transfer (cash on delivery). */
export const RETURN_REFUND_DESTINATIONS = ["source", "loyalty", "bankTransfer"] as const;
export type ReturnRefundDestination = (typeof RETURN_REFUND_DESTINATIONS)[number];

/** A return's id as shoppers see it: RT and digits. */
export const RETURN_ID_PATTERN = /^RT[0-9]{1,12}$/;

export const BANK_TRANSFER = {
  accountNumberMaxDigits: 18,
  accountTypes: { savings: "SB", current: "CC" },
  /** Minimum length of holder, bank and branch names. // value not given by the spec */
  nameMinChars: 3,
  /** Longest holder, bank or branch name kept. // value not given by the spec */
  nameMaxChars: 100,
  /** Shortest account number taken (RazorpayX's lower bound). // value not given by the spec */
  accountNumberMinChars: 5,
  /** Bank-transfer records one shopper can keep. // value not given by the spec */
  perShopper: 10,
  /** Saved account numbers are shown as this mask and their last four digits. */
  mask: "XXXXXXXX",
} as const;

export const EXCHANGE = {
  replyMinBusinessHours: 5,
  replyMaxBusinessHours: 6,
  businessHoursStart: "9AM",
  businessHoursEnd: "10PM",
  policyDays: 15,
} as const;
