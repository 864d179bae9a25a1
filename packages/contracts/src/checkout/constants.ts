/**
 * Business constants and limits: checkout (spec 3 §3, §9). Values the spec leaves open and that we chose are
 * marked `// value not given by the spec`. Shopper-facing wording lives in `messages.ts`.
 */

export const CHECKOUT = {
  pages: ["myBag", "shipping"],
  requestTypes: ["read", "update", "delete"],
  defaultStep: "shipping",
} as const;

/** Shipping method codes (spec 3 §3): sdd = today, ndd = tomorrow. */
export const SHIPPING_METHODS = {
  standard: "standard",
  nextDay: "ndd",
  sameDay: "sdd",
  storePick: "STOREPICK",
} as const;
