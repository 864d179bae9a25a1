import type { RouteSpec } from "../route-spec";

/** Reviews (spec 2 §2-§5, §7) and order ratings (spec 3 §2). */
export const reviewsRouteMap = {
  reviewsConfig: { method: "GET", path: "/api/reviews/config", response: "reviewsConfig" },
  /** A multipart body with one file part named `image`; no JSON body. */
  reviewImageUpload: {
    method: "POST",
    path: "/api/reviews/images",
    response: "reviewImage",
    signIn: "required",
  },
  reviewImageDelete: {
    method: "DELETE",
    path: "/api/reviews/images",
    body: "reviewImageDeleteRequest",
    response: "reviewImage",
    signIn: "required",
  },
  reviewWrite: {
    method: "POST",
    path: "/api/reviews",
    body: "reviewRequest",
    response: "review",
    signIn: "required",
  },
  reviewEdit: {
    method: "PUT",
    path: "/api/reviews/:id",
    params: "reviewIdParams",
    body: "reviewEditRequest",
    response: "review",
    signIn: "required",
  },
  reviewsOwn: {
    method: "POST",
    path: "/api/reviews/fetch",
    body: "ownReviewsRequest",
    response: "reviewList",
    signIn: "required",
  },
  reviewsAll: {
    method: "POST",
    path: "/api/reviews/allreviews",
    body: "reviewPageRequest",
    response: "reviewList",
  },
  reviewsPhotos: {
    method: "POST",
    path: "/api/reviews/customerphotos",
    body: "reviewPageRequest",
    response: "customerPhotos",
  },
  reviewById: {
    method: "POST",
    path: "/api/reviews/fetchwithId",
    body: "reviewIdRequest",
    response: "review",
    signIn: "optional",
  },
  orderRatingSave: {
    method: "POST",
    path: "/api/reviews/orderConfirmation",
    body: "orderRatingRequest",
    response: "orderRating",
    signIn: "required",
  },
  orderRatingOf: {
    method: "GET",
    path: "/api/reviews/orderConfirmation/:orderId",
    params: "orderIdParam",
    response: "orderRatingView",
    signIn: "required",
  },
} as const satisfies Record<string, RouteSpec>;
