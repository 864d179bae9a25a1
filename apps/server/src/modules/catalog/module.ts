import type { AppModule } from "../../platform/composition";
import { catalogRoutes } from "./catalog.routes";
import { type CatalogService, createCatalogService } from "./catalog.service";
import { type ChangeFeed, createChangeFeed } from "./change-feed";

declare module "../../platform/composition" {
  interface Services {
    catalog: CatalogService;
    /** Changes of the catalogue, for the caches that hold a part of it. */
    changes: ChangeFeed;
  }
}

/**
 * Listings, carousels and the catalog in memory: the service, its routes, and in a server the catalog
 * loaded before the first request is accepted, not by it.
 */
export const catalogModule = {
  name: "catalog",
  register({ app, db, readsUpToNow, role }, { delivery }) {
    const changes = createChangeFeed(db, {
      onBulkError: (error) => app.log.warn({ err: error }, "catalog changes: a bulk change failed to apply"),
    });
    const catalog = createCatalogService({ db, loads: readsUpToNow, changes, place: delivery.place });
    catalogRoutes(app, catalog);
    // The worker answers no request: the catalog (about 400 MB at 100,000 styles) stays out of its
    // memory, and would load only when a job asked for it.
    if (role === "server") app.addHook("onReady", () => catalog.warm());
    app.addHook("onClose", async () => changes.stop());
    return { catalog, changes };
  },
  pages: {
    catalog:
      ({ catalog }) =>
      () =>
        catalog,
  },
} satisfies AppModule;
