import type { Database } from "@odin/db";
import type { FastifyInstance } from "fastify";
import { pagesRoutes } from "./pages.routes";
import { createPagesService, type PagesService } from "./pages.service";

export type { PagesService } from "./pages.service";

/** Page types of the catch-all route: the service, and its route on `app`. */
export function registerPages(app: FastifyInstance, deps: { db: Database }): PagesService {
  const pages = createPagesService(deps.db);
  pagesRoutes(app, pages);
  return pages;
}
