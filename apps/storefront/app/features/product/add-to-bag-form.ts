import { type GuestCartItem, MESSAGES } from "@odin/contracts";
import { type FormAnswer, INTENT_FIELD } from "../../lib/form-answer";
import { BAG_PATH } from "../bag/bag-forms";

/**
 * The product page's size and ADD TO BAG form (spec 2 §2, decision 26): the size radios and the
 * submit button post to the page's own address, where the route's action adds the size to the bag.
 * The browser checks the same rule before posting once the page is hydrated.
 */
export const ADD_TO_BAG_INTENT = "addToBag";

/** The size radios' name: each radio's value is its SKU id. */
export const SKU_FIELD = "skuId";

export type AddToBagField = typeof SKU_FIELD;

/**
 * The action's answer; for a guest, a success also carries the bag's sizes and quantities for the
 * browser's `cart-guest` copy (decision 27).
 */
export type AddToBagAnswer = FormAnswer<AddToBagField> & { guestCart?: GuestCartItem[] };

/** "Please select a size" (spec 2 §5) unless a size was chosen. */
export function addToBagErrors(skuId: string): Partial<Record<AddToBagField, string>> {
  return /^\d+$/.test(skuId) ? {} : { skuId: MESSAGES.product.selectSize };
}

/** A post that changes the bag: ADD TO BAG on a product page, or any form of the bag page. */
export function changesBag(formData: FormData | undefined, formAction: string | undefined): boolean {
  if (formData?.get(INTENT_FIELD) === ADD_TO_BAG_INTENT) return true;
  return formAction !== undefined && new URL(formAction, "http://localhost").pathname === BAG_PATH;
}
