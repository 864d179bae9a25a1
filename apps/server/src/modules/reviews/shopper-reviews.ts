import type { Review } from "@odin/contracts";
import type { Executor } from "@odin/db";
import { toReview } from "./review-view";
import { findShopperReviews } from "./reviews.repo";

/**
 * The shopper's newest `limit` reviews of any style, whatever their moderation state, rejection
 * reasons included: what the back office's page of a customer shows.
 */
export async function shopperReviews(db: Executor, userId: number, limit: number): Promise<Review[]> {
  return (await findShopperReviews(db, userId, limit)).map((row) => toReview(row, true));
}
