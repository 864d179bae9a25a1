import { defineProblems, ERROR_CODES, MESSAGES, type ProblemName } from "@odin/contracts";

/** The code of a photo refused for its size, whether too many bytes or too many pixels. */
const IMAGE_TOO_LARGE = "IMAGE_TOO_LARGE";

/** The review calls' expected failures (spec 2 §5, §8). Their HTTP statuses are chosen in reviews.routes.ts. */
export const reviewsProblems = defineProblems({
  /** Guests may read reviews, not write them. */
  signInRequired: () => ({ code: ERROR_CODES.unauthorized, detail: MESSAGES.session.loginToContinue }),
  unknownStyle: () => ({ code: ERROR_CODES.notFound, detail: MESSAGES.reviews.styleNotFound }),
  /** No order of the shopper's holds the style. */
  notPurchased: () => ({ code: ERROR_CODES.forbidden, detail: MESSAGES.reviews.notPurchased }),
  /** One review per shopper and style: a second one is an edit. */
  alreadyReviewed: () => ({ code: "REVIEW_EXISTS", detail: MESSAGES.reviews.alreadyReviewed }),
  /** No such review, or not one the caller may see or change: another shopper's is answered the same. */
  unknownReview: () => ({ code: ERROR_CODES.notFound, detail: MESSAGES.reviews.reviewNotFound }),
  /** No such photo among the shopper's own: another shopper's is answered the same. */
  unknownImage: () => ({ code: ERROR_CODES.notFound, detail: MESSAGES.reviews.imageNotFound }),
  /** The bytes are not a JPEG, PNG or WebP picture that decodes. */
  notAnImage: () => ({ code: "IMAGE_NOT_ACCEPTED", detail: MESSAGES.reviews.notAnImage }),
  imageTooLarge: () => ({ code: IMAGE_TOO_LARGE, detail: MESSAGES.reviews.imageTooLarge }),
  /** More pixels than a photo may have, read from its header: refused before it is decoded. */
  imageTooManyPixels: () => ({ code: IMAGE_TOO_LARGE, detail: MESSAGES.reviews.imageTooManyPixels }),
  /** More photos than a review holds, or than a shopper may keep waiting for a review. */
  tooManyImages: () => ({ code: ERROR_CODES.validation, detail: MESSAGES.reviews.tooManyImages }),
  /** Reviews written or edited by one shopper past the hour's limit. */
  tooManyChanges: () => ({ code: ERROR_CODES.rateLimited, detail: MESSAGES.reviews.tooManyChanges }),
  /** Photos uploaded by one shopper past the hour's limit, deleted ones counted too. */
  tooManyPhotoUploads: () => ({
    code: ERROR_CODES.rateLimited,
    detail: MESSAGES.reviews.tooManyPhotoUploads,
  }),
  /** A moderation step that does not apply: publishing a published review. */
  alreadyModerated: (status: string) => ({
    code: "ALREADY_MODERATED",
    detail: `The review is already ${status}.`,
  }),
});

export type ReviewsProblem = ProblemName<typeof reviewsProblems>;
