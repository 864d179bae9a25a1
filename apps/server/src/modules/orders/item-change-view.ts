import type { CancelItem, ReturnItem } from "@odin/contracts";
import type { OrderItemRow } from "./orders.repo";

/**
 * An order item as the pages that change it show it (cancel, exchange, return): what it is, how
 * many, what it cost and where it stands. One view, so the pages never tell an item differently.
 */
export function returnItemView(item: OrderItemRow): ReturnItem {
  const { product } = item;
  return {
    itemId: item.id,
    styleName: product.styleName,
    brandName: product.brandName,
    image: product.image,
    size: product.size,
    colour: product.colour,
    quantity: item.quantity,
    lineTotal: item.lineTotal,
    status: item.status,
  };
}

/** The cancel and exchange pages' view of an item: the return's view with its style. */
export function cancelItemView(item: OrderItemRow): CancelItem {
  const { itemId, ...rest } = returnItemView(item);
  return { itemId, styleId: item.styleId, ...rest };
}
