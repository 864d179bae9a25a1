import { fail, ok, REVIEWS, type StorefrontServices, sessionProblems } from "@odin/contracts";
import type { PageRequest } from "../../platform/composition";
import type { ReviewsService } from "./reviews.service";

/**
 * Reviews of server-rendered pages (decision 26): the same service as `/api/reviews/*`, for the shopper
 * the page request's cookies name. Reading needs nobody; without a shopper every change answers
 * `signInRequired`.
 */
export function reviewsPage(reviews: ReviewsService) {
  return ({ shopper }: Pick<PageRequest, "shopper">): StorefrontServices["reviews"] => {
    const signInRequired = async () => fail(sessionProblems.signInRequired());
    const page = (styleId: number, pageNumber: number) => ({
      styleIds: [styleId],
      pageNumber,
      pageSize: REVIEWS.pageSize,
    });
    const reading = {
      productReviews: (styleId: number) => reviews.productReviews(styleId),
      published: (styleId: number, pageNumber: number) => reviews.published(page(styleId, pageNumber)),
      photos: (styleId: number, pageNumber: number) => reviews.photos(page(styleId, pageNumber)),
    };
    if (!shopper) {
      return {
        ...reading,
        own: signInRequired,
        uploadImage: signInRequired,
        deleteImage: signInRequired,
        write: signInRequired,
        edit: signInRequired,
      };
    }
    const { userId } = shopper;
    return {
      ...reading,
      async own(styleId) {
        const [mine, canReview] = await Promise.all([
          reviews.own(userId, [styleId]),
          reviews.canReview(userId, styleId),
        ]);
        return ok({ review: mine.reviews[0] ?? null, canReview });
      },
      uploadImage: (bytes) =>
        reviews.uploadImage(userId, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)),
      deleteImage: (imagePath) => reviews.deleteImage(userId, imagePath),
      write: (request) => reviews.write(userId, request),
      edit: (reviewId, request) => reviews.edit(userId, reviewId, request),
    };
  };
}
