import { fill } from "../shared/fill";
import * as labels from "./labels";

/** Fills the templates of ./messages.ts and ./labels.ts, so the wording stays in one place. */

export const ratingAndAbove = (n: number) => fill(labels.listing.ratingAndAbove, [["{n}", n]]);
export const showProductImage = (n: number, total: number) =>
  fill(labels.productPage.showImage, [
    ["{n}", n],
    ["{total}", total],
  ]);
export const showProductVideo = (n: number) => fill(labels.productPage.showVideo, [["{n}", n]]);
/** "4.3 ★ (12 ratings)"; the average with one decimal. */
export const productRating = (average: number, count: number) =>
  fill(count === 1 ? labels.productPage.ratingSingle : labels.productPage.rating, [
    ["{average}", average.toFixed(1)],
    ["{count}", count],
  ]);
export const productRatingSpoken = (average: number, count: number) =>
  fill(labels.productPage.ratingSpoken, [
    ["{average}", average.toFixed(1)],
    ["{count}", count],
  ]);
export const deliveryOptionsFor = (pincode: string) =>
  fill(labels.productPage.deliveryOptionsFor, [["{pincode}", pincode]]);
export const distanceKm = (km: number) => fill(labels.productPage.distanceKm, [["{km}", km.toFixed(1)]]);
export const storesNear = (pincode: string) => fill(labels.productPage.storesNear, [["{pincode}", pincode]]);
