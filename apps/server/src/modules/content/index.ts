import type { Database } from "@odin/db";
import type { FastifyInstance } from "fastify";
import { contentRoutes } from "./content.routes";
import { type ContentService, createContentService } from "./content.service";

/** Editorial content (navigation, footer, master templates): the service, and its routes on `app`. */
export function registerContent(app: FastifyInstance, deps: { db: Database }): ContentService {
  const content = createContentService(deps.db, app.log);
  contentRoutes(app, content);
  return content;
}
