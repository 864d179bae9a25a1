import { fail, type StorefrontServices, sessionProblems } from "@odin/contracts";
import type { PageRequest } from "../../platform/composition";
import type { OrderRatingsService } from "./order-ratings.service";

/**
 * Rating orders on server-rendered pages (decision 26): the same service as
 * `/api/reviews/orderConfirmation`, for the shopper the page request's cookies name. Without one,
 * every call answers `signInRequired`.
 */
export function orderRatingsPage(ratings: OrderRatingsService) {
  return ({ shopper }: Pick<PageRequest, "shopper">): StorefrontServices["orderRatings"] => {
    if (!shopper) {
      const refuse = async () => fail(sessionProblems.signInRequired());
      return { of: refuse, save: refuse };
    }
    return {
      of: (orderId) => ratings.of(shopper.userId, orderId),
      save: (request) => ratings.save(shopper.userId, request),
    };
  };
}
