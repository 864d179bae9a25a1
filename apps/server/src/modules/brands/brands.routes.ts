import { routes, unwrap } from "@odin/contracts";
import type { FastifyInstance } from "fastify";
import { serve } from "../../platform/serve";
import type { BrandsService } from "./brands.service";

/** Brands A-Z and a brand's new arrivals and sale styles (spec 2 §2, §7). */
export function brandsRoutes(app: FastifyInstance, brands: BrandsService): void {
  serve(app, routes.brandList, {
    tag: "brands",
    summary: "All brands, A-Z by name",
    handler: async () => brands.list(),
  });

  serve(app, routes.newArrivals, {
    tag: "brands",
    summary: "A brand's new arrivals, newest first (at most 20)",
    description: "The brand by its code or id; an unknown brand answers 404.",
    handler: async (request) => unwrap(await brands.carousel(request.params.brandId, "newArrivals")),
  });

  serve(app, routes.onSale, {
    tag: "brands",
    summary: "A brand's styles on sale, biggest discount first (at most 20)",
    description: "The brand by its code or id; an unknown brand answers 404.",
    handler: async (request) => unwrap(await brands.carousel(request.params.brandId, "onSale")),
  });
}
