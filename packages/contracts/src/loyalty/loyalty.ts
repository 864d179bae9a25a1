import { z } from "zod";
import { text } from "../shared/primitives";
import { LOYALTY } from "./constants";
import * as messages from "./messages";

/**
 * The signed-in shopper's loyalty points (spec 3 §2 Loyalty, §3, §7 loyaltyPointsData, loyaltyCards,
 * moreInfo; API.md `/api/loyalty/*`; decisions 32 and 45). Points are whole numbers; values are paise.
 */

/** A row of the loyalty table: Brands | Points Earned | Loyalty Value | Loyalty Balance. */
export const loyaltyBrandPoints = z.object({
  brandCode: z.string(),
  brandName: z.string(),
  /** Every point earned at the brand, less those taken back when an item was returned. */
  pointsEarned: z.number().int(),
  /** What the balance pays for the brand's items, paise. */
  loyaltyValue: z.number().int(),
  /** The points that can still pay: neither spent nor expired. */
  loyaltyBalance: z.number().int(),
});
export type LoyaltyBrandPoints = z.infer<typeof loyaltyBrandPoints>;

/** loyaltyPointsData: a row per brand the shopper has points at, and the sums. */
export const loyaltyPointsData = z.object({
  brands: z.array(loyaltyBrandPoints),
  totals: loyaltyBrandPoints.omit({ brandCode: true, brandName: true }),
});
export type LoyaltyPointsData = z.infer<typeof loyaltyPointsData>;

/** The shopper's card at one brand: the tier they hold and their points. */
export const loyaltyCard = z.object({
  brandCode: z.string(),
  brandName: z.string(),
  tier: z.string(),
  /** The balance: points that can still pay. */
  points: z.number().int(),
  /** The balance's value, paise. */
  value: z.number().int(),
  /** Points earned at the brand in the last 12 months: what holds the tier. */
  pointsEarnedInWindow: z.number().int(),
});
export type LoyaltyCard = z.infer<typeof loyaltyCard>;

export const loyaltyCards = z.object({ loyaltyCards: z.array(loyaltyCard) });
export type LoyaltyCards = z.infer<typeof loyaltyCards>;

/** moreInfo by brandName: the brand's name as the loyalty table shows it (any case). */
export const loyaltyMoreInfoQuery = z.object({
  brandName: text(LOYALTY.maxBrandNameChars).trim().min(1, { error: messages.loyalty.unknownProgramme }),
});

export const loyaltyTier = z.object({
  name: z.string(),
  /** Points earned at the brand in the last 12 months that reach the tier (0: the entry tier). */
  minPoints: z.number().int(),
  /** Per cent of what an item's buyer paid other than by points that it earns once delivered. */
  earnPercent: z.number(),
});

/** The brand's programme as it applies to the shopper: their card, the tiers and the rules in words. */
export const loyaltyMoreInfo = loyaltyCard.extend({
  /** Lowest tier first. */
  tiers: z.array(loyaltyTier),
  upgradeCriteria: z.string(),
  earn: z.string(),
  burn: z.string(),
  conversion: z.string(),
  expiry: z.string(),
  downgrade: z.string(),
});
export type LoyaltyMoreInfo = z.infer<typeof loyaltyMoreInfo>;
