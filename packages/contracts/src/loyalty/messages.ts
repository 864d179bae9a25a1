/**
 * The loyalty slice of MESSAGES and LABELS: loyalty points. `../messages.ts` composes the slices into
 * `MESSAGES`, `LABELS` and `formatMessage`: import those, not this file.
 *
 * Every shopper-facing message of the spec, once, with the spec's exact wording (typos and odd spacing
 * included: support scripts and analytics refer to them). Spec references: "s1 §8" means
 * `spec/1-account-and-session.md` section 8, and so on.
 *
 * Where the spec says a message exists but does not give its wording, the text is ours and the line is marked
 * `// wording not given by the spec`. Templates keep their spec placeholders (`{n}`, `$count`, `(n-2)`); fill
 * them through `formatMessage`, never by hand.
 */

import { fill } from "../shared/fill";
import { formatCount, formatRupees } from "../shared/money";

export const messages = {
  loyalty: {
    fetchError: "Oops! Something went wrong while fetching Loyalty Data.", // s2 §8, s3 §8
    unknownProgramme: "We could not find a loyalty programme for this brand.", // wording not given by the spec
    noPoints: "You have not earned loyalty points yet. Points come with every delivered order.", // wording not given by the spec
  },
} as const;

/** Fixed labels the spec gives (buttons, headings, link texts). */
export const labels = {
  loyalty: {
    heading: "YOU'VE EARNED LOYALTY POINTS",
    brands: "Brands",
    pointsEarned: "Points Earned",
    loyaltyValue: "Loyalty Value",
    loyaltyBalance: "Loyalty Balance",
    // The rest: wording not given by the spec
    total: "Total",
    moreInfo: "More info",
    moreInfoOf: "More info about {brand}",
    programmeOf: "{brand} loyalty programme",
    tier: "Tier",
    points: "Points",
    value: "Value",
    earnedInWindow: "Points earned in the last 12 months",
    tiers: "Tiers",
    tierRow: "{tier}: from {points} points, earns {percent}%",
    upgrade: "Upgrade",
    downgrade: "Downgrade",
    earn: "Earn",
    burn: "Burn",
    conversion: "Conversion",
    expiry: "Expiry",
    close: "Close",
    earnRule:
      "Earn {points} points for every ₹100 you pay for {brand} items (other than with points), once they are delivered.",
    burnRule:
      "Points pay for {brand} items at checkout, alone or with another payment option; not for delivery or COD charges.",
    conversionRule: "1 point = {value}",
    expiryRule: "Points expire {days} days after they are earned.",
    upgradeRule: "Earn {points} more points at {brand} within 12 months to reach {tier}.",
    topTier: "You hold the highest tier.",
    downgradeRule:
      "You move down to {tier} when you have earned fewer than {points} points at {brand} in the last 12 months.",
    entryTier: "{tier} is the entry tier: it never moves down.",
  },
} as const;

const L = labels.loyalty;

/** Fills the loyalty templates, so the wording stays in one place. */
export const formats = {
  loyaltyMoreInfoOf: (brand: string) => fill(L.moreInfoOf, [["{brand}", brand]]),
  loyaltyProgrammeOf: (brand: string) => fill(L.programmeOf, [["{brand}", brand]]),
  loyaltyTierRow: (tier: string, points: number, percent: number) =>
    fill(L.tierRow, [
      ["{tier}", tier],
      ["{points}", formatCount(points)],
      ["{percent}", percent],
    ]),
  loyaltyEarnRule: (pointsPer100Rupees: number, brand: string) =>
    fill(L.earnRule, [
      ["{points}", pointsPer100Rupees],
      ["{brand}", brand],
    ]),
  loyaltyBurnRule: (brand: string) => fill(L.burnRule, [["{brand}", brand]]),
  loyaltyConversionRule: (paisePerPoint: number) =>
    fill(L.conversionRule, [["{value}", formatRupees(paisePerPoint)]]),
  loyaltyExpiryRule: (days: number) => fill(L.expiryRule, [["{days}", formatCount(days)]]),
  /** How to reach the next tier; the highest tier has none. */
  loyaltyUpgradeRule: (next: { tier: string; points: number } | undefined, brand: string) =>
    next
      ? fill(L.upgradeRule, [
          ["{points}", formatCount(next.points)],
          ["{brand}", brand],
          ["{tier}", next.tier],
        ])
      : L.topTier,
  /** When the tier is lost; the entry tier never is. */
  loyaltyDowngradeRule: (
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
      : fill(L.entryTier, [["{tier}", held.tier]]),
} as const;
