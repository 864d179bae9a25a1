import { fail, type StorefrontServices, sessionProblems } from "@odin/contracts";
import type { PageRequest } from "../../platform/composition";
import type { CancellationsService } from "./cancellations.service";
import type { ExchangeService } from "./exchange.service";

/**
 * The cancels and exchanges of server-rendered pages (decision 26): the same services as the REST
 * routes, for the shopper the page request's cookies name. Without one, every call answers `signInRequired`.
 */
export function cancellationsPage(cancellations: CancellationsService, exchange: ExchangeService) {
  return ({ shopper }: Pick<PageRequest, "shopper">): StorefrontServices["cancellations"] => {
    if (!shopper) {
      const refused = async () => fail(sessionProblems.signInRequired());
      return { details: refused, cancel: refused, exchangeOptions: refused, exchange: refused };
    }
    const { userId } = shopper;
    return {
      details: (input) => cancellations.details(userId, input),
      cancel: (input) => cancellations.cancel(userId, input),
      exchangeOptions: (orderId, itemId) => exchange.options(userId, orderId, itemId),
      exchange: (input) => exchange.request(userId, input),
    };
  };
}
