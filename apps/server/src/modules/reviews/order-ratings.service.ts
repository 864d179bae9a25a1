import {
  fail,
  type OrderRating,
  type OrderRatingProblem,
  type OrderRatingView,
  ok,
  orderRateable,
  type orderRatingRequest,
  orderRatingsProblems,
  type Result,
} from "@odin/contracts";
import type { Database } from "@odin/db";
import type { z } from "zod";
import * as repo from "./order-ratings.repo";

/**
 * A shopper's rating of their own order (spec 3 §2 "After delivery the user can rate the order";
 * decision 45): one per order, saved while an item of it is delivered, collected or returned, and
 * changed by rating again.
 */
export interface OrderRatingsService {
  save(
    userId: number,
    request: z.output<typeof orderRatingRequest>,
  ): Promise<Result<OrderRating, OrderRatingProblem>>;
  /** The shopper's rating of the order, if any, and whether it may be rated now. */
  of(userId: number, orderId: string): Promise<Result<OrderRatingView, OrderRatingProblem>>;
}

const toRating = (orderId: string, row: repo.OrderRatingRow): OrderRating => ({
  orderId,
  rating: row.rating,
  ...(row.comment ? { comment: row.comment } : {}),
  updatedAt: row.updatedAt.toISOString(),
});

export function createOrderRatingsService({ db }: { db: Database }): OrderRatingsService {
  return {
    async save(userId, { orderId, rating, comment }) {
      return db.transaction(async (tx) => {
        const order = await repo.findOwnOrder(tx, userId, orderId);
        if (!order) return fail(orderRatingsProblems.unknownOrder());
        if (!orderRateable(order.statuses)) return fail(orderRatingsProblems.notRateable());
        const saved = await repo.saveRating(tx, {
          orderId: order.id,
          userId,
          rating,
          comment: comment || null,
        });
        return ok(toRating(orderId, saved));
      });
    },

    async of(userId, orderId) {
      const order = await repo.findOwnOrder(db, userId, orderId);
      if (!order) return fail(orderRatingsProblems.unknownOrder());
      const row = await repo.findRating(db, order.id);
      return ok({ canRate: orderRateable(order.statuses), rating: row ? toRating(orderId, row) : null });
    },
  };
}
