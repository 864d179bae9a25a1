import { z } from "zod";
import { REVIEWS } from "../reviews/constants";
import { boundedIntParam, idParam, multilineText, text } from "../shared/primitives";
import { auditEntry } from "./audit";

/**
 * The back office's moderation of reviews (decision 60, after decision 36): the queue, publishing,
 * rejecting with a reason the author is told, and the store's reply shown under a review.
 */

export const ADMIN_REVIEWS = {
  pageSize: 50,
  /** The store's reply under a review. // value not given by the spec */
  maxReplyChars: 2_000,
  /** The audit entries a review's page shows, newest first. */
  historyLimit: 50,
} as const;

export const adminReviewsQuery = z.object({
  /** UNDER_MODERATION unless asked otherwise: the work waiting. */
  status: z.enum(REVIEWS.moderationStatuses).default("UNDER_MODERATION"),
  /** One style's reviews only: what its buyers said, in the state asked for. */
  styleId: idParam.optional(),
  /** The `next` of the page before. */
  after: text(64).optional(),
  limit: boundedIntParam(1, 200).default(ADMIN_REVIEWS.pageSize),
});
export type AdminReviewsQuery = z.input<typeof adminReviewsQuery>;

export const adminReviewParams = z.object({ reviewId: idParam });

/** One of a review's photos, by its stored name (`<uuid>.webp`), for the moderators. */
export const adminReviewPhotoParams = z.object({
  reviewId: idParam,
  photo: text(48).regex(/^[0-9a-f-]{36}\.webp$/),
});

/** A review as the moderators see it: everything, the author's account and the rejection reason too. */
export const adminReview = z.object({
  reviewId: z.number().int(),
  styleId: z.number().int(),
  styleName: z.string().nullable(),
  brandName: z.string().nullable(),
  author: z.object({
    name: z.string(),
    /** The author's account; null for a seeded review. */
    userId: z.number().int().nullable(),
    email: z.string().nullable(),
  }),
  rating: z.number().int(),
  text: z.string(),
  colour: z.string().nullable(),
  size: z.string().nullable(),
  /** The photos' public addresses (`/review-images/<uuid>.webp`), which serve them once published. */
  images: z.array(z.string()),
  /** The same photos for the moderators, whatever the review's state (`/admin/api/reviews/{id}/photos/<uuid>.webp`). */
  photos: z.array(z.string()),
  status: z.enum(REVIEWS.moderationStatuses),
  verifiedPurchase: z.boolean(),
  rejectionReason: z.string().nullable(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminReview = z.infer<typeof adminReview>;

/**
 * One review's page: the review and its audit entries (decisions, replies), so a moderator sees who
 * did what to it without the audit log's own permission, as every record page does.
 */
export const adminReviewDetails = adminReview.extend({ audit: z.array(auditEntry) });
export type AdminReviewDetails = z.infer<typeof adminReviewDetails>;

export const adminReviewsPage = z.object({
  reviews: z.array(adminReview),
  /** Pass as `after` for the next page; null on the last. */
  next: z.string().nullable(),
});
export type AdminReviewsPage = z.infer<typeof adminReviewsPage>;

export const adminRejectBody = z.object({
  reason: multilineText(REVIEWS.maxReasonChars).trim().min(3),
});

/** The store's reply; an empty reply takes it away. */
export const adminReplyBody = z.object({
  reply: multilineText(ADMIN_REVIEWS.maxReplyChars).trim(),
});
