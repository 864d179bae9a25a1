import type { FastifyInstance } from "fastify";
import { catalogRoutes } from "./catalog.routes";
import { type CatalogDeps, type CatalogService, createCatalogService } from "./catalog.service";

export { type ChangeFeed, createChangeFeed } from "./change-feed";
export { photoVersionsOf } from "./photo-sql";
export { cardImagesOf, type StyleCardSource, toProductCard } from "./style-card";

/**
 * Listings, carousels and the catalog in memory: the service, its routes on `app`, and the catalog
 * loaded before the first request is accepted, not by it.
 */
export function registerCatalog(app: FastifyInstance, deps: CatalogDeps): CatalogService {
  const catalog = createCatalogService(deps);
  catalogRoutes(app, catalog);
  app.addHook("onReady", () => catalog.warm());
  return catalog;
}
