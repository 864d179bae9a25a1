import { fill } from "../shared/fill";
import { BAG } from "./constants";
import * as labels from "./labels";
import * as messages from "./messages";

/** Fills the templates of ./messages.ts and ./labels.ts, so the wording stays in one place. */

/** "(1) more item(s) in cart" for 3 items: n is the number of items in the bag, the brackets stay (s1 §2). */
export const miniBagMoreItems = (totalItems: number) =>
  fill(messages.miniBag.moreItems, [["n-2", Math.max(0, totalItems - BAG.miniBagItemsListed)]]);
export const miniBagRemove = (name: string) => fill(labels.miniBag.remove, [["{name}", name]]);
export const bagQuantityOf = (name: string) => fill(labels.bagPage.quantityOf, [["{name}", name]]);
export const bagRemoveItem = (name: string) => fill(labels.bagPage.removeItem, [["{name}", name]]);
export const miniBagItemRemoved = (name: string) => fill(messages.miniBag.itemRemoved, [["{name}", name]]);
/** "You can add only 3 of Slim Fit Shirt" (s3 §5). */
export const quantityLimit = (count: number, name: string) =>
  fill(messages.bag.quantityLimit, [
    ["$count", count],
    ["$name", name],
  ]);
export const coupon = (
  template: keyof typeof messages.coupon,
  values: { code: string; amount?: string; method?: string; count?: number; multiplier?: number },
) =>
  fill(messages.coupon[template], [
    ["{code}", values.code],
    ["{amount}", values.amount ?? ""],
    ["{method}", values.method ?? ""],
    ["{count}", values.count ?? ""],
    ["{multiplier}", values.multiplier ?? ""],
  ]);
export const deliveryCharge = (
  template: keyof typeof messages.deliveryCharges,
  values: { amount?: string; charge?: string },
) =>
  fill(messages.deliveryCharges[template], [
    ["{amount}", values.amount ?? ""],
    ["{charge}", values.charge ?? ""],
  ]);
export const maxSellableQuantity = (sellableQuantity: number) =>
  fill(messages.bag.maxSellableQuantity, [["$sellableQuantity", sellableQuantity]]);
/** "Sorry! 2 products in your bag …"; $product is "product" for one item, else "products". */
export const itemsNotAdded = (count: number) =>
  fill(messages.bag.itemsNotAdded, [
    ["$count", count],
    ["$product", count === 1 ? "product" : "products"],
  ]);
