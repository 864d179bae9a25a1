import { z } from "zod";
import { paymentConstraint } from "../bag/bag";
import { boundedInt, boundedIntParam, id, idParam, multilineText, text } from "../shared/primitives";
import { auditEntry } from "./audit";
import { ADMIN_MESSAGES } from "./messages";

/**
 * The back office's Promotions area (issue "Back office, part 2"; decision 70): find promotions by code
 * and status, create and edit one with the rules the bag applies (decision 28), pause, resume and end
 * it, and list the orders that used it. Money is paise; the form takes rupees.
 */

export const PROMOTIONS = {
  pageSize: 25,
  maxPageSize: 100,
  codeMinLength: 3,
  codeMaxLength: 20,
  titleMaxLength: 80,
  tncMaxLength: 2_000,
  maxBrands: 100,
  /** Percent off (and a discount already in the prices): 1 to 90. */
  maxPercent: 90,
  /** Pieces bought per free piece (buy X get one), and a points multiplier: 2 to 10. */
  minPieces: 2,
  maxPieces: 10,
  /** The largest flat discount, minimum bag value and cap, paise (₹10,00,000). */
  maxAmount: 100_000_000,
  /** The smallest flat discount and cap, paise (₹1). */
  minAmount: 100,
  /** Once per shopper in at most this many days (36,500: once ever). */
  maxDays: 36_500,
  maxRedemptions: 10_000_000,
} as const;

const { promotions: messages } = ADMIN_MESSAGES;

/** What the bag does with a promotion (decision 28): `value` is read by kind. */
export const PROMOTION_KINDS = ["percent", "flat", "buyXgetY", "loyaltyMultiplier", "included"] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/**
 * Where a promotion stands: scheduled (before its start), active, paused (held back by staff), ended
 * (by staff, or past its end).
 */
export const PROMOTION_STATUSES = ["scheduled", "active", "paused", "ended"] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/** A coupon code as shoppers type it: capital letters and digits, read in capitals. */
export const PROMOTION_CODE = /^[A-Z0-9]{3,20}$/;

/** An instant with its offset, in this millennium (what a promotion's dates can sensibly be). */
const instant = text(40)
  .pipe(z.iso.datetime({ offset: true }))
  .refine((value) => /^2\d{3}$/.test(String(new Date(value).getUTCFullYear())), {
    error: messages.dateOutOfRange,
  });

export const promotionSearchQuery = z.object({
  /** The start of a code, any case. */
  q: text(PROMOTIONS.codeMaxLength).trim().optional(),
  status: z.enum(PROMOTION_STATUSES).optional(),
  /** The `next` of the page before. */
  after: text(40).optional(),
  limit: boundedIntParam(1, PROMOTIONS.maxPageSize).default(PROMOTIONS.pageSize),
});
export type PromotionSearchQuery = z.input<typeof promotionSearchQuery>;

export const promotionSummary = z.object({
  promotionId: z.number().int(),
  code: z.string(),
  title: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  value: z.number().int(),
  status: z.enum(PROMOTION_STATUSES),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  /** Orders holding it now (reserved or placed). */
  redemptions: z.number().int(),
  maxRedemptions: z.number().int().nullable(),
});
export type PromotionSummary = z.infer<typeof promotionSummary>;

export const promotionSearchPage = z.object({
  promotions: z.array(promotionSummary),
  /** Pass as `after` for the next page; null on the last. */
  next: z.string().nullable(),
});
export type PromotionSearchPage = z.infer<typeof promotionSearchPage>;

export const promotionParams = z.object({ promotionId: idParam });

/** What the form chooses from: the brands within the staff member's scope. */
export const promotionOptions = z.object({
  brands: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
});
export type PromotionOptions = z.infer<typeof promotionOptions>;

export const promotionView = promotionSummary.extend({
  tnc: z.string(),
  minBagValue: z.number().int(),
  maxDiscount: z.number().int().nullable(),
  /** The brands whose every style it covers; null when its styles were chosen otherwise (the seed). */
  brandIds: z.array(z.number().int()).nullable(),
  /** The styles it covers now. */
  styles: z.number().int(),
  firstOrderOnly: z.boolean(),
  oncePerDays: z.number().int().nullable(),
  paymentConstraint: paymentConstraint.nullable(),
  combinable: z.boolean(),
  pausedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
});
export type PromotionView = z.infer<typeof promotionView>;

