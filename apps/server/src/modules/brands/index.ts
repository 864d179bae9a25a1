import type { StorefrontServices } from "@odin/contracts";
import type { Database } from "@odin/db";
import type { FastifyInstance } from "fastify";
import { brandsRoutes } from "./brands.routes";
import { type BrandsService, createBrandsService } from "./brands.service";

export { brandPagePath } from "./brands.service";

/** Brands A-Z and the brand carousels: the service, and its routes on `app`. */
export function registerBrands(
  app: FastifyInstance,
  deps: { db: Database; catalog: Pick<StorefrontServices["catalog"], "carousel"> },
): BrandsService {
  const brands = createBrandsService(deps.db, deps.catalog);
  brandsRoutes(app, brands);
  return brands;
}
