import type {
  AutoSuggestConfig,
  AutoSuggestResponse,
  autoSuggestRequest,
  CarouselResponse,
  NoResultsResponse,
  SearchFiltersResponse,
} from "@odin/contracts";
import type { z } from "zod";
import { TtlCache } from "../../platform/ttl-cache";
import type { SearchEngine } from "./search-engine";

/** A suggestion request as validated (defaults applied). */
export type SuggestQuery = z.output<typeof autoSuggestRequest>;

export interface SearchService {
  suggestions(query: SuggestQuery): Promise<AutoSuggestResponse>;
  suggestionsConfig(): AutoSuggestConfig;
  filters(): Promise<SearchFiltersResponse>;
  noResults(size: number): Promise<NoResultsResponse>;
}

/** What search answers from; the catalog service is one (app.ts hands it over). */
export interface SearchedCatalog {
  /** The search engine over the catalog as it is now, and the catalog's generation. */
  searchNow(): Promise<{ engine: SearchEngine; generation: number }>;
  /** Colour, price, occasion and brand values that some style has, as the listing's filters show them. */
  filterValues(): Promise<SearchFiltersResponse>;
  carousel(query: string, limit: number): Promise<CarouselResponse>;
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
 * (spec 2 §2 "Search", §7). Suggestions are kept for the catalog's generation, so a price or stock
 * change shows in the next one.
 */
export function createSearchService(catalog: SearchedCatalog, settings: SearchSettings): SearchService {
  let generation = -1;
  // No time limit: the answers are cleared when the catalog's generation moves.
  const suggestions = new TtlCache<AutoSuggestResponse>(Number.POSITIVE_INFINITY, ANSWERS_KEPT);

  const channels = Object.fromEntries(
    [...new Set([...KNOWN_CHANNELS, ...settings.autosuggestChannels])].map((channel) => [
      channel,
      settings.autosuggestChannels.includes(channel) ? ("true" as const) : ("false" as const),
    ]),
  );

  return {
    async suggestions({ suggestionTerm, isBrandJourney, parentBrand }) {
      const journey = isBrandJourney && parentBrand ? parentBrand : "";
      const term = suggestionTerm.trim();
      const now = await catalog.searchNow();
      if (now.generation !== generation) {
        generation = now.generation;
        suggestions.clear();
      }
      const key = `${journey.toLowerCase()}|${term.toLowerCase()}`;
      return suggestions.get(key, async () => ({
        suggestions: now.engine.suggest(term, journey || undefined),
      }));
    },
    suggestionsConfig: () => ({ tenantID: settings.tenantId, bucket_data: { channels } }),
    filters: () => catalog.filterValues(),
    async noResults(size) {
      const popular = await catalog.carousel("", size);
      return { styles: { styleList: popular.styles.styleList } };
    },
  };
}
