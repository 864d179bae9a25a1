import {
  fail,
  ok,
  REVIEWS,
  type Result,
  type Review,
  type ReviewProblem,
  reviewsProblems,
} from "@odin/contracts";
import type { Database } from "@odin/db";
import { toReview } from "./review-view";
import { findReview, findWaiting, setStatus } from "./reviews.repo";

/**
 * Moderation (spec 2 §4): a review waits UNDER_MODERATION until an operator publishes or rejects it;
 * only published ones are listed and counted in ratings. The change feed's trigger on `reviews` tells
 * every instance's caches (listings, product pages, the reviews block) when a decision lands.
 */
export interface ReviewModeration {
  /** Reviews waiting, the longest waiting first. */
  queue(limit?: number): Promise<Review[]>;
  publish(reviewId: number): Promise<Result<Review, ReviewProblem>>;
  reject(reviewId: number, reason?: string): Promise<Result<Review, ReviewProblem>>;
}

export function createReviewModeration(db: Database): ReviewModeration {
  async function decide(reviewId: number, status: "PUBLISHED" | "REJECTED", reason: string | null) {
    const current = await findReview(db, reviewId);
    if (!current) return fail(reviewsProblems.unknownReview());
    if (current.status === status) return fail(reviewsProblems.alreadyModerated(status));
    const row = await setStatus(db, reviewId, status, reason);
    return row ? ok(toReview(row, true)) : fail(reviewsProblems.unknownReview());
  }

  return {
    async queue(limit = REVIEWS.pageSize) {
      return (await findWaiting(db, limit)).map((row) => toReview(row, true));
    },
    publish: (reviewId) => decide(reviewId, "PUBLISHED", null),
    reject: (reviewId, reason) =>
      decide(reviewId, "REJECTED", reason?.trim().slice(0, REVIEWS.maxReasonChars) || null),
  };
}
