import {
  type BrandListItem,
  type BrandsProblem,
  bannerImageUrl,
  brandsProblems,
  type CarouselResponse,
  FILTER_KEYS,
  fail,
  LISTING,
  ok,
  type Result,
  type StorefrontServices,
} from "@odin/contracts";
import type { Database } from "@odin/db";
import { TtlCache } from "../../platform/ttl-cache";
import { type BrandRow, findBrands } from "./brands.repo";

/** The two brand carousels of spec 2 §7 (`brand/newArrivals/`, `brand/onSale/`). */
export type BrandCarousel = "newArrivals" | "onSale";

export type BrandsService = StorefrontServices["brands"] & {
  /** A brand's carousel, by the brand's code or id. */
  carousel(brandId: string, kind: BrandCarousel): Promise<Result<CarouselResponse, BrandsProblem>>;
};

const BRANDS_TTL_MS = 60_000;

/** Listing queries of the brand carousels: new arrivals newest first, sale items by discount. */
const CAROUSEL_QUERIES: Record<BrandCarousel, string> = {
  newArrivals: `${FILTER_KEYS.newArrivals}&${FILTER_KEYS.sort}=newest`,
  onSale: `${FILTER_KEYS.onSale}&${FILTER_KEYS.sort}=discount`,
};

/** A brand's own page (a page route of type Brand at its code). */
export const brandPagePath = (code: string) => `/${code}`;

export function brandListItem(row: BrandRow): BrandListItem {
  return {
    brandId: row.id,
    code: row.code,
    brandName: row.name,
    legalBrandName: row.legalBrandNames.join(", ") || row.name,
    legalBrandNames: row.legalBrandNames,
    brandType: row.brandType,
    parentBrand: row.parentBrand,
    wideNavigation: row.wideNavigation,
    url: brandPagePath(row.code),
    productListingUrl: `/products?${FILTER_KEYS.brand}=${encodeURIComponent(row.code)}`,
    // The same generated logo the brand's navigation shows in the header.
    images: { logo: bannerImageUrl(`logo-${row.code}`, row.colour, "mobile") },
  };
}

const byName = (a: BrandRow, b: BrandRow) => a.name.localeCompare(b.name, "en-IN", { sensitivity: "base" });

/** Brands A-Z and the brand carousels. Brands change rarely: the table is kept in process. */
export function createBrandsService(
  db: Database,
  catalog: Pick<StorefrontServices["catalog"], "carousel">,
): BrandsService {
  const cache = new TtlCache<BrandRow[]>(BRANDS_TTL_MS, 1);
  const all = () => cache.get("brands", async () => (await findBrands(db)).sort(byName));

  return {
    list: async () => ({ brands: (await all()).map(brandListItem) }),
    async carousel(brandId, kind) {
      const brand = (await all()).find((row) => row.code === brandId || String(row.id) === brandId);
      if (!brand) return fail(brandsProblems.unknownBrand());
      const filter = `${FILTER_KEYS.brand}=${encodeURIComponent(brand.code)}`;
      return ok(await catalog.carousel(`${filter}&${CAROUSEL_QUERIES[kind]}`, LISTING.carouselProductLimit));
    },
  };
}
