import type { ProductCard } from "@odin/contracts";
import { toProductCard } from "../catalog";
import type { StyleCardRow } from "./product.repo";

/** A card of a style row read with its brand name and stock. */
export const toStyleCard = (row: StyleCardRow): ProductCard => toProductCard(row, row.brandName, row.inStock);

/** Cards in the order of `styleIds`, each once; ids without a row are skipped. */
export function inRequestedOrder(styleIds: readonly number[], rows: readonly StyleCardRow[]): ProductCard[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return [...new Set(styleIds)].flatMap((id) => {
    const row = byId.get(id);
    return row ? [toStyleCard(row)] : [];
  });
}
