import type { CentreRow } from "./centres";
import { createRandom, type Random } from "./random";
import type { SkuRow } from "./skus";
import type { StyleRow } from "./styles";

/** Stock rows as columns: millions of rows stay compact and go straight into `unnest`. */
export interface StockColumns {
  skuId: number[];
  fcId: number[];
  quantity: number[];
}

const OUT_OF_STOCK_SHARE = 0.05;
const IN_STORES_SHARE = 0.6;

interface Placement {
  warehouses: number[];
  stores: number[];
  soldOut: boolean;
}

function place(rng: Random, warehouseIds: readonly number[], brandStores: readonly number[]): Placement {
  return {
    soldOut: rng.chance(OUT_OF_STOCK_SHARE),
    warehouses: rng.sample(warehouseIds, rng.int(1, 3)).sort((a, b) => a - b),
    stores:
      brandStores.length > 0 && rng.chance(IN_STORES_SHARE)
        ? rng.sample(brandStores, rng.int(1, 4)).sort((a, b) => a - b)
        : [],
  };
}

function storesByBrand(centres: readonly CentreRow[]): Map<number, number[]> {
  const byBrand = new Map<number, number[]>();
  for (const centre of centres) {
    if (centre.kind !== "store" || centre.brandId === null) continue;
    const list = byBrand.get(centre.brandId) ?? [];
    list.push(centre.id);
    byBrand.set(centre.brandId, list);
  }
  return byBrand;
}

/**
 * Every SKU in 1-3 warehouses (0-40 units) and, for most styles, in 1-4 stores of its brand
 * (0-12 units). About 5% of styles are sold out everywhere; their `inStock` is set to false.
 */
export function generateStock(
  styles: StyleRow[],
  skus: readonly SkuRow[],
  centres: readonly CentreRow[],
): StockColumns {
  const columns: StockColumns = { skuId: [], fcId: [], quantity: [] };
  const warehouseIds = centres.filter((centre) => centre.kind === "warehouse").map((centre) => centre.id);
  const brandStores = storesByBrand(centres);
  let next = 0;
  for (const style of styles) {
    const rng = createRandom(`stock:${style.id}`);
    const placement = place(rng, warehouseIds, brandStores.get(style.brandId) ?? []);
    const firstRow = columns.quantity.length;
    let units = 0;
    for (; next < skus.length && skus[next]?.styleId === style.id; next++) {
      const skuId = (skus[next] as SkuRow).id;
      for (const fcId of placement.warehouses) {
        const quantity = placement.soldOut || rng.chance(0.12) ? 0 : rng.int(1, 40);
        columns.skuId.push(skuId);
        columns.fcId.push(fcId);
        columns.quantity.push(quantity);
        units += quantity;
      }
      for (const fcId of placement.stores) {
        const quantity = placement.soldOut || rng.chance(0.3) ? 0 : rng.int(1, 12);
        columns.skuId.push(skuId);
        columns.fcId.push(fcId);
        columns.quantity.push(quantity);
        units += quantity;
      }
    }
    // A style that is not meant to be sold out keeps at least some units in its first warehouse.
    if (!placement.soldOut && units === 0) columns.quantity[firstRow] = rng.int(1, 40);
    style.inStock = !placement.soldOut;
  }
  return columns;
}
