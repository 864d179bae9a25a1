import type { FastifyInstance } from "fastify";
import { searchRoutes } from "./search.routes";
import {
  createSearchService,
  type SearchedCatalog,
  type SearchService,
  type SearchSettings,
} from "./search.service";

export type { SearchCorpus, StyleWords } from "./search-corpus";
export { createSearchEngine, type SearchEngine, type StyleMatches } from "./search-engine";

/** Suggestions, the search filters panel and no-results styles: the service, and its routes on `app`. */
export function registerSearch(
  app: FastifyInstance,
  deps: { catalog: SearchedCatalog; settings: SearchSettings },
): SearchService {
  const search = createSearchService(deps.catalog, deps.settings);
  searchRoutes(app, search);
  return search;
}
