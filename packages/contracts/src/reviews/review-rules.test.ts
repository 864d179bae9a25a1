import { describe, expect, it } from "vitest";
import { MESSAGES } from "../messages";
import { REVIEWS } from "./constants";
import { reviewPhotoProblem, reviewRatingProblem, reviewTextProblem } from "./review-rules";

describe("review rules (spec 2 §5)", () => {
  it("takes ratings of 1 to 5 whole stars only", () => {
    expect([1, 2, 3, 4, 5].map(reviewRatingProblem)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    for (const bad of [0, 6, 2.5, undefined, Number.NaN]) {
      expect(reviewRatingProblem(bad)).toBe(MESSAGES.reviews.ratingRequired);
    }
  });

  it("takes text of 3 to 10000 characters, not counting the spaces around it", () => {
    expect(reviewTextProblem("abc", 0)).toBeUndefined();
    expect(reviewTextProblem("x".repeat(REVIEWS.maxChars), 0)).toBeUndefined();
    expect(reviewTextProblem("  ab  ", 0)).toBe(MESSAGES.reviews.lengthInvalid);
    expect(reviewTextProblem("x".repeat(REVIEWS.maxChars + 1), 0)).toBe(MESSAGES.reviews.lengthInvalid);
  });

  it("lets a rating without photos go without text, but not one with photos", () => {
    expect(reviewTextProblem("", 0)).toBeUndefined();
    expect(reviewTextProblem("   ", 1)).toBe(MESSAGES.reviews.descriptionRequiredWithImage);
    expect(MESSAGES.reviews.descriptionRequiredWithImage).toBe(
      "Please include review description as well if image is uploaded",
    );
  });

  it("refuses a photo that is too large, empty, or one too many", () => {
    expect(reviewPhotoProblem(REVIEWS.maxImageBytes, 0)).toBeUndefined();
    expect(reviewPhotoProblem(REVIEWS.maxImageBytes + 1, 0)).toBe(MESSAGES.reviews.imageTooLarge);
    expect(reviewPhotoProblem(0, 0)).toBe(MESSAGES.reviews.notAnImage);
    expect(reviewPhotoProblem(1000, REVIEWS.maxImages)).toBe(MESSAGES.reviews.tooManyImages);
    expect(reviewPhotoProblem(1000, REVIEWS.maxImages - 1)).toBeUndefined();
  });
});
