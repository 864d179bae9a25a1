import { LABELS } from "../messages";
import { formatRupees } from "../shared/money";
import { FILTER_KEYS, PRICE_FILTER } from "./constants";
import { customPriceProblem } from "./input-rules";

/**
 * The listing address rules of spec 2 §3 and §4, shared by the server (which reads them) and the
 * storefront (which writes them): filter keys, the value separator, and how a click changes the URL.
 */

/** Keys whose values toggle: present → removed, absent → added (spec 2 §4). */
export const MULTI_VALUE_KEYS = [
  FILTER_KEYS.colour,
  FILTER_KEYS.price,
  FILTER_KEYS.occasion,
  FILTER_KEYS.brand,
  FILTER_KEYS.promotion,
] as const;
/** Keys replaced by the new value (spec 2 §4). */
export const SINGLE_VALUE_KEYS = [
  FILTER_KEYS.sort,
  FILTER_KEYS.delivery,
  FILTER_KEYS.store,
  FILTER_KEYS.rating,
] as const;
/** Flags that flip on or off: `na` (new arrivals), `os` (on sale). */
export const FLAG_KEYS = [FILTER_KEYS.newArrivals, FILTER_KEYS.onSale] as const;

const MULTI = new Set<string>(MULTI_VALUE_KEYS);
const FLAGS = new Set<string>(FLAG_KEYS);
const SEPARATOR = "--";
const LEGACY_SEPARATOR = "-";
/** Keys a "clear all" removes: every filter, but not the query, the collection, the sort. */
const CLEARABLE = [
  ...MULTI_VALUE_KEYS,
  FILTER_KEYS.customPrice,
  FILTER_KEYS.delivery,
  FILTER_KEYS.store,
  FILTER_KEYS.rating,
  ...FLAG_KEYS,
];

/**
 * Values of one filter key. Values are joined by "--"; older links join them by "-", which is read
 * as a separator only when the whole value is not itself a known value (price ranges contain "-").
 */
export function splitFilterValues(raw: string, isKnown: (value: string) => boolean = () => false): string[] {
  const trimmed = raw.trim();
  if (trimmed === "") return [];
  const parts = trimmed.includes(SEPARATOR)
    ? trimmed.split(SEPARATOR)
    : isKnown(trimmed)
      ? [trimmed]
      : trimmed.split(LEGACY_SEPARATOR);
  return [...new Set(parts.map((part) => part.trim()).filter((part) => part !== ""))];
}

export function joinFilterValues(values: readonly string[]): string {
  return values.join(SEPARATOR);
}

function withoutPage(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(FILTER_KEYS.page);
  return next;
}

/**
 * What a click on a filter value does to the listing's query (spec 2 §4): a multi-value filter
 * toggles the value and disappears when empty; `na`/`os` flip; sort, p-dl, p-st and r take the
 * new value. Choosing a price range drops a custom price and the other way round. Any change of
 * filters returns to page 1.
 */
export function toggleFilter(current: URLSearchParams, key: string, value = ""): URLSearchParams {
  const next = withoutPage(current);
  if (FLAGS.has(key)) {
    if (next.has(key)) next.delete(key);
    else next.set(key, "");
    return next;
  }
  if (MULTI.has(key)) {
    const values = splitFilterValues(next.get(key) ?? "", (v) => v === value);
    const toggled = values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
    if (toggled.length === 0) next.delete(key);
    else next.set(key, joinFilterValues(toggled));
    if (key === FILTER_KEYS.price) next.delete(FILTER_KEYS.customPrice);
    return next;
  }
  if (value === "") next.delete(key);
  else next.set(key, value);
  if (key === FILTER_KEYS.customPrice) next.delete(FILTER_KEYS.price);
  return next;
}

/** Removes one applied value (a filter chip's close button). */
export function removeFilter(current: URLSearchParams, key: string, value: string): URLSearchParams {
  const next = withoutPage(current);
  if (MULTI.has(key)) {
    const values = splitFilterValues(next.get(key) ?? "", (v) => v === value).filter((v) => v !== value);
    if (values.length === 0) next.delete(key);
    else next.set(key, joinFilterValues(values));
  } else {
    next.delete(key);
  }
  return next;
}

/** Removes every filter, keeping the search query, the collection and the sort. */
export function clearFilters(current: URLSearchParams): URLSearchParams {
  const next = withoutPage(current);
  for (const key of CLEARABLE) next.delete(key);
  return next;
}

/**
 * The query string of a listing address, "?" included (empty when there is none). Flags are
 * written bare (`?na&sort=newest`, as in the spec's links) and "--" stays readable.
 */
export function listingSearch(params: URLSearchParams): string {
  const parts: string[] = [];
  for (const [key, value] of params) {
    const name = encodeURIComponent(key);
    if (value === "" && FLAGS.has(key)) parts.push(name);
    else parts.push(`${name}=${encodeURIComponent(value).replace(/%20/g, "+")}`);
  }
  return parts.length > 0 ? `?${parts.join("&")}` : "";
}

/** The address of page `page` of a listing: `p` is left out for page 1. */
export function listingPageSearch(current: URLSearchParams, page: number): string {
  const next = new URLSearchParams(current);
  if (page <= 1) next.delete(FILTER_KEYS.page);
  else next.set(FILTER_KEYS.page, String(page));
  return listingSearch(next);
}

/** A custom price range in whole rupees. */
export interface CustomPriceRange {
  min: number;
  max: number;
}

/** `cpr` value of a custom range: "500-2000" (rupees). */
export const customPriceValue = (range: CustomPriceRange) => `${range.min}-${range.max}`;

/** A custom range from the form's Min and Max, or the message of the first broken rule (spec 2 §5). */
export function readCustomPrice(
  min: string,
  max: string,
): { ok: true; range: CustomPriceRange } | { ok: false; message: string } {
  const message = customPriceProblem(min, max);
  if (message) return { ok: false, message };
  return { ok: true, range: { min: Number(min.trim()), max: Number(max.trim()) } };
}

/** Reads a `cpr` value ("500-2000") with the form's rules. */
export function parseCustomPrice(raw: string): ReturnType<typeof readCustomPrice> {
  const [min = "", max = "", ...rest] = raw.split("-");
  return readCustomPrice(min, rest.length > 0 ? `${max}-${rest.join("-")}` : max);
}

/** Name of a price range in rupees: "Below ₹500", "₹500 - ₹999", "Above ₹5,000". */
export function priceRangeName(range: { min: number; max: number }): string {
  if (range.min === 0) return `${LABELS.listing.priceBelow} ${formatRupees((range.max + 1) * 100)}`;
  if (range.max >= PRICE_FILTER.maxRupees)
    return `${LABELS.listing.priceAbove} ${formatRupees(range.min * 100)}`;
  return `${formatRupees(range.min * 100)} - ${formatRupees(range.max * 100)}`;
}
