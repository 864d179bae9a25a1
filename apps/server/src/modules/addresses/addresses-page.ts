import { fail, ok, type StorefrontServices, sessionProblems } from "@odin/contracts";
import type { PageRequest } from "../../platform/composition";
import type { AddressesService } from "./addresses.service";

/**
 * The address book of server-rendered pages and their form actions (decision 26): the same service
 * as the `/api/shippingAddress` calls, for the shopper the page request's cookies name. Without one,
 * every call answers `signInRequired`.
 */
export function addressesPage(addresses: AddressesService) {
  return ({ shopper }: Pick<PageRequest, "shopper">): StorefrontServices["addresses"] => {
    if (!shopper) {
      const refuse = async () => fail(sessionProblems.signInRequired());
      return { list: refuse, add: refuse, edit: refuse, remove: refuse, makeDefault: refuse };
    }
    const { userId } = shopper;
    return {
      list: async () => ok(await addresses.list(userId)),
      add: (input) => addresses.add(userId, input),
      edit: (id, input) => addresses.edit(userId, id, input),
      remove: (id) => addresses.remove(userId, id),
      makeDefault: (id) => addresses.makeDefault(userId, id),
    };
  };
}
