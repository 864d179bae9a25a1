import { routes, unwrap } from "@odin/contracts";
import type { FastifyInstance } from "fastify";
import { serve } from "../../platform/serve";
import type { PagesService } from "./pages.service";

/** Page types change when editors publish a page; a minute of caching is fresh enough. */
const PAGE_TYPE_CACHE = "public, max-age=60";

export function pagesRoutes(app: FastifyInstance, pages: PagesService): void {
  serve(app, routes.pageType, {
    tag: "content",
    summary: "What the catch-all route shows at a path (spec 2 §2)",
    description: "Answers 404 when nothing lives at the path.",
    handler: async (request, reply) => {
      const { typeId, cid } = request.query;
      const page = unwrap(await pages.pageType(typeId, cid || undefined));
      reply.header("cache-control", PAGE_TYPE_CACHE);
      return page;
    },
  });
}
