import { ok, type StorefrontServices } from "@odin/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AuthService } from "./auth.service";
import { setTokenCookies } from "./auth-cookies";

/**
 * The account calls of server-rendered pages and their form actions (decision 26): the same auth
 * service as `GET /api/user/account` and `PUT /api/user/{userId}/password`, acting for the shopper
 * the page request's cookies name. A changed password starts a new sign-in whose token cookies go
 * out on this request's answer, as the REST route sets them on its own.
 */
export function accountPage(auth: AuthService) {
  return (request: FastifyRequest, reply: FastifyReply): StorefrontServices["account"] => ({
    details: (shopper) => auth.account(shopper.userId),
    passwordRule: () => auth.passwordRule(),
    async changePassword(shopper, input) {
      const changed = await auth.changePassword({
        userId: shopper.userId,
        accountId: shopper.userId,
        ...input,
      });
      if (!changed.ok) return changed;
      setTokenCookies(request, reply, changed.value);
      return ok();
    },
  });
}
