import type { AppModule } from "../../platform/composition";
import { searchRoutes } from "./search.routes";
import { createSearchService } from "./search.service";

/** Suggestions, the search filters panel and no-results styles: the service, and its routes. */
export const searchModule = {
  name: "search",
  register({ app, config }, { catalog }) {
    const { tenantId, autosuggestChannels } = config;
    searchRoutes(app, createSearchService(catalog, { tenantId, autosuggestChannels }));
  },
} satisfies AppModule;
