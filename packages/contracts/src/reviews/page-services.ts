/** What the storefront's pages may ask of the reviews services through the load context, and why they refuse. */
import type { Result } from "../result";
import type { OrderRating, OrderRatingRequest, OrderRatingView } from "./order-rating";
import type { OrderRatingProblem, ReviewProblem } from "./problems";
import type {
  CustomerPhotos,
  ProductReviews,
  Review,
  ReviewEditRequest,
  ReviewList,
  ReviewRequest,
} from "./review";

/**
 * Reviews (spec 2 §2-§5): reading for everyone; writing, editing and photos for this request's
 * signed-in shopper (`signInRequired` for a guest), through the same service as `/api/reviews/*`.
 */
export interface ReviewsPageService {
  productReviews(styleId: number): Promise<ProductReviews>;
  published(styleId: number, pageNumber: number): Promise<ReviewList>;
  photos(styleId: number, pageNumber: number): Promise<CustomerPhotos>;
  /** The shopper's own review of the style (any state), and whether they may write one. */
  own(styleId: number): Promise<Result<{ review: Review | null; canReview: boolean }, ReviewProblem>>;
  uploadImage(bytes: Uint8Array): Promise<Result<{ imagePath: string }, ReviewProblem>>;
  deleteImage(imagePath: string): Promise<Result<void, ReviewProblem>>;
  write(request: ReviewRequest): Promise<Result<Review, ReviewProblem>>;
  edit(reviewId: number, request: ReviewEditRequest): Promise<Result<Review, ReviewProblem>>;
}

/**
 * Rating the signed-in shopper's own orders (spec 3 §2), through the same service as
 * `/api/reviews/orderConfirmation`. Every call fails with `signInRequired` when nobody is signed in.
 */
export interface OrderRatingsPageService {
  of(orderId: string): Promise<Result<OrderRatingView, OrderRatingProblem>>;
  save(request: OrderRatingRequest): Promise<Result<OrderRating, OrderRatingProblem>>;
}

/** This domain's part of the load context's services (storefront-services.ts). */
declare module "../storefront-services" {
  interface StorefrontServices {
    reviews: ReviewsPageService;
    orderRatings: OrderRatingsPageService;
  }
}
