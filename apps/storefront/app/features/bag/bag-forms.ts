import { BAG } from "@odin/contracts";
import type { FormAnswer } from "../../lib/form-answer";

/**
 * The bag page's forms (decision 26): each posts its `intent` and fields to `/mybag`, whose action
 * (`bag-actions.server.ts`) answers. The mini-bag posts `intent=remove&skuId=…` there too. Browser
 * and server share these names; no zod here (decision 13).
 */
export const BAG_INTENTS = {
  setQuantity: "setQuantity",
  remove: "remove",
  applyCoupon: "applyCoupon",
  removeCoupon: "removeCoupon",
  proceed: "proceed",
  moveToFavourites: "moveToFavourites",
} as const;
export type BagIntent = (typeof BAG_INTENTS)[keyof typeof BAG_INTENTS];

export const BAG_FIELDS = {
  skuId: "skuId",
  qty: "qty",
  couponCode: "couponCode",
  styleId: "styleId",
} as const;
export type BagField = (typeof BAG_FIELDS)[keyof typeof BAG_FIELDS];

/** The page the bag's forms post to. */
export const BAG_PATH = "/mybag";

/** Where a guest's PROCEED goes after the login: the checkout's entry, which goes on to shipping (spec 3 §4). */
export const CHECKOUT_PATH = "/checkout";

/**
 * The action's answer: a FormAnswer, plus the toasts of spec 3 §8 the change gave (a quantity the
 * stock caps, sizes not added), which the next read of the bag no longer says.
 */
export type BagAnswer = FormAnswer<BagField> & { notices?: string[] };

/** What a refused form had typed or carried in `field` (its size, its code). */
export function postedValue(answer: BagAnswer, field: BagField): string | undefined {
  return answer.ok ? undefined : answer.values?.[field];
}

/**
 * The quantities an item can be set to (spec 3 §5): 1 to min(10, what can be sold), and the current
 * quantity when the stock no longer covers it, so the picker shows what the bag holds.
 */
export function quantityOptions(qty: number, sellableQty: number): number[] {
  const most = Math.min(BAG.maxQuantityPerItem, Math.max(1, sellableQty));
  const options = Array.from({ length: most }, (_, index) => index + 1);
  return qty > most ? [...options, qty] : options;
}
