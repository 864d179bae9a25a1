import { z } from "zod";
import { boundedInt, id, idParam, multilineText, text } from "../shared/primitives";
import { REVIEW_IMAGE_PATH, REVIEWS } from "./constants";
import * as messages from "./messages";
import { reviewRatingProblem, reviewTextProblem } from "./review-rules";

/** Reviews of styles (spec 2 §3 "Review", §4 moderation, §5 rules, §7 "Reviews"). */

export const reviewStatus = z.enum(REVIEWS.moderationStatuses);

/** A stored photo's address, as the upload answered it. */
export const reviewImagePath = text(64).regex(REVIEW_IMAGE_PATH, { error: messages.reviews.imageNotFound });

export const review = z.object({
  reviewId: z.number().int(),
  styleId: z.number().int(),
  authorName: z.string(),
  rating: z.number().int(),
  text: z.string(),
  colour: z.string().optional(),
  size: z.string().optional(),
  images: z.array(z.string()),
  /** Shown to everyone as PUBLISHED; the author also sees UNDER_MODERATION and REJECTED. */
  status: reviewStatus,
  /** The author bought the style (an order of theirs holds it). */
  verifiedPurchase: z.boolean(),
  /** The operator's reason for a rejection: to the author only. */
  rejectionReason: z.string().optional(),
  /** The store's reply, shown under the review ("Reply from the store"), and when it was written. */
  reply: z.string().optional(),
  repliedAt: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Review = z.infer<typeof review>;

export const reviewList = z.object({
  reviews: z.array(review),
  totalReviews: z.number().int(),
  totalPages: z.number().int(),
  currentPage: z.number().int(),
});
export type ReviewList = z.infer<typeof reviewList>;

/** Paged reviews or photos of styles (spec 2 §7: pageNumber, pageSize 50, styleIds). */
export const reviewPageRequest = z.object({
  styleIds: z.array(id).min(1).max(REVIEWS.pageSize),
  pageNumber: boundedInt(1, 100_000).default(1),
  pageSize: boundedInt(1, REVIEWS.pageSize).default(REVIEWS.pageSize),
});
export type ReviewPageRequest = z.input<typeof reviewPageRequest>;

/** The signed-in shopper's own reviews of some styles, whatever their moderation state. */
export const ownReviewsRequest = z.object({ styleIds: z.array(id).min(1).max(REVIEWS.pageSize) });

export const reviewIdRequest = z.object({ reviewId: id });

export const reviewIdParams = z.object({ id: idParam });

export const customerPhoto = z.object({
  imagePath: z.string(),
  reviewId: z.number().int(),
  styleId: z.number().int(),
  authorName: z.string(),
});

export const customerPhotos = z.object({
  images: z.array(customerPhoto),
  totalImages: z.number().int(),
  totalPages: z.number().int(),
  currentPage: z.number().int(),
});
export type CustomerPhotos = z.infer<typeof customerPhotos>;

/** The review rules a form needs (spec 2 §5, §9). */
export const reviewsConfig = z.object({
  minChars: z.number().int(),
  maxChars: z.number().int(),
  pageSize: z.number().int(),
  maxImages: z.number().int(),
  maxImageBytes: z.number().int(),
  imageTypes: z.array(z.string()),
});

/** The answer to an upload: where the re-encoded photo is served. */
export const reviewImage = z.object({ imagePath: z.string() });

export const reviewImageDeleteRequest = z.object({ imagePath: reviewImagePath });

const reviewFields = {
  rating: boundedInt(REVIEWS.minRating, REVIEWS.maxRating),
  text: multilineText(REVIEWS.maxChars + 200).default(""),
  colour: text(REVIEWS.maxColourChars).trim().optional(),
  size: text(REVIEWS.maxSizeChars).trim().optional(),
  images: z
    .array(reviewImagePath)
    .max(REVIEWS.maxImages, { error: messages.reviews.tooManyImages })
    .default([]),
};

type ReviewFields = { rating: number; text: string; images: string[] };

function checkRules(value: ReviewFields, context: z.RefinementCtx) {
  const ratingProblem = reviewRatingProblem(value.rating);
  if (ratingProblem) context.addIssue({ code: "custom", path: ["rating"], message: ratingProblem });
  const textProblem = reviewTextProblem(value.text, value.images.length);
  if (textProblem) context.addIssue({ code: "custom", path: ["text"], message: textProblem });
}

/** A new review of a style; its photos are uploaded first (`POST /api/reviews/images`). */
export const reviewRequest = z.object({ styleId: id, ...reviewFields }).superRefine(checkRules);
export type ReviewRequest = z.output<typeof reviewRequest>;

/** An edit replaces the review's rating, text, colour, size and photos; it goes back to moderation. */
export const reviewEditRequest = z.object(reviewFields).superRefine(checkRules);
export type ReviewEditRequest = z.output<typeof reviewEditRequest>;

/** The product page's reviews block: a few published reviews and customer photos. */
export interface ProductReviews {
  reviews: Review[];
  photos: CustomerPhotos["images"];
  totalPhotos: number;
}
