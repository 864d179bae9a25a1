import { adminRoutes, unwrap } from "@odin/contracts";
import type { FastifyInstance } from "fastify";
import { auditActorOf } from "../../platform/audit";
import { serve } from "../../platform/serve";
import { signedInStaff } from "../../platform/staff-guard";
import type { ReviewModeration } from "./reviews-moderation";

const TAG = "admin reviews";
const SCOPE =
  "A staff member limited to some brands sees and moderates only their styles' reviews (else 403 " +
  "OUT_OF_SCOPE); an unknown review answers 404.";
const AUDITED = "Audited with the review's status, rejection reason and reply before and after.";

/** The back office's moderation of reviews (decisions 36, 60), through the service `npm run ops` uses. */
export function reviewsAdminRoutes(app: FastifyInstance, moderation: ReviewModeration): void {
  serve(app, adminRoutes.adminReviews, {
    tag: TAG,
    summary: "Reviews by moderation state: those waiting first in line",
    description:
      "UNDER_MODERATION unless `status` says otherwise, the longest waiting first; PUBLISHED and REJECTED " +
      "the latest first; `styleId` keeps one style's. Keyset pages (`next`), no count; a cursor this server " +
      `did not write answers 404. Photos by their addresses, which staff may open. ${SCOPE}`,
    handler: async (request) => unwrap(await moderation.page(signedInStaff(request), request.query)),
  });

  serve(app, adminRoutes.adminReview, {
    tag: TAG,
    summary: "One review as the moderators see it",
    description: SCOPE,
    handler: async (request) =>
      unwrap(await moderation.review(signedInStaff(request), request.params.reviewId)),
  });

  serve(app, adminRoutes.adminReviewPhoto, {
    tag: TAG,
    summary: "One of a review's photos, whatever the review's state",
    description:
      "`image/webp`, never kept by a shared cache. A photo the review does not hold answers 404, as an " +
      `unknown one does. ${SCOPE}`,
    handler: async (request, reply) => {
      const { reviewId, photo } = request.params;
      const stored = unwrap(await moderation.photo(signedInStaff(request), reviewId, photo));
      return reply.type(stored.contentType).header("cache-control", "private, no-store").send(stored.body);
    },
  });

  serve(app, adminRoutes.adminReviewPublish, {
    tag: TAG,
    summary: "Publish a review: listed on the product page and counted in the rating",
    description: `409 ALREADY_MODERATED when already published. ${AUDITED} ${SCOPE}`,
    handler: async (request) =>
      unwrap(
        await moderation.publish(signedInStaff(request), auditActorOf(request), request.params.reviewId),
      ),
  });

  serve(app, adminRoutes.adminReviewReject, {
    tag: TAG,
    summary: "Reject a review with a reason its author is told",
    description:
      "The reason shows on the author's review, and is e-mailed to them when their account has an " +
      `address. A published review rejected is taken off the product page. 409 when already rejected. ${AUDITED} ${SCOPE}`,
    handler: async (request) =>
      unwrap(
        await moderation.reject(
          signedInStaff(request),
          auditActorOf(request),
          request.params.reviewId,
          request.body.reason,
        ),
      ),
  });

  serve(app, adminRoutes.adminReviewReply, {
    tag: TAG,
    summary: "The store's reply, shown under the review on the product page",
    description: `An empty reply takes it away. 409 REVIEW_REJECTED for a rejected review. ${AUDITED} ${SCOPE}`,
    handler: async (request) =>
      unwrap(
        await moderation.reply(
          signedInStaff(request),
          auditActorOf(request),
          request.params.reviewId,
          request.body.reply,
        ),
      ),
  });
}
