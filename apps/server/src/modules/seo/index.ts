import type { Database } from "@odin/db";
import type { FastifyInstance } from "fastify";
import type { PagesService } from "../pages";
import { seoRoutes } from "./seo.routes";
import { createSitemaps } from "./sitemaps";

/** Sitemaps and robots.txt, on `app`. */
export function registerSeo(
  app: FastifyInstance,
  deps: { db: Database; pages: Pick<PagesService, "routes">; siteOrigin: string },
): void {
  seoRoutes(app, { sitemaps: createSitemaps(deps.db, deps.pages), siteOrigin: deps.siteOrigin });
}
