import { MESSAGES } from "../messages";
import { defineProblems, type ProblemName } from "../result";
import { ERROR_CODES } from "../shared/error-codes";
import type { SessionProblem } from "../shared/problems";

/** The code of a photo refused for its size, whether too many bytes or too many pixels. */
const IMAGE_TOO_LARGE = "IMAGE_TOO_LARGE";

/**
 * The review calls' expected failures (spec 2 §5, §8). Guests may read reviews, not write them:
 * `sessionProblems.signInRequired`.
 */
export const reviewsProblems = defineProblems({
  unknownStyle: () => ({ status: 404, code: ERROR_CODES.notFound, detail: MESSAGES.reviews.styleNotFound }),
  /** No order of the shopper's holds the style. */
  notPurchased: () => ({ status: 403, code: ERROR_CODES.forbidden, detail: MESSAGES.reviews.notPurchased }),
  /** One review per shopper and style: a second one is an edit. */
  alreadyReviewed: () => ({ status: 409, code: "REVIEW_EXISTS", detail: MESSAGES.reviews.alreadyReviewed }),
  /** No such review, or not one the caller may see or change: another shopper's is answered the same. */
  unknownReview: () => ({ status: 404, code: ERROR_CODES.notFound, detail: MESSAGES.reviews.reviewNotFound }),
  /** No such photo among the shopper's own: another shopper's is answered the same. */
  unknownImage: () => ({ status: 404, code: ERROR_CODES.notFound, detail: MESSAGES.reviews.imageNotFound }),
  /** The bytes are not a JPEG, PNG or WebP picture that decodes. */
  notAnImage: () => ({ status: 415, code: "IMAGE_NOT_ACCEPTED", detail: MESSAGES.reviews.notAnImage }),
  imageTooLarge: () => ({ status: 413, code: IMAGE_TOO_LARGE, detail: MESSAGES.reviews.imageTooLarge }),
  /** More pixels than a photo may have, read from its header: refused before it is decoded. */
  imageTooManyPixels: () => ({
    status: 413,
    code: IMAGE_TOO_LARGE,
    detail: MESSAGES.reviews.imageTooManyPixels,
  }),
  /** More photos than a review holds, or than a shopper may keep waiting for a review. */
  tooManyImages: () => ({
    status: 400,
    code: ERROR_CODES.validation,
    detail: MESSAGES.reviews.tooManyImages,
  }),
  /** Reviews written or edited by one shopper past the hour's limit. */
  tooManyChanges: () => ({
    status: 429,
    code: ERROR_CODES.rateLimited,
    detail: MESSAGES.reviews.tooManyChanges,
  }),
  /** Photos uploaded by one shopper past the hour's limit, deleted ones counted too. */
  tooManyPhotoUploads: () => ({
    status: 429,
    code: ERROR_CODES.rateLimited,
    detail: MESSAGES.reviews.tooManyPhotoUploads,
  }),
  /** A moderation step that does not apply: publishing a published review. */
  alreadyModerated: (status: string) => ({
    status: 409,
    code: "ALREADY_MODERATED",
    detail: `The review is already ${status}.`,
  }),
});

/** Why a review call was refused, or nobody is signed in. */
export type ReviewProblem = ProblemName<typeof reviewsProblems> | SessionProblem;

/** Rating an order's expected failures (spec 3 §2, §8; decision 45); a guest's is `sessionProblems.signInRequired`. */
export const orderRatingsProblems = defineProblems({
  /** No such order among the shopper's: another shopper's is answered the same. */
  unknownOrder: () => ({ status: 404, code: ERROR_CODES.notFound, detail: MESSAGES.checkout.orderIdMissing }),
  /** No item of the order is delivered, collected or returned yet. */
  notRateable: () => ({ status: 409, code: "ORDER_NOT_RATEABLE", detail: MESSAGES.reviews.orderNotRateable }),
});

/** Why rating an order was refused: nobody is signed in, not the shopper's order, or nothing delivered yet. */
export type OrderRatingProblem = ProblemName<typeof orderRatingsProblems> | SessionProblem;
