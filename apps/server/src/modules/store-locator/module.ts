import type { AppModule } from "../../platform/composition";
import { storeLocatorRoutes } from "./store-locator.routes";
import { createStoreLocatorService, type StoreLocatorService } from "./store-locator.service";

declare module "../../platform/composition" {
  interface Services {
    storeLocator: StoreLocatorService;
  }
}

/** The store locator: the service, and its routes. */
export const storeLocatorModule = {
  name: "store-locator",
  register({ app, db, config }, { delivery }) {
    const storeLocator = createStoreLocatorService({ db, place: delivery.place, map: config.map });
    storeLocatorRoutes(app, storeLocator);
    return { storeLocator };
  },
  pages: {
    storeLocator:
      ({ storeLocator }) =>
      () =>
        storeLocator,
  },
} satisfies AppModule;
