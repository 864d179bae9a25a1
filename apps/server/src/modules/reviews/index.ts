import type { Database } from "@odin/db";
import type { FastifyInstance } from "fastify";
import type { VerifyAccessToken } from "../../platform/auth-guard";
import { jobRegistryOf } from "../../platform/jobs";
import type { PictureQueue } from "../../platform/picture-queue";
import type { RateLimiters } from "../../platform/rate-limit";
import type { ObjectStorage } from "../../platform/storage";
import type { ChangeFeed } from "../catalog";
import { orderRatingsRoutes } from "./order-ratings.routes";
import { createOrderRatingsService, type OrderRatingsService } from "./order-ratings.service";
import { reviewsRoutes } from "./reviews.routes";
import { createReviewsService, type ReviewsService } from "./reviews.service";
import { dropUnusedReviewPhotoJob } from "./unused-photos";

/** Reviews with photos: the service, and its routes on `app`. Moderation is the ops commands' (reviews.ops.ts). */
export function registerReviews(
  app: FastifyInstance,
  deps: {
    db: Database;
    storage: ObjectStorage;
    changes: ChangeFeed;
    pictures: PictureQueue;
    limits: Pick<RateLimiters, "reviewChangesPerShopper" | "reviewPhotoUploadsPerShopper">;
    /** Names the shopper of a review photo's request, for a photo not published yet. */
    verifyAccessToken: VerifyAccessToken;
  },
): ReviewsService {
  const { verifyAccessToken, ...service } = deps;
  const reviews = createReviewsService({
    ...service,
    writes: deps.limits.reviewChangesPerShopper,
    uploads: deps.limits.reviewPhotoUploadsPerShopper,
  });
  reviewsRoutes(app, reviews, verifyAccessToken);
  jobRegistryOf(app).add(dropUnusedReviewPhotoJob({ storage: deps.storage }));
  return reviews;
}

/** Ratings of whole orders: the service, and its routes on `app`. */
export function registerOrderRatings(app: FastifyInstance, deps: { db: Database }): OrderRatingsService {
  const ratings = createOrderRatingsService(deps);
  orderRatingsRoutes(app, ratings);
  return ratings;
}

export { orderRatingsPage } from "./order-ratings-page";
export { reviewsOps } from "./reviews.ops";
export { reviewsPage } from "./reviews-page";
