import { fail, type StorefrontServices, sessionProblems } from "@odin/contracts";
import type { PageRequest } from "../../platform/composition";
import type { ReturnsService } from "./returns.service";

/**
 * The returns of server-rendered pages (decision 26): the same service as the REST routes, for the
 * shopper the page request's cookies name. Without one, every call answers `signInRequired`.
 */
export function returnsPage(returns: ReturnsService) {
  return ({ shopper }: Pick<PageRequest, "shopper">): StorefrontServices["returns"] => {
    if (!shopper) {
      const refused = async () => fail(sessionProblems.signInRequired());
      return { details: refused, makeReturn: refused, returnForm: refused };
    }
    const { userId } = shopper;
    return {
      details: (input) => returns.details(userId, input),
      makeReturn: (input) => returns.makeReturn(userId, input),
      returnForm: (returnId) => returns.returnForm(userId, returnId),
    };
  };
}
