/** Fixed labels the spec gives (buttons, headings, link texts). */

export const loyalty = {
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
} as const;
