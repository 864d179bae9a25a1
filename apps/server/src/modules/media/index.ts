import type { Database } from "@odin/db";
import type { FastifyInstance } from "fastify";
import type { ObjectStorage } from "../../platform/storage";
import type { ChangeFeed } from "../catalog";
import { catalogGate } from "./catalog-gate";
import { mediaRoutes } from "./media.routes";
import { createMediaService, type MediaService } from "./media.service";

/**
 * Product pictures and banners: the drawing service with its byte cache, and the routes on `app`
 * that draw product pictures only in the catalog's silhouettes and colours and serve the
 * photographs operators imported (decision 39).
 */
export function registerMedia(
  app: FastifyInstance,
  deps: { db: Database; changes: ChangeFeed; storage: ObjectStorage },
): MediaService {
  const media = createMediaService();
  mediaRoutes(app, { media, gate: catalogGate(deps.db, deps.changes), storage: deps.storage });
  return media;
}

export { mediaOps } from "./media.ops";
export { photoDimensions } from "./photo-encode";
