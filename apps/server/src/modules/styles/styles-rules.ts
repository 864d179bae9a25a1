import { discountPercent, PRODUCT } from "@odin/contracts";

/**
 * The catalogue's rules (decision 66): what a style's listed prices are once its sizes' change, and
 * how its tags are kept. Pure, with tests beside them.
 */

/** What a listing shows of a style's price: its cheapest size, that size's MRP, the discount, on sale. */
export interface StylePrices {
  mrp: number;
  price: number;
  discountPercent: number;
  onSale: boolean;
}

/**
 * A style's prices from its sizes: the cheapest selling price (and, among sizes that cheap, the lowest
 * MRP), so "from ₹x" on a card is a price some size is sold at. Null for a style without sizes.
 */
export function stylePricesOf(sizes: readonly { mrp: number; price: number }[]): StylePrices | null {
  if (sizes.length === 0) return null;
  const cheapest = sizes.reduce((best, size) =>
    size.price < best.price || (size.price === best.price && size.mrp < best.mrp) ? size : best,
  );
  const discount = discountPercent(cheapest.mrp, cheapest.price);
  return {
    mrp: cheapest.mrp,
    price: cheapest.price,
    discountPercent: discount,
    onSale: discount >= PRODUCT.onSaleFromDiscount,
  };
}

/** Tags as the form sends them: trimmed, lower case, each once, in order. */
export function cleanTags(tags: readonly string[]): string[] {
  return [...new Set(tags.map((tag) => tag.trim().toLowerCase()).filter((tag) => tag.length > 0))];
}
