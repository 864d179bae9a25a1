import { fill } from "../shared/fill";
import * as labels from "./labels";

/** The reviews slice's formats: see ./messages.ts for how its wording is written. */

export const reviewStars = (n: number) =>
  fill(n === 1 ? labels.reviews.star : labels.reviews.stars, [["{n}", n]]);
export const allReviewsLink = (count: number) => fill(labels.reviews.allReviews, [["{count}", count]]);
export const uploadProgress = (percent: number) => fill(labels.reviews.uploading, [["{percent}", percent]]);
export const reviewsPage = (page: number, pages: number) =>
  fill(labels.reviews.page, [
    ["{page}", page],
    ["{pages}", pages],
  ]);
export const ratingDistribution = (n: number, count: number) =>
  fill(labels.reviews.distribution, [
    ["{n}", n],
    ["{count}", count],
  ]);
export const rejectedBecause = (reason: string) =>
  fill(labels.reviews.rejectedBecause, [["{reason}", reason]]);
export const photoBy = (name: string) => fill(labels.reviews.photoOf, [["{name}", name]]);
export const yourOrderRating = (n: number) => fill(labels.reviews.yourOrderRating, [["{n}", n]]);
