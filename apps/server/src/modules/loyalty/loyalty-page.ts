import { fail, ok, type StorefrontServices, sessionProblems } from "@odin/contracts";
import type { PageRequest } from "../../platform/composition";
import type { LoyaltyAccount } from "./loyalty-account";

/**
 * My Loyalty of server-rendered pages (decision 26): the same service as the `/api/loyalty/*` calls,
 * for the shopper the page request's cookies name. Without one, every call answers `signInRequired`.
 */
export function loyaltyPage(loyalty: LoyaltyAccount) {
  return ({ shopper }: Pick<PageRequest, "shopper">): StorefrontServices["loyalty"] => {
    if (!shopper) {
      const refuse = async () => fail(sessionProblems.signInRequired());
      return { points: refuse, moreInfo: refuse };
    }
    return {
      points: async () => ok(await loyalty.points(shopper.userId)),
      moreInfo: (brandName) => loyalty.moreInfo(shopper.userId, brandName),
    };
  };
}
