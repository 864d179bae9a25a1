import type { AppModule } from "../../platform/composition";
import { catalogGate } from "./catalog-gate";
import { mediaOps } from "./media.ops";
import { mediaRoutes } from "./media.routes";
import { createMediaService } from "./media.service";

/**
 * Product pictures and banners: the drawing service with its byte cache, and the routes that draw
 * product pictures only in the catalog's silhouettes and colours and serve the photographs operators
 * imported (decision 39); the photo import commands.
 */
export const mediaModule = {
  name: "media",
  register({ app, db, storage }, { changes }) {
    mediaRoutes(app, { media: createMediaService(), gate: catalogGate(db, changes), storage });
  },
  ops: mediaOps,
} satisfies AppModule;
