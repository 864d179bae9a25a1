import { ERROR_CODES, pageTypeQuery, pageTypeResponse } from "@odin/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ProblemError } from "../../platform/problems";
import type { PagesService } from "./pages.service";

/** Page types change when editors publish a page; a minute of caching is fresh enough. */
const PAGE_TYPE_CACHE = "public, max-age=60";

export async function pagesRoutes(app: FastifyInstance, options: { pages: PagesService }) {
  const { pages } = options;
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/getType",
    {
      schema: {
        tags: ["content"],
        summary: "What the catch-all route shows at a path (spec 2 §2)",
        querystring: pageTypeQuery,
        response: { 200: pageTypeResponse },
      },
    },
    async (request, reply) => {
      const { typeId, cid } = request.query;
      const page = await pages.pageType(typeId, cid || undefined);
      if (!page) {
        throw new ProblemError({ status: 404, code: ERROR_CODES.notFound, detail: "No page lives here." });
      }
      reply.header("cache-control", PAGE_TYPE_CACHE);
      return page;
    },
  );
}
