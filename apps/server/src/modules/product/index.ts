import type { Database } from "@odin/db";
import type { FastifyInstance } from "fastify";
import type { ChangeFeed } from "../catalog";
import { productRoutes } from "./product.routes";
import { createProductService, type ProductService } from "./product.service";

export { DependentLru } from "./detail-cache";

/** Product details, styles as cards, similar styles and size charts: the service, and its routes. */
export function registerProduct(
  app: FastifyInstance,
  deps: { db: Database; changes: ChangeFeed },
): ProductService {
  const product = createProductService(deps.db, deps.changes);
  productRoutes(app, product);
  return product;
}
