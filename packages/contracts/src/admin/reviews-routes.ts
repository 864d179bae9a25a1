import type { RouteSpec } from "../route-spec";

/** The back office's moderation of reviews (decision 60): the queue, publish, reject, reply. */
export const adminReviewsRouteMap = {
  adminReviews: {
    method: "GET",
    path: "/admin/api/reviews",
    query: "adminReviewsQuery",
    response: "adminReviewsPage",
    permission: "reviews:read",
  },
  adminReview: {
    method: "GET",
    path: "/admin/api/reviews/:reviewId",
    params: "adminReviewParams",
    response: "adminReviewDetails",
    permission: "reviews:read",
  },
  adminReviewPhoto: {
    method: "GET",
    path: "/admin/api/reviews/:reviewId/photos/:photo",
    params: "adminReviewPhotoParams",
    document: "image/webp",
    permission: "reviews:read",
  },
  adminReviewPublish: {
    method: "POST",
    path: "/admin/api/reviews/:reviewId/publish",
    params: "adminReviewParams",
    body: "adminActionBody",
    response: "adminReview",
    permission: "reviews:write",
  },
  adminReviewReject: {
    method: "POST",
    path: "/admin/api/reviews/:reviewId/reject",
    params: "adminReviewParams",
    body: "adminRejectBody",
    response: "adminReview",
    permission: "reviews:write",
  },
  adminReviewReply: {
    method: "PUT",
    path: "/admin/api/reviews/:reviewId/reply",
    params: "adminReviewParams",
    body: "adminReplyBody",
    response: "adminReview",
    permission: "reviews:write",
  },
} as const satisfies Record<string, RouteSpec>;
