import type {
  AutoSuggestConfig,
  AutoSuggestResponse,
  autoSuggestRequest,
  NoResultsResponse,
  SearchFilterOption,
  SearchFiltersResponse,
} from "@odin/contracts";
import type { z } from "zod";
import type { CatalogService } from "../catalog/catalog.service";
import type { CatalogIndex } from "../catalog/catalog-index";
import { evaluate } from "../catalog/evaluate";
import { facetGroups } from "../catalog/filter-groups";
import { emptyFilters } from "../catalog/listing-query";
import { cachedAnswer, ResponseCache } from "../catalog/response-cache";
import { brandJourneyMask, buildSuggestions } from "./suggestions";

/** A suggestion request as validated (defaults applied). */
export type SuggestQuery = z.output<typeof autoSuggestRequest>;

export interface SearchService {
  suggestions(query: SuggestQuery): Promise<AutoSuggestResponse>;
  suggestionsConfig(): AutoSuggestConfig;
  filters(): Promise<SearchFiltersResponse>;
  noResults(size: number): Promise<NoResultsResponse>;
}

export interface SearchSettings {
  tenantId: string;
  /** Channels with suggestions on; the configuration answers "false" for the other known ones. */
  autosuggestChannels: readonly string[];
}

/** Channels the storefront knows of (web, mobile web, the apps). */
const KNOWN_CHANNELS = ["web", "mweb", "android", "ios"];
/** Answers kept per catalog generation. */
const ANSWERS_KEPT = 5_000;

/**
 * Suggestions as the shopper types, the "Wanna get specific?" panel and the no-results styles
 * (spec 2 §2 "Search", §7), over the in-memory catalog and its search index. Answers are kept for
 * the catalog index's generation, so a price or stock change shows in the next one.
 */
export function createSearchService(catalog: CatalogService, settings: SearchSettings): SearchService {
  let generation = -1;
  const answers = new ResponseCache(ANSWERS_KEPT);

  /** The answer for `key` from the current index's generation, built on a miss. */
  async function cached<T>(key: string, build: (index: CatalogIndex) => T): Promise<T> {
    const index = await catalog.index();
    if (index.generation !== generation) {
      generation = index.generation;
      answers.clear();
    }
    let answer = answers.get<T>(key);
    if (!answer) {
      answer = cachedAnswer<T>({ ok: true, value: build(index) });
      answers.set(key, answer);
    }
    if (!answer.outcome.ok) throw new Error("search answers are never failures");
    return answer.outcome.value;
  }

  const channels = Object.fromEntries(
    [...new Set([...KNOWN_CHANNELS, ...settings.autosuggestChannels])].map((channel) => [
      channel,
      settings.autosuggestChannels.includes(channel) ? ("true" as const) : ("false" as const),
    ]),
  );

  return {
    suggestions({ suggestionTerm, isBrandJourney, parentBrand }) {
      const journey = isBrandJourney && parentBrand ? parentBrand : "";
      const term = suggestionTerm.trim();
      return cached(`s|${journey.toLowerCase()}|${term.toLowerCase()}`, (index) => ({
        suggestions: buildSuggestions(index, term, journey ? brandJourneyMask(index, journey) : undefined),
      }));
    },
    suggestionsConfig: () => ({ tenantID: settings.tenantId, bucket_data: { channels } }),
    filters: () => cached("f", searchFilters),
    async noResults(size) {
      const popular = await catalog.carousel("", size);
      return { styles: { styleList: popular.styles.styleList } };
    },
  };
}

/** Colour, price, occasion and brand values that some style has, as the listing's filters show them. */
function searchFilters(index: CatalogIndex): SearchFiltersResponse {
  const all = emptyFilters();
  const groups = facetGroups(index, evaluate(index, all, all).counts, all, all);
  const options = (type: string): SearchFilterOption[] =>
    (groups.find((group) => group.filterType === type)?.list ?? []).map((item) => ({
      displayName: item.displayName,
      value: item.value,
      ...(item.colorCode ? { colorCode: item.colorCode } : {}),
    }));
  return {
    colours: options("f-co"),
    prices: options("f-pr"),
    occasions: options("f-oc"),
    brands: options("f-br"),
  };
}
