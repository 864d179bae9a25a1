import type { RouteSpec } from "../route-spec";

/** Search (spec 2): the filter panel, no-results styles and suggestions. */
export const searchRouteMap = {
  searchFilters: { method: "GET", path: "/api/search/filters", response: "searchFiltersResponse" },
  noResults: {
    method: "POST",
    path: "/api/search/noResults",
    body: "noResultsRequest",
    response: "noResultsResponse",
  },
  autoSuggestions: {
    method: "POST",
    path: "/api/autoSuggestions",
    body: "autoSuggestRequest",
    response: "autoSuggestResponse",
  },
  autoSuggestConfig: { method: "GET", path: "/api/autoSuggestions/config", response: "autoSuggestConfig" },
} as const satisfies Record<string, RouteSpec>;
