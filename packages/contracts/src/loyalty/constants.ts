/**
 * Business constants and limits: loyalty (spec 3 §3 Loyalty; decisions 32 and 45). Values the spec
 * leaves open and that we chose are marked `// value not given by the spec`. What a point is worth and
 * how long it lasts are configuration (`ODIN_LOYALTY_*`), not constants.
 */

export const LOYALTY = {
  /** A tier is held by the points earned at the brand in this many months. // value not given by the spec */
  tierWindowMonths: 12,
  /** Longest brand name the more-info call takes. // value not given by the spec */
  maxBrandNameChars: 100,
} as const;
