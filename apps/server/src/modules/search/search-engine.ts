import type { AutoSuggestGroup } from "@odin/contracts";
import type { SearchCorpus } from "./search-corpus";
import { SearchIndex } from "./search-index";
import { type MatchOptions, Ranker } from "./search-ranking";
import { brandJourneyMask, buildSuggestions } from "./suggestions";

/** The styles a query finds: slots in relevance order, and a mask of them. */
export interface StyleMatches {
  readonly order: Int32Array;
  readonly mask: Uint8Array;
}

/**
 * Search over a corpus (the catalog's in-memory index), what the catalog calls: the styles words
 * match, and suggestions for a term being typed. It holds its index and rankings itself; the corpus
 * tells it which styles it reworded.
 */
export interface SearchEngine {
  match(text: string, options?: MatchOptions): StyleMatches;
  /** Suggestions for `term`; on the brand journey only of the brands of `parentBrand`. */
  suggest(term: string, parentBrand?: string): AutoSuggestGroup[];
  /** Re-indexes styles that are new, left the corpus, came back or have other words. */
  restyled(slots: readonly number[]): void;
}

/** Builds the search index of `corpus` now (a full pass over its styles). */
export function createSearchEngine(corpus: SearchCorpus): SearchEngine {
  const index = new SearchIndex(corpus);
  const ranker = new Ranker(corpus, index);
  return {
    match: (text, options) => ranker.matches(text, options),
    suggest(term, parentBrand) {
      const brands = parentBrand ? brandJourneyMask(corpus.brands, parentBrand) : undefined;
      const matches = ranker.matches(term, { complete: true, ...(brands ? { brands } : {}) });
      return buildSuggestions(corpus, index, matches);
    },
    restyled: (slots) => index.restyled(slots),
  };
}
