import {
  autoSuggestConfig,
  autoSuggestRequest,
  autoSuggestResponse,
  noResultsRequest,
  noResultsResponse,
  searchFiltersResponse,
} from "@odin/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { SearchService } from "./search.service";

export async function searchRoutes(app: FastifyInstance, options: { search: SearchService }) {
  const { search } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    "/api/autoSuggestions",
    {
      schema: {
        tags: ["search"],
        summary: "Suggestions for a term being typed: brands, categories and styles",
        description:
          "suggestionTerm needs 3 or more characters and no markup or script (spec 2 §5); otherwise 400. On the brand journey (isBrandJourney with parentBrand, the first parent brand or legal brand name) suggestions stay within that brand. Nothing found: an empty list.",
        body: autoSuggestRequest,
        response: { 200: autoSuggestResponse },
      },
    },
    async (request) => search.suggestions(request.body),
  );

  routes.get(
    "/api/autoSuggestions/config",
    {
      schema: {
        tags: ["search"],
        summary: 'Tenant and the channels on which suggestions are asked for ("true" or "false")',
        response: { 200: autoSuggestConfig },
      },
    },
    async () => search.suggestionsConfig(),
  );

  routes.get(
    "/api/search/filters",
    {
      schema: {
        tags: ["search"],
        summary: 'The "Wanna get specific?" panel: colours, price ranges, occasions and brands',
        response: { 200: searchFiltersResponse },
      },
    },
    async () => search.filters(),
  );

  routes.post(
    "/api/search/noResults",
    {
      schema: {
        tags: ["search"],
        summary: "Popular styles, in stock first, to show when a search found nothing (size 20 by default)",
        body: noResultsRequest,
        response: { 200: noResultsResponse },
      },
    },
    async (request) => search.noResults(request.body.size),
  );
}
