import type { Database } from "@odin/db";
import type { FastifyInstance } from "fastify";
import type { ChangeFeed } from "../catalog/change-feed";
import { catalogGate } from "./catalog-gate";
import { mediaRoutes } from "./media.routes";
import { createMediaService, type MediaService } from "./media.service";

/**
 * Generated product pictures and banners: the service with its byte cache, and its routes on `app`,
 * drawing product pictures only in the silhouettes and colours of the catalog.
 */
export function registerMedia(
  app: FastifyInstance,
  deps: { db: Database; changes: ChangeFeed },
): MediaService {
  const media = createMediaService();
  mediaRoutes(app, media, catalogGate(deps.db, deps.changes));
  return media;
}
