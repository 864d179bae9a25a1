import { fail, ok, type StorefrontServices, sessionProblems } from "@odin/contracts";
import type { PageRequest } from "../../platform/composition";
import type { BankTransferService } from "./bank-transfer.service";

/**
 * The bank-transfer records of server-rendered pages and their form actions (decision 26): the same
 * service as `GET`,`POST /api/neft`, for the shopper the page request's cookies name. Without one,
 * every call answers `signInRequired`.
 */
export function bankTransferPage(bankTransfer: BankTransferService) {
  return ({ shopper }: Pick<PageRequest, "shopper">): StorefrontServices["bankTransfer"] => {
    if (!shopper) {
      const refuse = async () => fail(sessionProblems.signInRequired());
      return { list: refuse, add: refuse };
    }
    const { userId } = shopper;
    return {
      list: async () => ok(await bankTransfer.list(userId)),
      add: (input) => bankTransfer.add(userId, input),
    };
  };
}
