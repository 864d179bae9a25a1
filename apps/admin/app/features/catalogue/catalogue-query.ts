import { ADMIN_MESSAGES, type adminRoutes, formatRupees, type RouteQuery } from "@odin/contracts";
import { CATALOGUE_LIMITS, STOCK_FILTERS, STYLE_STATUSES } from "./catalogue-words";

/**
 * The styles list's search and filters as the page's address carries them
 * (`/admin/catalogue?q=kurta&brandId=3&status=unpublished&after=…`), so a search can be bookmarked,
 * sent to a colleague and paged like any other address. `q` is a style's code or words of its name;
 * prices are the selling price in whole rupees, as the API takes them.
 */

type StylesQuery = RouteQuery<typeof adminRoutes.styleSearch>;

export const STYLE_FILTERS = [
  "q",
  "brandId",
  "categoryId",
  "status",
  "stock",
  "priceMin",
  "priceMax",
] as const;
export type StyleFilter = (typeof STYLE_FILTERS)[number];
export type StyleFilters = Record<StyleFilter, string>;

/** The API's longest `q`. */
export const MAX_SEARCH_LENGTH = 100;
/** The dearest price a filter takes, whole rupees. */
export const MAX_FILTER_RUPEES = CATALOGUE_LIMITS.maxPrice / 100;

const ID = /^[1-9]\d{0,9}$/;
const WHOLE_RUPEES = /^\d{1,7}$/;

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  values.some((each) => each === value);

/** The filters of an address; a filter left empty is no filter. */
export function filtersOf(search: URLSearchParams): StyleFilters {
  const filters = {} as StyleFilters;
  for (const name of STYLE_FILTERS) filters[name] = (search.get(name) ?? "").trim();
  return filters;
}

const rupeesProblem = (value: string) =>
  value !== "" && (!WHOLE_RUPEES.test(value) || Number(value) > MAX_FILTER_RUPEES);

/** What the filters ask that the server would refuse anyway, said in the staff member's terms. */
export function filterProblem(filters: StyleFilters): string | undefined {
  if (filters.q.length > MAX_SEARCH_LENGTH) {
    return `Search with at most ${MAX_SEARCH_LENGTH} characters: a style's code or words of its name.`;
  }
  if (filters.brandId !== "" && !ID.test(filters.brandId)) return "Choose a brand from the list.";
  if (filters.categoryId !== "" && !ID.test(filters.categoryId)) return "Choose a category from the list.";
  if (filters.status !== "" && !isOneOf(STYLE_STATUSES, filters.status)) {
    return "Choose published or not published from the list.";
  }
  if (filters.stock !== "" && !isOneOf(STOCK_FILTERS, filters.stock)) {
    return "Choose in stock or out of stock from the list.";
  }
  if (rupeesProblem(filters.priceMin) || rupeesProblem(filters.priceMax)) {
    return `Give prices in whole rupees, from 0 to ${formatRupees(CATALOGUE_LIMITS.maxPrice)}.`;
  }
  if (
    filters.priceMin !== "" &&
    filters.priceMax !== "" &&
    Number(filters.priceMin) > Number(filters.priceMax)
  ) {
    return ADMIN_MESSAGES.catalogue.pricesReversed;
  }
  return undefined;
}

/**
 * The API's query for these filters, from the style after `after` (a page's `next`). Called once
 * filterProblem has passed them.
 */
export function stylesQueryOf(filters: StyleFilters, after?: string): StylesQuery {
  const query: StylesQuery = {};
  if (filters.q !== "") query.q = filters.q;
  if (filters.brandId !== "") query.brandId = Number(filters.brandId);
  if (filters.categoryId !== "") query.categoryId = Number(filters.categoryId);
  if (isOneOf(STYLE_STATUSES, filters.status)) query.status = filters.status;
  if (isOneOf(STOCK_FILTERS, filters.stock)) query.stock = filters.stock;
  if (filters.priceMin !== "") query.priceMin = Number(filters.priceMin);
  if (filters.priceMax !== "") query.priceMax = Number(filters.priceMax);
  if (after) query.after = after;
  return query;
}

/** The search part of an address (`?…`, or "" for none) with the filters set, and `after` when paging. */
export function searchOf(filters: StyleFilters, after?: string): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(stylesQueryOf(filters, after))) params.set(name, String(value));
  const text = params.toString();
  return text === "" ? "" : `?${text}`;
}

/** Whether any filter or search is set: the empty list then says nothing matched, not that there are no styles. */
export const isFiltered = (filters: StyleFilters) => STYLE_FILTERS.some((name) => filters[name] !== "");
