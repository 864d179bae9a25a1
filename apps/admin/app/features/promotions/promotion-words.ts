/**
 * The Promotions area's plain data: the contracts' lists and limits its forms need, written out
 * because contracts/admin/promotions.ts also holds zod schemas and importing a value from it would
 * bring zod into the bundle (decision 13); promotion-words.test.ts holds them equal. With what each
 * means to the person reading the page.
 */

export const PROMOTION_STATUSES = ["scheduled", "active", "paused", "ended"] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

export const STATUS_LABELS: Record<PromotionStatus, string> = {
  scheduled: "Scheduled",
  active: "Active",
  paused: "Paused",
  ended: "Ended",
};

export const PROMOTION_KINDS = ["percent", "flat", "buyXgetY", "loyaltyMultiplier", "included"] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

export const KIND_LABELS: Record<PromotionKind, string> = {
  percent: "Percent off",
  flat: "Amount off (₹)",
  buyXgetY: "Buy some, get one free",
  loyaltyMultiplier: "Loyalty points multiplied",
  included: "Discount already in the prices",
};

/** What the Value field means for each kind. */
export const VALUE_WORDS: Record<PromotionKind, string> = {
  percent: "the percent off, 1 to 90",
  flat: "rupees off, ₹1 to ₹10,00,000",
  buyXgetY: "pieces bought per free piece, 2 to 10",
  loyaltyMultiplier: "how many times the points, 2 to 10",
  included: "the percent already off the prices, 1 to 90",
};

/** The value of each kind as the form takes it (rupees for an amount off), smallest and largest. */
export const FORM_VALUE_RANGES: Record<PromotionKind, readonly [number, number]> = {
  percent: [1, 90],
  included: [1, 90],
  flat: [1, 1_000_000],
  buyXgetY: [2, 10],
  loyaltyMultiplier: [2, 10],
};

export const PAYMENT_CONSTRAINTS = ["PREPAID", "UPI", "CARD"] as const;
export type PaymentConstraint = (typeof PAYMENT_CONSTRAINTS)[number];

export const PAYMENT_LABELS: Record<PaymentConstraint, string> = {
  PREPAID: "Paid online (not cash on delivery)",
  UPI: "UPI",
  CARD: "Card",
};

export const PROMOTION_LIMITS = {
  codeMaxLength: 20,
  titleMaxLength: 80,
  tncMaxLength: 2_000,
  maxBrands: 100,
  /** Paise. */
  maxAmount: 100_000_000,
  minAmount: 100,
  maxDays: 36_500,
  maxRedemptions: 10_000_000,
} as const;

/** A coupon code: capital letters and digits, 3 to 20. */
export const PROMOTION_CODE = /^[A-Z0-9]{3,20}$/;
