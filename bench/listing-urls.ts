import { LISTING_SORTS, PRICE_RANGES } from "@odin/contracts";
import { BRAND_DEFS } from "../packages/db/src/seed/brands";
import { buildPageRoutes } from "../packages/db/src/seed/collections";
import { createRandom } from "../packages/db/src/seed/random";
import { COLOURS, OCCASIONS } from "../packages/db/src/seed/vocabulary";

/**
 * `count` distinct listing addresses as shoppers make them: a collection, brand or /products page
 * with 0-3 filters (colours, brands, price ranges, occasions, offers, rating, flags), a sort and
 * sometimes a later page. Deterministic: the same list on every run.
 */
export function listingUrls(count: number): string[] {
  const rng = createRandom("bench:listing-urls");
  const listingTypes = new Set(["Collection", "ProductListBanner", "Brand"]);
  const pages = [
    "/products",
    ...buildPageRoutes(BRAND_DEFS)
      .filter((r) => listingTypes.has(r.type))
      .map((r) => r.path),
  ];
  const prices = PRICE_RANGES.map((range) => `${range.min}-${range.max}`);
  const filters: (() => string)[] = [
    () =>
      `f-co=${rng
        .sample(
          COLOURS.map((c) => c.name),
          rng.int(1, 2),
        )
        .join("--")}`,
    () =>
      `f-br=${rng
        .sample(
          BRAND_DEFS.map((b) => b.code),
          rng.int(1, 3),
        )
        .join("--")}`,
    () => `f-pr=${rng.sample(prices, rng.int(1, 2)).join("--")}`,
    () => `f-oc=${rng.pick(OCCASIONS)}`,
    () => `f-pro=${rng.pick(["FLAT70", "BUY2GET1", "FESTIVE20", "UPI50"])}`,
    () => `r=${rng.int(3, 4)}`,
    () => `cpr=${rng.int(3, 15) * 100}-${rng.int(20, 60) * 100}`,
    () => rng.pick(["na", "os"]),
  ];
  const urls = new Set<string>();
  while (urls.size < count) {
    const parts = rng.sample(filters, rng.int(0, 3)).map((make) => make());
    if (rng.chance(0.7)) parts.push(`sort=${rng.pick(LISTING_SORTS)}`);
    if (rng.chance(0.15)) parts.push(`p=${rng.int(2, 3)}`);
    const page = rng.chance(0.3) ? "/products" : rng.pick(pages);
    urls.add(parts.length > 0 ? `${page}?${parts.map((part) => part.replace(/ /g, "+")).join("&")}` : page);
  }
  return [...urls];
}
