import { fill } from "../shared/fill";
import { formatCount, formatRupees } from "../shared/money";
import * as labels from "./labels";

/** Fills the loyalty templates, so the wording stays in one place. */

const L = labels.loyalty;

export const loyaltyMoreInfoOf = (brand: string) => fill(L.moreInfoOf, [["{brand}", brand]]);
export const loyaltyProgrammeOf = (brand: string) => fill(L.programmeOf, [["{brand}", brand]]);
export const loyaltyTierRow = (tier: string, points: number, percent: number) =>
  fill(L.tierRow, [
    ["{tier}", tier],
    ["{points}", formatCount(points)],
    ["{percent}", percent],
  ]);
export const loyaltyEarnRule = (pointsPer100Rupees: number, brand: string) =>
  fill(L.earnRule, [
    ["{points}", pointsPer100Rupees],
    ["{brand}", brand],
  ]);
export const loyaltyBurnRule = (brand: string) => fill(L.burnRule, [["{brand}", brand]]);
export const loyaltyConversionRule = (paisePerPoint: number) =>
  fill(L.conversionRule, [["{value}", formatRupees(paisePerPoint)]]);
export const loyaltyExpiryRule = (days: number) => fill(L.expiryRule, [["{days}", formatCount(days)]]);
/** How to reach the next tier; the highest tier has none. */
export const loyaltyUpgradeRule = (next: { tier: string; points: number } | undefined, brand: string) =>
  next
    ? fill(L.upgradeRule, [
        ["{points}", formatCount(next.points)],
        ["{brand}", brand],
        ["{tier}", next.tier],
      ])
    : L.topTier;
/** When the tier is lost; the entry tier never is. */
export const loyaltyDowngradeRule = (
  held: { tier: string; minPoints: number },
  lower: { tier: string } | undefined,
  brand: string,
) =>
  lower
    ? fill(L.downgradeRule, [
        ["{tier}", lower.tier],
        ["{points}", formatCount(held.minPoints)],
        ["{brand}", brand],
      ])
    : fill(L.entryTier, [["{tier}", held.tier]]);
