import type { ProductDetail, Sku } from "@odin/contracts";
import type { FormAnswer } from "../../lib/form-answer";

/**
 * NOTIFY ME on the product page (decision 26): a form of its own under ADD TO BAG, posting the sold-out
 * size and, for a guest, a mobile number or an e-mail address to the page's own address, where the
 * route's action asks the alerts service (`POST /api/alerts/stock`). Browser and server share these
 * names; no zod here (decision 13).
 */
export const NOTIFY_ME_INTENT = "notify-me";

export const NOTIFY_ME_FIELDS = { skuId: "skuId", mobileNumber: "mobileNumber", email: "email" } as const;
export type NotifyMeField = (typeof NOTIFY_ME_FIELDS)[keyof typeof NOTIFY_ME_FIELDS];

export type NotifyMeAnswer = FormAnswer<NotifyMeField>;

/** The style's sizes nobody can buy now: the ones NOTIFY ME is for. */
export function soldOutSizes(product: ProductDetail): Sku[] {
  return product.skus.filter((sku) => !sku.inStock);
}
