import multipart from "@fastify/multipart";
import { fail, MESSAGES, REVIEWS, reviewsProblems, routes, unwrap } from "@odin/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { accessTokenOf, signedInUserId, type VerifyAccessToken } from "../../platform/auth-guard";
import { serve } from "../../platform/serve";
import type { ReviewsService } from "./reviews.service";

const OWNER =
  "Only the signed-in shopper's own reviews and photos: another shopper's answer 404, as an unknown id does.";
const RULES =
  `Rating 1 to 5; text 3 to 10000 characters, required when photos are attached ("${MESSAGES.reviews.descriptionRequiredWithImage}"); ` +
  `at most ${REVIEWS.maxImages} photos, each an \`imagePath\` the shopper uploaded. Only a shopper with a placed order ` +
  "holding the style may review it (403), once per style (409: edit instead). The review waits under moderation. " +
  `A shopper may write or edit a limited number of reviews an hour (429, "${MESSAGES.reviews.tooManyChanges}").`;

/** The one file of an upload, read into memory within the size limit; the problem for anything else. */
async function uploadedBytes(request: FastifyRequest): Promise<Buffer> {
  let file: Awaited<ReturnType<FastifyRequest["file"]>>;
  let bytes: Buffer | undefined;
  try {
    file = await request.file();
    bytes = await file?.toBuffer();
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") return unwrap(fail(reviewsProblems.imageTooLarge()));
    if (code?.startsWith("FST_")) return unwrap(fail(reviewsProblems.notAnImage()));
    throw error;
  }
  return bytes ?? unwrap(fail(reviewsProblems.notAnImage()));
}

/** Reviews and their photos (spec 2 §7 "Reviews"; API.md "reviews"). */
export function reviewsRoutes(
  app: FastifyInstance,
  reviews: ReviewsService,
  verifyAccessToken: VerifyAccessToken,
): void {
  serve(app, routes.reviewsConfig, {
    tag: "reviews",
    summary: "The review form's limits",
    handler: async () => ({
      minChars: REVIEWS.minChars,
      maxChars: REVIEWS.maxChars,
      pageSize: REVIEWS.pageSize,
      maxImages: REVIEWS.maxImages,
      maxImageBytes: REVIEWS.maxImageBytes,
      imageTypes: [...REVIEWS.imageTypes],
    }),
  });

  // Multipart bodies are parsed in this scope only, bounded to one file of the photo size limit.
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        files: 1,
        fileSize: REVIEWS.maxImageBytes,
        fields: 0,
        parts: 1,
        fieldSize: 0,
        headerPairs: 20,
      },
    });
    serve(scope, routes.reviewImageUpload, {
      tag: "reviews",
      summary: "Upload a review photo",
      description:
        `A \`multipart/form-data\` body with one file (JPEG, PNG or WebP by its bytes, at most ${REVIEWS.maxImageBytes} bytes). ` +
        "It is re-encoded to WebP without metadata and served from the answered `imagePath`, to its uploader only " +
        "until a published review shows it. Not a picture: 415; " +
        `too large: 413 ("${MESSAGES.reviews.imageTooLarge}" or "${MESSAGES.reviews.imageTooManyPixels}"). ` +
        `A shopper may hold ${REVIEWS.maxImages * 4} photos no review carries yet, and upload a limited number ` +
        `an hour, deleted ones too (429, "${MESSAGES.reviews.tooManyPhotoUploads}").`,
      handler: async (request) =>
        unwrap(await reviews.uploadImage(signedInUserId(request), await uploadedBytes(request))),
    });
  });

  serve(app, routes.reviewImageDelete, {
    tag: "reviews",
    summary: "Delete a review photo",
    description: `A photo a review carries leaves it, and the review goes back to moderation. ${OWNER}`,
    handler: async (request) => {
      const { imagePath } = request.body;
      unwrap(await reviews.deleteImage(signedInUserId(request), imagePath));
      return { imagePath };
    },
  });

  serve(app, routes.reviewWrite, {
    tag: "reviews",
    summary: "Write a review of a style",
    description: RULES,
    handler: async (request) => unwrap(await reviews.write(signedInUserId(request), request.body)),
  });

  serve(app, routes.reviewEdit, {
    tag: "reviews",
    summary: "Edit the shopper's review",
    description:
      `The review goes back to moderation ("${MESSAGES.reviews.underModeration}"). Edits count with writes ` +
      `against the shopper's hourly limit (429). ${OWNER}`,
    handler: async (request) =>
      unwrap(await reviews.edit(signedInUserId(request), request.params.id, request.body)),
  });

  serve(app, routes.reviewsOwn, {
    tag: "reviews",
    summary: "The shopper's own reviews of styles, with their moderation state",
    handler: async (request) => reviews.own(signedInUserId(request), request.body.styleIds),
  });

  serve(app, routes.reviewsAll, {
    tag: "reviews",
    summary: "Published reviews of styles, newest first, 50 to a page",
    handler: async (request) => reviews.published(request.body),
  });

  serve(app, routes.reviewsPhotos, {
    tag: "reviews",
    summary: "Photos of the styles' published reviews",
    handler: async (request) => reviews.photos(request.body),
  });

  serve(app, routes.reviewById, {
    tag: "reviews",
    summary: "One review",
    description:
      "A published review to anyone; a review under moderation or rejected to its author only (else 404).",
    handler: async (request) =>
      unwrap(await reviews.byId(request.user?.userId ?? null, request.body.reviewId)),
  });

  /**
   * The shopper an image request's token names, asked only for a photo not published. A token that is
   * not valid is nobody: an image cannot refresh it.
   */
  const viewerOf = (request: FastifyRequest) => async (): Promise<number | null> => {
    const token = accessTokenOf(request);
    if (!token) return null;
    const shopper = await verifyAccessToken(token);
    return shopper.ok ? shopper.value.userId : null;
  };

  app.get<{ Params: { name: string } }>(
    "/review-images/:name",
    { schema: { hide: true } },
    async (request, reply) => {
      const found = await reviews.image(`/review-images/${request.params.name}`, viewerOf(request));
      // Another shopper, or a visitor, is answered as for a photo that does not exist, and no cache keeps it.
      if (!found)
        return reply.code(404).header("cache-control", "no-store").type("text/plain").send("Not found");
      // A published photo's address never changes content; a deleted one may stay in caches for a day.
      // Any other is its uploader's alone: no shared cache may keep it, nor serve it to someone else.
      const caching = found.published ? "public, max-age=86400" : "private, no-store";
      return reply.type(found.photo.contentType).header("cache-control", caching).send(found.photo.body);
    },
  );
}
