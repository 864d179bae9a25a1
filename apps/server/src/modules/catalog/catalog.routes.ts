import { carouselRequest, carouselResponse } from "@odin/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { CatalogService } from "./catalog.service";

export async function catalogRoutes(app: FastifyInstance, options: { catalog: CatalogService }) {
  const { catalog } = options;
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/v2/carousel",
    {
      schema: {
        tags: ["catalog"],
        summary: "Styles for a product carousel (at most 20)",
        body: carouselRequest,
        response: { 200: carouselResponse },
      },
    },
    async (request) => catalog.carousel(request.body.query, request.body.limit),
  );
}
