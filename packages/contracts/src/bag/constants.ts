/**
 * Business constants and limits: the bag (spec 1 §2, spec 3 §3, §5, §9). Values the spec leaves open and
 * that we chose are marked `// value not given by the spec`. Shopper-facing wording lives in `messages.ts`.
 */

export const BAG = {
  maxQuantityPerItem: 10,
  /** Desktop mini-bag popup lists up to this many items (spec 1 §2, §9). */
  miniBagItemsListed: 2,
  /** Different sizes one bag holds. // value not given by the spec */
  maxLines: 50,
  /** A guest bag untouched this long is deleted. // value not given by the spec */
  guestBagDays: 30,
  /** Toasts of the bag (spec 3 §8 "red, 3 seconds"). */
  toastMs: 3000,
} as const;

/** The HttpOnly cookie naming a guest's bag on the server (decision 27). // name not given by the spec */
export const GUEST_BAG_COOKIE = "odin_bag";
