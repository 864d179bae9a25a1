import { ORDER_RATINGS, routes, unwrap } from "@odin/contracts";
import type { FastifyInstance } from "fastify";
import { signedInUserId } from "../../platform/auth-guard";
import { serve } from "../../platform/serve";
import type { OrderRatingsService } from "./order-ratings.service";

const OWNER =
  "For the signed-in shopper (a guest or an expired token answers 401). An order id that is not one of " +
  "the shopper's orders answers 404 \"This orderId doesn't exist\", whether or not it is someone else's.";

/** Ratings of whole orders (spec 3 §2 Order confirmation, spec 2 §7 reviews/orderConfirmation; decision 45). */
export function orderRatingsRoutes(app: FastifyInstance, ratings: OrderRatingsService): void {
  serve(app, routes.orderRatingSave, {
    tag: "reviews",
    summary: "Rate one of the shopper's orders, or change its rating",
    description:
      `1 to 5 stars and an optional comment of up to ${ORDER_RATINGS.maxCommentChars} characters. One rating ` +
      "per order: rating again replaces it. Refused with 409 ORDER_NOT_RATEABLE until an item of the order " +
      `is delivered, collected from the store or returned (CUSTOMERPICKCOMPLETE, DELIVERED, RETURNED). ${OWNER}`,
    handler: async (request) => unwrap(await ratings.save(signedInUserId(request), request.body)),
  });

  serve(app, routes.orderRatingOf, {
    tag: "reviews",
    summary: "The shopper's rating of one of their orders, and whether it may be rated now",
    description: `\`rating\` is null until the order is rated. ${OWNER}`,
    handler: async (request) => unwrap(await ratings.of(signedInUserId(request), request.params.orderId)),
  });
}
