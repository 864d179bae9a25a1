/**
 * Business constants and limits: listings and filters (spec 2 §2, §3, §4, §5, §9); product pages (spec 2 §2,
 * §3, §9). Values the spec leaves open and that we chose are marked `// value not given by the spec`.
 * Shopper-facing wording lives in `messages.ts`.
 */

export const LISTING = {
  firstPage: 1,
  defaultView: "grid",
  /** Desktop "Filter by:" bar shows at most this many filters. */
  maxStickyFilters: 4,
  /** Spec 2 §9: "other listing helper value 24 (purpose not shown)"; we use it as the page size. */
  pageSize: 24,
  /** Product carousel API limit (spec 2 §2). */
  carouselProductLimit: 20,
} as const;

/** Query keys of listing filters (spec 2 §3). */
export const FILTER_KEYS = {
  colour: "f-co",
  price: "f-pr",
  occasion: "f-oc",
  brand: "f-br",
  promotion: "f-pro",
  customPrice: "cpr",
  delivery: "p-dl",
  store: "p-st",
  sort: "sort",
  rating: "r",
  query: "q",
  page: "p",
  collectionId: "cid",
  newArrivals: "na",
  onSale: "os",
} as const;

/** Filter values are joined by "--" (or "-" in older links) (spec 2 §3). */
export const FILTER_VALUE_SEPARATORS = ["--", "-"] as const;

export const PRICE_FILTER = {
  /** Upper limit in rupees: ₹ 10 Lacs. */
  maxRupees: 1_000_000,
  errorDisplayMs: 5_000,
  keyboardIdleMs: 2_000,
} as const;

/**
 * Price ranges of the f-pr filter, in whole rupees, bounds included; the value is "min-max".
 * // value not given by the spec
 */
export const PRICE_RANGES: readonly { min: number; max: number }[] = [
  { min: 0, max: 499 },
  { min: 500, max: 999 },
  { min: 1000, max: 1499 },
  { min: 1500, max: 1999 },
  { min: 2000, max: 2999 },
  { min: 3000, max: 4999 },
  { min: 5000, max: PRICE_FILTER.maxRupees },
];

/** Sorts of a listing; the first is the default, `newest` the default of new arrivals. */
export const LISTING_SORTS = ["popularity", "newest", "price_asc", "price_desc", "discount"] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

/** Values of the rating filter r: "4" keeps styles rated 4 and above. // value not given by the spec */
export const RATING_FILTER_VALUES = [4, 3, 2, 1] as const;

/** Values of the delivery-time filter p-dl (spec 2 §3 omni delivery modes). */
export const DELIVERY_FILTER_VALUES = ["same-day", "next-day", "standard"] as const;

/** Cumulative pages stop here: page p shows items 1..p×24 (a crawler reads every style from the sitemaps). */
export const LISTING_MAX_PAGE = 50;

export const PRODUCT = {
  recentlyViewedMax: 20,
  /** A style this much off its MRP (percent) or more is on sale (the listings' "on sale"). // value not given by the spec */
  onSaleFromDiscount: 30,
  /** Product address: slug ending in a code of 10 to 11 uppercase letters or digits. */
  styleCodeMinChars: 10,
  styleCodeMaxChars: 11,
  defaultTagColour: "black",
} as const;

/** Catalog status values (spec 2 §3). */
export const CATALOG_STATUSES = [
  "content_done",
  "image_done",
  "content_image_done",
  "content_image_pending",
] as const;
