import { REVIEWS } from "./constants";

/**
 * The reviews slice of MESSAGES: ratings and reviews. `../messages.ts` composes the slices into `MESSAGES`,
 * `LABELS` and `formatMessage`: import those, not this file.
 *
 * Every shopper-facing message of the spec, once, with the spec's exact wording (typos and odd spacing
 * included: support scripts and analytics refer to them). Spec references: "s1 §8" means
 * `spec/1-account-and-session.md` section 8, and so on.
 *
 * Where the spec says a message exists but does not give its wording, the text is ours and the line is marked
 * `// wording not given by the spec`. Templates keep their spec placeholders (`{n}`, `$count`, `(n-2)`); fill
 * them through `formatMessage`, never by hand.
 */

export const reviews = {
  notSubmitted: "Ooops! Your review was not submitted", // s2 §8
  uploadFailed: "Not able to upload image", // s2 §8
  deleteFailed: "Not able to delete image", // s2 §8
  descriptionRequiredWithImage: "Please include review description as well if image is uploaded", // s2 §5
  underModeration: "Review under Moderation", // s2 §4
  genericError: "Oops! Something went wrong.", // s2 §8
  submitted: "Thank you! Your review has been submitted and is under moderation.", // wording not given by the spec
  updated: "Your review has been updated and is under moderation.", // wording not given by the spec
  imageUploaded: "Image uploaded.", // wording not given by the spec
  imageDeleted: "Image deleted.", // wording not given by the spec
  lengthInvalid: "Your review must be between 3 and 10000 characters.", // wording not given by the spec
  waitForUpload: "Please wait for the image upload to finish.", // wording not given by the spec
  ratingRequired: "Please select a rating between 1 and 5.", // wording not given by the spec
  notAnImage: "Only JPEG, PNG or WebP photos can be uploaded.", // wording not given by the spec
  imageTooLarge: `Photos must be ${REVIEWS.maxImageBytes / 1024 / 1024} MB or smaller.`, // wording not given by the spec
  imageTooManyPixels: `Photos must be ${REVIEWS.maxImagePixels / 1_000_000} megapixels or smaller (for example 6000 × 4000 pixels).`, // wording not given by the spec
  tooManyChanges: "You have written or edited reviews too often. Please try again later.", // wording not given by the spec
  tooManyPhotoUploads: "You have uploaded too many photos in the last hour. Please try again later.", // wording not given by the spec
  tooManyImages: `A review can carry at most ${REVIEWS.maxImages} photos.`, // wording not given by the spec
  notPurchased: "Only shoppers who bought this product can review it.", // wording not given by the spec
  alreadyReviewed: "You have already reviewed this product: edit your review instead.", // wording not given by the spec
  reviewNotFound: "This review was not found.", // wording not given by the spec
  imageNotFound: "This photo was not found.", // wording not given by the spec
  styleNotFound: "This product was not found.", // wording not given by the spec
  orderRated: "Thank you for rating your order.", // wording not given by the spec
  orderNotRateable: "You can rate this order once an item of it has been delivered.", // wording not given by the spec
} as const;
