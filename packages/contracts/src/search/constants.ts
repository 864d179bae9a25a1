/**
 * Business constants and limits: search and suggestions (spec 2 §4, §5, §9). Values the spec leaves open and
 * that we chose are marked `// value not given by the spec`. Shopper-facing wording lives in `messages.ts`.
 */

export const SEARCH = {
  recentSearchesKept: 5,
  autosuggestMinChars: 3,
  /** Suggestions reload after this pause following a key press (at least 600). */
  keystrokeDelayMs: 600,
  dropdownCloseDelayMs: 300,
  suggestionsMinSize: 20,
  noResultsSize: 20,
  /** Brand letter groups of the search filter panel. */
  brandLetterGroups: ["ABC", "DEF", "GHI", "JKL", "MNO", "PQR", "STU", "VWX", "YZ#"],
  /** Brand code for which the Occasion filter is hidden. */
  occasionHiddenForBrandCode: "se",
  /** The storefront's channel in the autosuggest config's bucket_data.channels. // value not given by the spec */
  autosuggestChannel: "web",
} as const;

/** Default suggestion words per brand code (spec 2 §9). */
export const DEFAULT_SUGGESTION_WORDS = {
  nw: ["Kurtis", "Jeans", "Denim", "uspolo", "shoes"],
  us: ["polos", "printed shirts", "checked shirts", "jeans", "caps", "trousers"],
  fm: ["jeans", "printed tees", "skinny jeans", "shirts", "caps", "jackets"],
} as const;
