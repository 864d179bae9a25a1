import { INTENT_FIELD } from "../../lib/form-answer";
import { ADD_TO_BAG_INTENT } from "../product/add-to-bag-form";

/** The bag page, whose action answers the mini-bag's removals (spec 3 §2 "/mybag"). */
export const BAG_PATH = "/mybag";

/** The bag page's form that takes a size out of the bag: `intent=remove` and the `skuId`. */
export const REMOVE_INTENT = "remove";
export const REMOVE_SKU_FIELD = "skuId";

/** A post that changes the bag: ADD TO BAG on a product page, or any form of the bag page. */
export function isBagForm(formData: FormData | undefined, formAction: string | undefined): boolean {
  if (formData?.get(INTENT_FIELD) === ADD_TO_BAG_INTENT) return true;
  return formAction !== undefined && new URL(formAction, "http://localhost").pathname === BAG_PATH;
}
