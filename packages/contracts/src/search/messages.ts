/**
 * The search slice of MESSAGES and LABELS: the search box, suggestions and search pages. `../messages.ts`
 * composes the slices into `MESSAGES`, `LABELS` and `formatMessage`: import those, not this file.
 *
 * Every shopper-facing message of the spec, once, with the spec's exact wording (typos and odd spacing
 * included: support scripts and analytics refer to them). Spec references: "s1 §8" means
 * `spec/1-account-and-session.md` section 8, and so on.
 *
 * Where the spec says a message exists but does not give its wording, the text is ours and the line is marked
 * `// wording not given by the spec`. Templates keep their spec placeholders (`{n}`, `$count`, `(n-2)`); fill
 * them through `formatMessage`, never by hand.
 */
import { fill } from "../shared/fill";

export const messages = {
  search: {
    inputSomething: "Please input something to search!", // s2 §5, §8
    inputSomethingEllipsis: "Please input something to search...", // s2 §5
    noResults: "Sorry!! No Results Found", // s2 §2, §8
  },
} as const;

/** Fixed labels the spec gives (buttons, headings, link texts). */
export const labels = {
  search: {
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
  },
} as const;

/** Fills the templates above, so the wording stays in one place. */
export const formats = {
  searchResultsFor: (q: string) => fill(labels.search.resultsFor, [["{q}", q]]),
  noResultsFor: (q: string) => fill(labels.search.noResultsFor, [["{q}", q]]),
} as const;
