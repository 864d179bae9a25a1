import {
  type CustomPriceRange,
  clearFilters,
  customPriceValue,
  FILTER_KEYS,
  joinFilterValues,
  listingPageSearch,
  listingSearch,
  removeFilter,
  SCROLL_KEEPING_PATHS,
  toggleFilter,
} from "@odin/contracts";

/**
 * Addresses of everything a shopper clicks on a listing, built from the page's path and its
 * effective query with the contract rules of `listing-url.ts`. Every control is a real link.
 */
export interface ListingAddress {
  /** The page's path: /products, /styles or a brand or collection page. */
  path: string;
  /** Its query as the listing understood it ("?…" or ""): an invalid custom price is left out. */
  search: string;
}

/** Fields of the custom price form; before hydration it submits with GET and the loader turns them into cpr. */
export const PRICE_FORM_FIELDS = { min: "cpr-min", max: "cpr-max" } as const;

const href = (path: string, params: URLSearchParams) => `${path}${listingSearch(params)}`;
const paramsOf = (address: ListingAddress) => new URLSearchParams(address.search);

/** A filter value's link: adds the value, or removes it when already applied (spec 2 §4). */
export const filterHref = (address: ListingAddress, key: string, value: string) =>
  href(address.path, toggleFilter(paramsOf(address), key, value));

/** A chip's link: removes one applied value. */
export const removeFilterHref = (address: ListingAddress, key: string, value: string) =>
  href(address.path, removeFilter(paramsOf(address), key, value));

export const clearFiltersHref = (address: ListingAddress) =>
  href(address.path, clearFilters(paramsOf(address)));

export const sortHref = (address: ListingAddress, sort: string) =>
  href(address.path, toggleFilter(paramsOf(address), FILTER_KEYS.sort, sort));

export const customPriceHref = (address: ListingAddress, range: CustomPriceRange) =>
  href(address.path, toggleFilter(paramsOf(address), FILTER_KEYS.customPrice, customPriceValue(range)));

/** Page `page` of the cumulative listing ("Load more"). */
export const pageHref = (address: ListingAddress, page: number) =>
  `${address.path}${listingPageSearch(paramsOf(address), page)}`;

/** Scroll stays where it is on these paths when the filters change (spec 2 §2). */
export const keepsScroll = (path: string) => (SCROLL_KEEPING_PATHS as readonly string[]).includes(path);

/**
 * Keys that change which styles a listing holds; the canonical address keeps only these. Sort and
 * page only reorder or extend the same set, and delivery/store filters depend on the shopper's
 * pincode, so they are left out (docs: listing decisions in the route module).
 */
const CANONICAL_KEYS = [
  FILTER_KEYS.query,
  FILTER_KEYS.collectionId,
  FILTER_KEYS.newArrivals,
  FILTER_KEYS.onSale,
  FILTER_KEYS.brand,
  FILTER_KEYS.colour,
  FILTER_KEYS.occasion,
  FILTER_KEYS.price,
  FILTER_KEYS.customPrice,
  FILTER_KEYS.promotion,
  FILTER_KEYS.rating,
] as const;
const MULTI_VALUE = new Set<string>([
  FILTER_KEYS.brand,
  FILTER_KEYS.colour,
  FILTER_KEYS.occasion,
  FILTER_KEYS.price,
  FILTER_KEYS.promotion,
]);

/** "Red--Blue" and "Blue--Red" are one set; a legacy single-dash value is kept as it is. */
function sortedValues(raw: string): string {
  const values = raw.includes("--") ? raw.split("--") : [raw];
  return joinFilterValues([...new Set(values.map((value) => value.trim()).filter(Boolean))].sort());
}

/** Canonical query: content keys in a fixed order, multi values sorted, so one set has one address. */
export function canonicalSearch(search: string): string {
  const current = new URLSearchParams(search);
  const canonical = new URLSearchParams();
  for (const key of CANONICAL_KEYS) {
    const raw = current.get(key);
    if (raw === null) continue;
    const value = MULTI_VALUE.has(key) ? sortedValues(raw) : raw;
    if (value !== "" || key === FILTER_KEYS.newArrivals || key === FILTER_KEYS.onSale)
      canonical.set(key, value);
  }
  return listingSearch(canonical);
}
