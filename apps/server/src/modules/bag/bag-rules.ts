import { BAG, type BagIssue, type CartItemInput, formatMessage } from "@odin/contracts";

/**
 * The bag's quantity rules (spec 3 §5): at most BAG.maxQuantityPerItem of a size and never more than
 * is in stock; adding a size already in the bag sums the quantities. Pure: the service reads the bag
 * and the stock, plans here, then writes the plan inside the bag's lock.
 */

/** What can be bought of a size now: its units in stock, capped at the per-item maximum. */
export function sellableQuantity(inStock: number): number {
  return Math.max(0, Math.min(BAG.maxQuantityPerItem, inStock));
}

export interface StockOfSku {
  styleName: string;
  inStock: number;
}

export interface QuantityPlan {
  /** New quantities to write, by sku. */
  puts: Map<number, number>;
  /** Asked for more than can be had: the spec's per-sku message (spec 3 §3 limitBreachedSkus). */
  limitBreached: BagIssue[];
  /** Not added at all: sold out (spec 3 §3 skusNotAdded). */
  notAdded: BagIssue[];
  /** Sizes that do not exist. */
  unknown: number[];
  /** Sizes the bag did not hold before. */
  newLines: number;
}

const issue = (skuId: number, stock: StockOfSku, message: string): BagIssue => ({
  skuId,
  styleName: stock.styleName,
  sellableQty: sellableQuantity(stock.inStock),
  message,
});

/**
 * Plans an update. `add` sums with what the bag holds, up to the sellable quantity (the rest is
 * refused with "You can add only $count of $name"); `set` replaces the quantity, and one above the
 * sellable quantity is refused whole with "You Can Add Max $sellableQuantity Quantity of This Item.".
 * A sold-out size is not added. Entries for one size apply in order.
 */
export function planQuantities(
  current: ReadonlyMap<number, number>,
  stock: ReadonlyMap<number, StockOfSku>,
  requested: readonly CartItemInput[],
): QuantityPlan {
  const plan: QuantityPlan = { puts: new Map(), limitBreached: [], notAdded: [], unknown: [], newLines: 0 };
  for (const { skuId, qty, mode } of requested) {
    const sku = stock.get(skuId);
    if (!sku) {
      plan.unknown.push(skuId);
      continue;
    }
    const had = plan.puts.get(skuId) ?? current.get(skuId) ?? 0;
    const sellable = sellableQuantity(sku.inStock);
    if (sellable === 0) {
      plan.notAdded.push(issue(skuId, sku, formatMessage.itemsNotAdded(1)));
      continue;
    }
    const wanted = mode === "add" ? had + qty : qty;
    if (wanted > sellable) {
      const message =
        mode === "add"
          ? formatMessage.quantityLimit(sellable, sku.styleName)
          : formatMessage.maxSellableQuantity(sellable);
      plan.limitBreached.push(issue(skuId, sku, message));
      if (mode === "set" || had >= sellable) continue;
    }
    const next = Math.min(wanted, sellable);
    if (next === had) continue;
    if (had === 0 && !current.has(skuId) && !plan.puts.has(skuId)) plan.newLines += 1;
    plan.puts.set(skuId, next);
  }
  return plan;
}
