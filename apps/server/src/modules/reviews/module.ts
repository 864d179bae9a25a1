import type { AppModule } from "../../platform/composition";
import { jobRegistryOf } from "../../platform/jobs";
import { orderRatingsRoutes } from "./order-ratings.routes";
import { createOrderRatingsService, type OrderRatingsService } from "./order-ratings.service";
import { orderRatingsPage } from "./order-ratings-page";
import { reviewsOps } from "./reviews.ops";
import { reviewsRoutes } from "./reviews.routes";
import { createReviewsService, type ReviewsService } from "./reviews.service";
import { reviewsAdminRoutes } from "./reviews-admin.routes";
import { createReviewModeration } from "./reviews-moderation";
import { reviewsPage } from "./reviews-page";
import { dropUnusedReviewPhotoJob } from "./unused-photos";

declare module "../../platform/composition" {
  interface Services {
    reviews: ReviewsService;
    orderRatings: OrderRatingsService;
  }
}

/**
 * Reviews with photos and ratings of whole orders: the services, their routes, the job that drops
 * unused photos, and moderation: the back office's routes and the operator's commands, one service.
 */
export const reviewsModule = {
  name: "reviews",
  register({ app, db, storage, pictures, limits, siteOrigin }, { changes, verifyAccessToken, outbox }) {
    const reviews = createReviewsService({
      db,
      storage,
      changes,
      pictures,
      writes: limits.reviewChangesPerShopper,
      uploads: limits.reviewPhotoUploadsPerShopper,
    });
    reviewsRoutes(app, reviews, verifyAccessToken);
    const moderation = createReviewModeration({
      db,
      outbox,
      storage,
      siteOrigin,
      committed: () => outbox.kick(),
    });
    reviewsAdminRoutes(app, moderation);
    jobRegistryOf(app).add(dropUnusedReviewPhotoJob({ storage }));
    const orderRatings = createOrderRatingsService({ db });
    orderRatingsRoutes(app, orderRatings);
    return { reviews, orderRatings };
  },
  pages: {
    reviews: ({ reviews }) => reviewsPage(reviews),
    orderRatings: ({ orderRatings }) => orderRatingsPage(orderRatings),
  },
  ops: reviewsOps,
} satisfies AppModule;
