/**
 * Business constants and limits: the bag (spec 1 §2, spec 3 §3, §5, §9). Values the spec leaves open and that
 * we chose are marked `// value not given by the spec`. Shopper-facing wording lives in `messages.ts`.
 */

export const BAG = {
  maxQuantityPerItem: 10,
  /** Desktop mini-bag popup lists up to this many items (spec 1 §2, §9). */
  miniBagItemsListed: 2,
} as const;
