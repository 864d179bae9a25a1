/** Fixed labels the spec gives (buttons, headings, link texts). */

export const search = {
  placeholder: "Enter Search...",
  wannaGetSpecific: "Wanna get specific?",
  findNow: "FIND NOW",
  color: "Color",
  price: "Price",
  occasion: "Occasion",
  brand: "Brand",
  below: "Below",
  above: "Above",
  // Wording below not given by the spec.
  dialog: "Search",
  close: "Close search",
  suggestions: "Search suggestions",
  recentSearches: "Recent Searches",
  popularSearches: "Popular Searches",
  /** Heading of /search; fill with `formatMessage.searchResultsFor`. */
  resultsFor: 'Search results for "{q}"',
  /** Heading of /noresults; fill with `formatMessage.noResultsFor`. */
  noResultsFor: 'We could not find anything for "{q}"',
  noResultsHint: "Check the spelling, or try a more general word.",
  youMayLike: "You may like these",
  loadingSuggestions: "Loading suggestions…",
} as const;
