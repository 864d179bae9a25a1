import { MESSAGES } from "@odin/contracts";

/**
 * The product page's size and ADD TO BAG form (spec 2 §2, decision 26): the size radios and the
 * submit button post to the page's own address, where the route's action adds the size to the bag.
 * The browser checks the same rule before posting once the page is hydrated.
 */
export const ADD_TO_BAG_INTENT = "addToBag";

/** The size radios' name: each radio's value is its SKU id. */
export const SKU_FIELD = "skuId";

export type AddToBagField = typeof SKU_FIELD;

/** "Please select a size" (spec 2 §5) unless a size was chosen. */
export function addToBagErrors(skuId: string): Partial<Record<AddToBagField, string>> {
  return /^\d+$/.test(skuId) ? {} : { skuId: MESSAGES.product.selectSize };
}