export const promotionPage = z.object({
  promotion: promotionView,
  /** The promotion's entries of the audit log, oldest first. */
  audit: z.array(auditEntry),
});
export type PromotionPage = z.infer<typeof promotionPage>;

/** The smallest and largest `value` of each kind. */
export const PROMOTION_VALUE_RANGES: Record<PromotionKind, readonly [number, number]> = {
  percent: [1, PROMOTIONS.maxPercent],
  included: [1, PROMOTIONS.maxPercent],
  flat: [PROMOTIONS.minAmount, PROMOTIONS.maxAmount],
  buyXgetY: [PROMOTIONS.minPieces, PROMOTIONS.maxPieces],
  loyaltyMultiplier: [PROMOTIONS.minPieces, PROMOTIONS.maxPieces],
};

const rules = {
  kind: z.enum(PROMOTION_KINDS),
  value: boundedInt(1, PROMOTIONS.maxAmount),
  title: text(PROMOTIONS.titleMaxLength).trim().min(3, { error: messages.titleRequired }),
  tnc: multilineText(PROMOTIONS.tncMaxLength).trim().min(3, { error: messages.tncRequired }),
  minBagValue: boundedInt(0, PROMOTIONS.maxAmount),
  maxDiscount: boundedInt(PROMOTIONS.minAmount, PROMOTIONS.maxAmount).nullable(),
  firstOrderOnly: z.boolean(),
  oncePerDays: boundedInt(1, PROMOTIONS.maxDays).nullable(),
  paymentConstraint: paymentConstraint.nullable(),
  combinable: z.boolean(),
  validFrom: instant.nullable(),
  validUntil: instant.nullable(),
  maxRedemptions: boundedInt(1, PROMOTIONS.maxRedemptions).nullable(),
};

const brandIds = z
  .array(id)
  .min(1, { error: messages.brandsRequired })
  .max(PROMOTIONS.maxBrands)
  .refine((ids) => new Set(ids).size === ids.length, { error: messages.brandsRepeated });

type RuleFields = { kind: PromotionKind; value: number; validFrom: string | null; validUntil: string | null };

/** The checks across fields: the value for its kind, the dates in order. */
function checkAcross(body: RuleFields, context: z.RefinementCtx): void {
  const [min, max] = PROMOTION_VALUE_RANGES[body.kind];
  if (body.value < min || body.value > max) {
    context.addIssue({ code: "custom", path: ["value"], message: messages.value[body.kind] });
  }
  if (body.validFrom && body.validUntil && Date.parse(body.validUntil) <= Date.parse(body.validFrom)) {
    context.addIssue({ code: "custom", path: ["validUntil"], message: messages.datesReversed });
  }
}

/** A new promotion: it covers every style of `brandIds`. Its code never changes: orders and bags keep it. */
export const promotionCreateBody = z
  .object({
    code: text(PROMOTIONS.codeMaxLength)
      .trim()
      .toUpperCase()
      .regex(PROMOTION_CODE, { error: messages.codeFormat }),
    ...rules,
    brandIds,
  })
  .superRefine(checkAcross);
export type PromotionCreateBody = z.input<typeof promotionCreateBody>;

/** A promotion's rules (not its code); `brandIds` null keeps the styles it covers as they are. */
export const promotionUpdateBody = z
  .object({ ...rules, brandIds: brandIds.nullable() })
  .superRefine(checkAcross);
export type PromotionUpdateBody = z.input<typeof promotionUpdateBody>;

export const promotionRedemptionsQuery = z.object({
  after: text(40).optional(),
  limit: boundedIntParam(1, PROMOTIONS.maxPageSize).default(PROMOTIONS.pageSize),
});

export const promotionRedemption = z.object({
  orderNumber: z.string(),
  /** The order's state now. */
  orderStatus: z.string(),
  userId: z.number().int(),
  shopper: z.string(),
  /** When the order took the coupon (reserved or placed). */
  at: z.string(),
  /** What the coupon took off the order's items, paise. */
  amountOff: z.number().int(),
  total: z.number().int(),
});
export type PromotionRedemption = z.infer<typeof promotionRedemption>;

export const promotionRedemptionsPage = z.object({
  redemptions: z.array(promotionRedemption),
  next: z.string().nullable(),
});
export type PromotionRedemptionsPage = z.infer<typeof promotionRedemptionsPage>;
