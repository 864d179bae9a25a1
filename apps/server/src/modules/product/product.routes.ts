import { routes, unwrap } from "@odin/contracts";
import type { FastifyInstance } from "fastify";
import { serve } from "../../platform/serve";
import type { ProductService } from "./product.service";

/** Product pages: details, several styles as cards, similar styles, size charts (spec 2 §2). */
export function productRoutes(app: FastifyInstance, product: ProductService): void {
  serve(app, routes.productDetails, {
    tag: "product",
    summary: "Product page data of a style",
    description: "Answers 404 for an unknown style. Money is integer paise.",
    // Already serialized (and cached as text): Fastify sends a JSON string as it is.
    handler: async (request, reply) =>
      reply.type("application/json").send(unwrap(await product.detailJson(request.body.styleId))),
  });

  serve(app, routes.multipleStyles, {
    tag: "product",
    summary: "Several styles as product cards, in the order asked",
    description: "Unknown style ids are skipped.",
    handler: async (request) => product.styles(request.body.styleIds),
  });

  serve(app, routes.recentlyViewedStyles, {
    tag: "product",
    summary: "Recently viewed styles as product cards, in the order asked",
    description: "Unknown style ids are skipped.",
    handler: async (request) => product.styles(request.body.styleIds),
  });

  serve(app, routes.similarStyles, {
    tag: "product",
    summary: "In-stock styles like this one",
    description:
      "Other in-stock styles of the same article type and gender, not colourways of the same design, " +
      "nearest in price first. An unknown style has none.",
    handler: async (request) => product.similar(request.body.styleId, request.body.limit),
  });

  serve(app, routes.sizeChart, {
    tag: "product",
    summary: "A size chart: column headings and one row per size",
    description: "Answers 404 for an unknown chart.",
    handler: async (request) => unwrap(await product.sizeChart(request.params.id)),
  });
}
