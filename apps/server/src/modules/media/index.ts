import type { FastifyInstance } from "fastify";
import { mediaRoutes } from "./media.routes";
import { createMediaService, type MediaService } from "./media.service";

/** Generated product pictures and banners: the service with its byte cache, and its routes on `app`. */
export function registerMedia(app: FastifyInstance): MediaService {
  const media = createMediaService();
  mediaRoutes(app, media);
  return media;
}
