import { MESSAGES, REVIEWS, reviewRatingProblem, reviewTextProblem } from "@odin/contracts";

/** The write and edit form (spec 2 §5): its intent, its fields' names, and its rules for both ends. */
export const REVIEW_INTENT = "saveReview";

export const REVIEW_FIELDS = {
  reviewId: "reviewId",
  rating: "rating",
  text: "text",
  colour: "colour",
  size: "size",
  /** Photos already stored (uploaded once hydrated, or kept from the review): their addresses. */
  images: "images",
  /** Files picked before the scripts ran, uploaded with the review by the page's action. */
  photos: "photos",
} as const;

export type ReviewField = "rating" | "text" | "colour" | "size" | "images";

export interface ReviewFormValues {
  rating: string;
  text: string;
  images: readonly string[];
}

/** The message of each field's first broken rule; empty when the form may be sent. */
export function reviewFormErrors(values: ReviewFormValues): Partial<Record<ReviewField, string>> {
  const errors: Partial<Record<ReviewField, string>> = {};
  const rating = values.rating === "" ? undefined : Number(values.rating);
  const ratingProblem = reviewRatingProblem(rating);
  if (ratingProblem) errors.rating = ratingProblem;
  const textProblem = reviewTextProblem(values.text, values.images.length);
  if (textProblem) errors.text = textProblem;
  if (values.images.length > REVIEWS.maxImages) errors.images = MESSAGES.reviews.tooManyImages;
  return errors;
}
