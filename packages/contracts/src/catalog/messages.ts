/**
 * The catalog slice of MESSAGES and LABELS: listings and their filters, product pages and the brands list.
 * `../messages.ts` composes the slices into `MESSAGES`, `LABELS` and `formatMessage`: import those, not this
 * file.
 *
 * Every shopper-facing message of the spec, once, with the spec's exact wording (typos and odd spacing
 * included: support scripts and analytics refer to them). Spec references: "s1 §8" means
 * `spec/1-account-and-session.md` section 8, and so on.
 *
 * Where the spec says a message exists but does not give its wording, the text is ours and the line is marked
 * `// wording not given by the spec`. Templates keep their spec placeholders (`{n}`, `$count`, `(n-2)`); fill
 * them through `formatMessage`, never by hand.
 */

export const brandsList = {
  invalidBrand: "Please enter a valid brand to search", // s2 §5
  enterSomething: "Please enter something to search", // s2 §5
} as const;
export const priceFilter = {
  numbersOnly: "Numbers only, please.", // s2 §5
  bothRequired: "Please enter both Min & Max.", // s2 §5
  maxGreaterThanMin: "Max price should be > Min price, please.", // s2 §5
  belowLimit: "Please enter an amount below ₹ 10 Lacs", // s2 §5
  cannotStartWithZero: "Sorry! price cannot start with 0.", // s2 §5
} as const;
export const product = {
  selectSize: "Please select a size", // s2 §5
  selectSizeBeforeStores: "Please select a size before selecting stores for more relevant results", // s2 §5
  /** Popup of the pickup delivery option (s2 §2). */
  pickupInfo: "You can collect this order from a store near you.", // wording not given by the spec
  /** Return-policy text (s2 §9). */
  returnPolicy:
    "Easy returns within 15 days: items must be unwashed, undamaged and with tags intact. Innerwear, lingerie, fragrances and beauty products cannot be returned.", // wording not given by the spec
} as const;
