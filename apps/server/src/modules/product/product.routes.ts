import {
  ERROR_CODES,
  productDetail,
  productDetailRequest,
  similarStylesRequest,
  sizeChart,
  sizeChartParams,
  styleIdsRequest,
  styleListResponse,
} from "@odin/contracts";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ProblemError } from "../../platform/problems";
import type { ProductService } from "./product.service";

const notFound = (detail: string) => new ProblemError({ status: 404, code: ERROR_CODES.notFound, detail });

export async function productRoutes(app: FastifyInstance, options: { product: ProductService }) {
  const { product } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    "/api/product/details",
    {
      schema: {
        tags: ["product"],
        summary: "Product page data of a style",
        description: "Answers 404 for an unknown style. Money is integer paise.",
        body: productDetailRequest,
        response: { 200: productDetail },
      },
    },
    async (request, reply) => {
      const json = await product.detailJson(request.body.styleId);
      if (json === null) throw notFound("No style with this id.");
      // Already serialized (and cached as text): Fastify sends a JSON string as it is, so the
      // reply is widened from the schema's object type to send the text.
      return (reply as FastifyReply).type("application/json").send(json);
    },
  );

  for (const [path, summary] of [
    ["/api/product/multipleStyles", "Several styles as product cards, in the order asked"],
    ["/api/product/recentlyViewedStyles", "Recently viewed styles as product cards, in the order asked"],
  ] as const) {
    routes.post(
      path,
      {
        schema: {
          tags: ["product"],
          summary,
          description: "Unknown style ids are skipped.",
          body: styleIdsRequest,
          response: { 200: styleListResponse },
        },
      },
      async (request) => product.styles(request.body.styleIds),
    );
  }

  routes.post(
    "/api/product/similarStyles",
    {
      schema: {
        tags: ["product"],
        summary: "In-stock styles like this one",
        description:
          "Other in-stock styles of the same article type and gender, not colourways of the same design, " +
          "nearest in price first. An unknown style has none.",
        body: similarStylesRequest,
        response: { 200: styleListResponse },
      },
    },
    async (request) => product.similar(request.body.styleId, request.body.limit),
  );

  routes.get(
    "/api/sizeCharts/:id",
    {
      schema: {
        tags: ["product"],
        summary: "A size chart: column headings and one row per size",
        params: sizeChartParams,
        response: { 200: sizeChart },
      },
    },
    async (request) => {
      const chart = await product.sizeChart(request.params.id);
      if (!chart) throw notFound("No size chart with this id.");
      return chart;
    },
  );
}
