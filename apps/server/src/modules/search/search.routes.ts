import { routes } from "@odin/contracts";
import type { FastifyInstance } from "fastify";
import { serve } from "../../platform/serve";
import type { SearchService } from "./search.service";

/** Suggestions, their configuration, the "Wanna get specific?" panel and no-results styles (spec 2 §2 "Search"). */
export function searchRoutes(app: FastifyInstance, search: SearchService): void {
  serve(app, routes.autoSuggestions, {
    tag: "search",
    summary: "Suggestions for a term being typed: brands, categories and styles",
    description:
      "suggestionTerm needs 3 or more characters and no markup or script (spec 2 §5); otherwise 400. On the brand journey (isBrandJourney with parentBrand, the first parent brand or legal brand name) suggestions stay within that brand. Nothing found: an empty list.",
    handler: async (request) => search.suggestions(request.body),
  });

  serve(app, routes.autoSuggestConfig, {
    tag: "search",
    summary: 'Tenant and the channels on which suggestions are asked for ("true" or "false")',
    handler: async () => search.suggestionsConfig(),
  });

  serve(app, routes.searchFilters, {
    tag: "search",
    summary: 'The "Wanna get specific?" panel: colours, price ranges, occasions and brands',
    handler: async () => search.filters(),
  });

  serve(app, routes.noResults, {
    tag: "search",
    summary: "Popular styles, in stock first, to show when a search found nothing (size 20 by default)",
    handler: async (request) => search.noResults(request.body.size),
  });
}
