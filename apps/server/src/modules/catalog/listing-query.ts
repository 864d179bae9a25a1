import {
  DELIVERY_FILTER_VALUES,
  FILTER_KEYS,
  LISTING_MAX_PAGE,
  LISTING_SORTS,
  type ListingSort,
  PRICE_RANGES,
  RATING_FILTER_VALUES,
  splitFilterValues,
} from "@odin/contracts";

/**
 * A listing address read into filters (spec 2 §3 keys), plus the internal collection keys `gender`
 * and `article` that collection page routes use. Values are kept as written; the index decides
 * which exist (an unknown value matches nothing).
 */
export interface ListingFilters {
  brands: string[];
  colours: string[];
  /** Indexes into PRICE_RANGES. */
  priceRanges: number[];
  /** A custom range in rupees (cpr), validated by the caller. */
  customPrice: { min: number; max: number } | null;
  occasions: string[];
  promotions: string[];
  /** Minimum average rating (r). */
  rating: number | null;
  delivery: (typeof DELIVERY_FILTER_VALUES)[number] | null;
  /** Store code (p-st). */
  store: string | null;
  genders: string[];
  articles: string[];
  newArrivals: boolean;
  onSale: boolean;
  /** The search text (q) as typed, trimmed; "" for none. */
  query: string;
}

export interface ListingQuery {
  filters: ListingFilters;
  /** The sort asked for, or null for the scope's default. */
  sort: ListingSort | null;
  page: number;
}

const LIMIT_VALUES = 50;
const PRICE_VALUES = PRICE_RANGES.map((range) => `${range.min}-${range.max}`);

function values(params: URLSearchParams, key: string, isKnown?: (value: string) => boolean): string[] {
  return params
    .getAll(key)
    .flatMap((raw) => splitFilterValues(raw, isKnown))
    .slice(0, LIMIT_VALUES);
}

function oneOf<T extends string>(options: readonly T[], value: string | null): T | null {
  return options.includes(value as T) ? (value as T) : null;
}

function pageOf(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? Math.min(page, LISTING_MAX_PAGE) : 1;
}

/** Longest search text read; the rest is ignored. */
const MAX_QUERY_LENGTH = 200;

export function emptyFilters(): ListingFilters {
  return {
    brands: [],
    colours: [],
    priceRanges: [],
    customPrice: null,
    occasions: [],
    promotions: [],
    rating: null,
    delivery: null,
    store: null,
    genders: [],
    articles: [],
    newArrivals: false,
    onSale: false,
    query: "",
  };
}

/**
 * Reads a query string (with or without "?"). `customPrice` is the already validated cpr range, if
 * any: its messages belong to the caller (spec 2 §5).
 */
export function parseListingQuery(
  query: string,
  customPrice: { min: number; max: number } | null = null,
): ListingQuery {
  const params = new URLSearchParams(query.startsWith("?") ? query.slice(1) : query);
  const rating = Number(params.get(FILTER_KEYS.rating));
  const filters: ListingFilters = {
    brands: values(params, FILTER_KEYS.brand).map((code) => code.toLowerCase()),
    colours: values(params, FILTER_KEYS.colour),
    priceRanges: values(params, FILTER_KEYS.price, (v) => PRICE_VALUES.includes(v))
      .map((value) => PRICE_VALUES.indexOf(value))
      .filter((index) => index >= 0),
    customPrice,
    occasions: values(params, FILTER_KEYS.occasion),
    promotions: values(params, FILTER_KEYS.promotion).map((code) => code.toUpperCase()),
    rating: RATING_FILTER_VALUES.includes(rating as 4) ? rating : null,
    delivery: oneOf(DELIVERY_FILTER_VALUES, params.get(FILTER_KEYS.delivery)),
    store: params.get(FILTER_KEYS.store)?.trim().toUpperCase() || null,
    genders: values(params, "gender"),
    articles: values(params, "article"),
    newArrivals: params.has(FILTER_KEYS.newArrivals),
    onSale: params.has(FILTER_KEYS.onSale),
    query: (params.get(FILTER_KEYS.query) ?? "").trim().slice(0, MAX_QUERY_LENGTH),
  };
  return {
    filters,
    sort: oneOf(LISTING_SORTS, params.get(FILTER_KEYS.sort)),
    page: pageOf(params.get(FILTER_KEYS.page)),
  };
}
