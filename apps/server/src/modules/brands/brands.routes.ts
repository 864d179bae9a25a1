import { brandIdParams, brandListResponse, carouselResponse, ERROR_CODES } from "@odin/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ProblemError } from "../../platform/problems";
import type { BrandCarousel, BrandsService } from "./brands.service";

export async function brandsRoutes(app: FastifyInstance, options: { brands: BrandsService }) {
  const { brands } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/api/brandListV2",
    {
      schema: {
        tags: ["brands"],
        summary: "All brands, A-Z by name",
        response: { 200: brandListResponse },
      },
    },
    async () => brands.list(),
  );

  const carousel = (kind: BrandCarousel, summary: string) =>
    routes.get(
      `/api/brand/${kind}/:brandId`,
      {
        schema: {
          tags: ["brands"],
          summary,
          params: brandIdParams,
          response: { 200: carouselResponse },
        },
      },
      async (request) => {
        const answer = await brands.carousel(request.params.brandId, kind);
        if (!answer) {
          throw new ProblemError({ status: 404, code: ERROR_CODES.notFound, detail: "No such brand." });
        }
        return answer;
      },
    );
  carousel("newArrivals", "A brand's new arrivals, newest first (at most 20)");
  carousel("onSale", "A brand's styles on sale, biggest discount first (at most 20)");
}
