import { z } from "zod";
import { ORDERS } from "../orders/constants";
import { orderIdParam } from "../orders/order";
import { boundedInt, multilineText } from "../shared/primitives";
import { ORDER_RATINGS, REVIEWS } from "./constants";

/**
 * A shopper's rating of their own order (spec 3 §2 "After delivery the user can rate the order", spec 2
 * §7 `reviews/orderConfirmation`; decision 45): 1 to 5 stars and an optional comment, one per order,
 * changed by rating again.
 */

export const orderRatingRequest = z.object({
  orderId: orderIdParam.shape.orderId,
  rating: boundedInt(REVIEWS.minRating, REVIEWS.maxRating),
  comment: multilineText(ORDER_RATINGS.maxCommentChars).trim().optional(),
});
export type OrderRatingRequest = z.input<typeof orderRatingRequest>;

export const orderRating = z.object({
  orderId: z.string(),
  rating: z.number().int(),
  comment: z.string().optional(),
  updatedAt: z.string(),
});
export type OrderRating = z.infer<typeof orderRating>;

/** The shopper's rating of an order, if any, and whether the order may be rated now. */
export const orderRatingView = z.object({
  canRate: z.boolean(),
  rating: orderRating.nullable(),
});
export type OrderRatingView = z.infer<typeof orderRatingView>;

/**
 * An order may be rated once one of its items is delivered, collected from the store or returned
 * (spec 3 §3 statuses that enable the prompt).
 */
export function orderRateable(itemStatuses: readonly string[]): boolean {
  const enabling: readonly string[] = ORDERS.eligibilityStatuses;
  return itemStatuses.some((status) => enabling.includes(status));
}
