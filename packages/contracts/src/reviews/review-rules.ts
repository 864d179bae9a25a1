import { REVIEWS } from "./constants";
import * as messages from "./messages";

/**
 * The review form's rules (spec 2 §5), as plain functions so the browser checks with them without zod
 * (decision 13); the request schemas wrap the same functions. Each answers the message of the first
 * broken rule, or undefined.
 */

/** A rating is a whole number of stars, 1 to 5. */
export function reviewRatingProblem(rating: number | undefined): string | undefined {
  if (rating === undefined || !Number.isInteger(rating)) return messages.reviews.ratingRequired;
  if (rating < REVIEWS.minRating || rating > REVIEWS.maxRating) return messages.reviews.ratingRequired;
  return undefined;
}

/**
 * The text may be left out of a rating without photos; a review with photos needs one. Written text
 * is 3 to 10000 characters, counted without the spaces around it.
 */
export function reviewTextProblem(text: string, imageCount: number): string | undefined {
  const length = text.trim().length;
  if (length === 0) return imageCount > 0 ? messages.reviews.descriptionRequiredWithImage : undefined;
  if (length < REVIEWS.minChars || length > REVIEWS.maxChars) return messages.reviews.lengthInvalid;
  return undefined;
}

/** A photo the shopper picked, checked before it is sent: its size and how many the review holds. */
export function reviewPhotoProblem(bytes: number, photosBefore: number): string | undefined {
  if (photosBefore >= REVIEWS.maxImages) return messages.reviews.tooManyImages;
  if (bytes > REVIEWS.maxImageBytes) return messages.reviews.imageTooLarge;
  if (bytes === 0) return messages.reviews.notAnImage;
  return undefined;
}
