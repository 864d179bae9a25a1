import { z } from "zod";
import { productCard } from "../catalog/product-cards";
import { boundedInt, text } from "../shared/primitives";
import { SEARCH } from "./constants";
import { searchTermProblem } from "./search-rules";

/**
 * Search calls of spec 2 §7 "Listing and search" (paths in API.md "Browsing"): suggestions as you
 * type, the "Wanna get specific?" filter panel and the no-results suggestions. Search results
 * themselves are a listing (`POST /api/v2/listing/products` with `q`).
 */

/** `POST /api/autoSuggestions`. */
export const autoSuggestRequest = z.object({
  suggestionTerm: text(100).refine((term) => searchTermProblem(term) === null, {
    message: "not a suggestion term",
  }),
  isBrandJourney: z.boolean().default(false),
  /** First parent brand or legal brand name on the brand journey: suggestions stay in that brand. */
  parentBrand: text(120).optional(),
  isQueryLoggingEnable: z.boolean().default(false),
});
export type AutoSuggestRequest = z.input<typeof autoSuggestRequest>;

export const autoSuggestType = z.enum(["Style", "Brand", "Category", "Query"]);
export type AutoSuggestType = z.infer<typeof autoSuggestType>;

/** One suggestion: value and url; Style suggestions also carry image, brand and base product. */
export const autoSuggestItem = z.object({
  type: autoSuggestType,
  value: z.string(),
  url: z.string(),
  image: z.string().optional(),
  brand: z.string().optional(),
  baseProduct: z.string().optional(),
  baseProductId: z.number().int().optional(),
});
export type AutoSuggestItem = z.infer<typeof autoSuggestItem>;

/** Suggestions come in titled groups ("Autosuggest data: title and list", spec 2 §3). */
export const autoSuggestGroup = z.object({ title: z.string(), list: z.array(autoSuggestItem) });
export type AutoSuggestGroup = z.infer<typeof autoSuggestGroup>;

export const autoSuggestResponse = z.object({ suggestions: z.array(autoSuggestGroup) });
export type AutoSuggestResponse = z.infer<typeof autoSuggestResponse>;

/** `GET /api/autoSuggestions/config`: suggestions are requested only when the channel flag is "true". */
export const autoSuggestConfig = z.object({
  tenantID: z.string(),
  bucket_data: z.object({ channels: z.record(z.string(), z.enum(["true", "false"])) }),
});
export type AutoSuggestConfig = z.infer<typeof autoSuggestConfig>;

/** `GET /api/search/filters`: the "Wanna get specific?" panel (colour, price, occasion, brand). */
export const searchFilterOption = z.object({
  displayName: z.string(),
  /** The value as it goes into the listing address (f-co, f-pr, f-oc or f-br). */
  value: z.string(),
  colorCode: z.string().optional(),
});
export type SearchFilterOption = z.infer<typeof searchFilterOption>;

export const searchFiltersResponse = z.object({
  colours: z.array(searchFilterOption),
  prices: z.array(searchFilterOption),
  occasions: z.array(searchFilterOption),
  brands: z.array(searchFilterOption),
});
export type SearchFiltersResponse = z.infer<typeof searchFiltersResponse>;

/** `POST /api/search/noResults`: styles to suggest when a search found nothing. */
export const noResultsRequest = z.object({
  size: boundedInt(1, 50).default(SEARCH.noResultsSize),
});
export const noResultsResponse = z.object({ styles: z.object({ styleList: z.array(productCard) }) });
export type NoResultsResponse = z.infer<typeof noResultsResponse>;
