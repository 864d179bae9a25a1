import type { AppModule } from "../../platform/composition";
import { catalogGate } from "./catalog-gate";
import { mediaOps } from "./media.ops";
import { mediaRoutes } from "./media.routes";
import { createMediaService } from "./media.service";
import { createStylePhotos } from "./style-photos";
import { stylePhotosRoutes } from "./style-photos.routes";

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

/** A style's photographs in the back office (decision 66): after the staff guard, which serves its routes. */
export const stylePhotosModule = {
  name: "style-photos",
  register({ app, db, storage, config }) {
    stylePhotosRoutes(app, createStylePhotos({ db, storage, maxPixels: config.pictures.importMaxPixels }));
  },
} satisfies AppModule;
