export type { OrderRatingsService } from "./order-ratings.service";
export type { ReviewsService } from "./reviews.service";
export { shopperReviews } from "./shopper-reviews";
