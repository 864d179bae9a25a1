import { FILTER_KEYS, joinFilterValues, listingSearch, sanitiseSearchInput } from "@odin/contracts";

/**
 * The address a search goes to (spec 2 §2 "Search"): /search?q={query} with the values chosen in
 * the "Wanna get specific?" panel under the listing's filter keys, joined as the listing joins them.
 */
export const SEARCH_FILTER_KEYS = [
  FILTER_KEYS.colour,
  FILTER_KEYS.price,
  FILTER_KEYS.occasion,
  FILTER_KEYS.brand,
] as const;
export type SearchFilterKey = (typeof SEARCH_FILTER_KEYS)[number];
export type SearchFilters = Partial<Record<SearchFilterKey, string[]>>;

export const SEARCH_PATH = "/search";
export const NO_RESULTS_PATH = "/noresults";

export function filterCount(filters: SearchFilters): number {
  return SEARCH_FILTER_KEYS.reduce((count, key) => count + (filters[key]?.length ?? 0), 0);
}

/** Adds the value when absent, removes it when present. */
export function toggleSearchFilter(
  filters: SearchFilters,
  key: SearchFilterKey,
  value: string,
): SearchFilters {
  const values = filters[key] ?? [];
  const next = values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
  return { ...filters, [key]: next };
}

/** The cleaned query: markup removed, spaces trimmed. */
export function cleanQuery(query: string): string {
  return sanitiseSearchInput(query).trim();
}

export function searchAddress(query: string, filters: SearchFilters = {}): string {
  const params = new URLSearchParams();
  const q = cleanQuery(query);
  if (q !== "") params.set(FILTER_KEYS.query, q);
  for (const key of SEARCH_FILTER_KEYS) {
    const values = filters[key] ?? [];
    if (values.length > 0) params.set(key, joinFilterValues(values));
  }
  return `${SEARCH_PATH}${listingSearch(params)}`;
}

/** Where a search that found nothing goes: /noresults, keeping the query. */
export function noResultsAddress(query: string): string {
  const params = new URLSearchParams({ [FILTER_KEYS.query]: cleanQuery(query) });
  return `${NO_RESULTS_PATH}${listingSearch(params)}`;
}
