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
