import type { FastifyInstance } from "fastify";
import { storeLocatorRoutes } from "./store-locator.routes";
import {
  createStoreLocatorService,
  type StoreLocatorDeps,
  type StoreLocatorService,
} from "./store-locator.service";

/** The store locator: the service, and its routes on `app`. */
export function registerStoreLocator(app: FastifyInstance, deps: StoreLocatorDeps): StoreLocatorService {
  const storeLocator = createStoreLocatorService(deps);
  storeLocatorRoutes(app, storeLocator);
  return storeLocator;
}
