import {
  type AutoSuggestGroup,
  type AutoSuggestRequest,
  routes,
  SEARCH,
  searchTermProblem,
} from "@odin/contracts";
import { useEffect, useState } from "react";
import { browserApi } from "../../lib/browser-api";
import { trackEvent } from "../../lib/track-event";
import { suggestionsEnabled } from "./suggest-flag";

/** The brand journey of a brand page: suggestions stay within the parent brand (spec 2 §7). */
export interface BrandJourney {
  parentBrand: string;
}

/**
 * Suggestions for what the shopper types (spec 2 §2, §5, §7): asked for only while the search is
 * open, for 3 or more characters without a script-injection pattern, when the channel flag is
 * "true", and only after 600 ms without a key press. Null while there is nothing to show for the
 * term (too short, not asked yet, or the call failed); an empty list means "No Results Found", which
 * is also tracked as an event.
 */
export function useSuggestions(
  term: string,
  open: boolean,
  journey?: BrandJourney,
): AutoSuggestGroup[] | null {
  const [answer, setAnswer] = useState<{ term: string; groups: AutoSuggestGroup[] } | null>(null);
  const wanted = open && searchTermProblem(term) === null;
  const parentBrand = journey?.parentBrand;

  useEffect(() => {
    if (!wanted) return;
    let live = true;
    const timer = setTimeout(async () => {
      if (!suggestionsEnabled()) return;
      const body: AutoSuggestRequest = {
        suggestionTerm: term,
        isBrandJourney: parentBrand !== undefined,
        isQueryLoggingEnable: false,
        ...(parentBrand !== undefined ? { parentBrand } : {}),
      };
      const result = await browserApi().call(routes.autoSuggestions, body);
      if (!live || !result.ok) return;
      const groups = result.data.suggestions.filter((group) => group.list.length > 0);
      if (groups.length === 0) trackEvent("search_no_results", { searchTerm: term });
      setAnswer({ term, groups });
    }, SEARCH.keystrokeDelayMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [wanted, term, parentBrand]);

  if (!wanted || !answer) return null;
  // Until the answer for the new term arrives, the last one stays (no flicker while typing).
  return answer.groups;
}
