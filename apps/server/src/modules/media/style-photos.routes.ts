import multipart from "@fastify/multipart";
import { adminRoutes, CATALOGUE, catalogueProblems, fail, mediaProblems, unwrap } from "@odin/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { serve } from "../../platform/serve";
import { signedInStaff } from "../../platform/staff-guard";
import { catalogueStaffOf } from "../declarations";
import type { StylePhotosService } from "./style-photos";

const TAG = "admin";
const SCOPE = "A style of a brand outside the staff member's scope answers 403; an unknown style 404.";

/** The one file of a multipart body, or the refusal a shopper's upload gets too. */
async function uploadedPhoto(request: FastifyRequest): Promise<Buffer> {
  try {
    const file = await request.file();
    const bytes = await file?.toBuffer();
    if (bytes) return bytes;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE")
      return unwrap(fail(catalogueProblems.photoTooLarge(CATALOGUE.maxPhotoBytes)));
    if (!code?.startsWith("FST_")) throw error;
  }
  return unwrap(fail(mediaProblems.notAnImage()));
}

/** A style's photographs in the back office (decision 66). */
export function stylePhotosRoutes(app: FastifyInstance, photos: StylePhotosService): void {
  serve(app, adminRoutes.stylePhotos, {
    tag: TAG,
    summary: "A style's views: shown in order, each its photograph or its drawing",
    description: SCOPE,
    async handler(request) {
      return unwrap(await photos.of(request.params.styleId, signedInStaff(request).brandIds));
    },
  });

  serve(app, adminRoutes.stylePhotoRemove, {
    tag: TAG,
    summary: "Remove a view's photograph: its drawing shows again",
    description: `Removing a view without a photograph changes nothing. ${SCOPE}`,
    async handler(request) {
      const { styleId, view } = request.params;
      return unwrap(await photos.remove(styleId, view, catalogueStaffOf(request)));
    },
  });

  serve(app, adminRoutes.stylePhotoOrder, {
    tag: TAG,
    summary: "Choose the views the product page shows, in order",
    description: `A view left out is not shown (its photograph is kept). ${SCOPE}`,
    async handler(request) {
      return unwrap(
        await photos.order(request.params.styleId, request.body.views, catalogueStaffOf(request)),
      );
    },
  });

  // Multipart bodies are parsed in this scope only, bounded to one photograph.
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        files: 1,
        fileSize: CATALOGUE.maxPhotoBytes,
        fields: 0,
        parts: 1,
        fieldSize: 0,
        headerPairs: 20,
      },
    });
    serve(scope, adminRoutes.stylePhotoUpload, {
      tag: TAG,
      summary: "Upload a view's photograph",
      description:
        `A \`multipart/form-data\` body with one file (JPEG, PNG, WebP, AVIF or TIFF, at most ${CATALOGUE.maxPhotoBytes} ` +
        "bytes), cropped to the storefront's frame, re-encoded to WebP without its metadata, stored, then shown in " +
        `place of the view's drawing (the view joins those shown when it was not). Not a picture: 400. ${SCOPE}`,
      async handler(request) {
        const { styleId, view } = request.params;
        const bytes = await uploadedPhoto(request);
        return unwrap(await photos.upload(styleId, view, bytes, catalogueStaffOf(request)));
      },
    });
  });
}
