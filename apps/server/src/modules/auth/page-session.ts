import { AUTH_COOKIES, type Shopper } from "@odin/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { VerifyAccessToken } from "../../platform/auth-guard";
import type { AuthService } from "./auth.service";
import { refreshTokenOf, setTokenCookies } from "./auth-cookies";

/** Who is signed in on a page request: what server-rendered pages and their actions act for. */
export type ShopperOf = (request: FastifyRequest, reply: FastifyReply) => Promise<Shopper | null>;

/**
 * The shopper of a storefront request, read from its token cookies (decision 26). A valid access
 * token names the shopper. When it has expired and the refresh cookie is still good, the server
 * refreshes the pair as `POST /auth/token` would and sets the new cookies on this answer: a page
 * loaded or a form posted without scripts keeps its sign-in, as the browser's API client keeps it
 * with them (spec 1 §4). Anything else is nobody; the cookies are left for the browser to clear.
 */
export function createShopperOf(deps: {
  verifyAccessToken: VerifyAccessToken;
  auth: AuthService;
}): ShopperOf {
  const { verifyAccessToken, auth } = deps;
  return async (request, reply) => {
    const access = await verifyAccessToken(request.cookies?.[AUTH_COOKIES.accessToken] || undefined);
    if (access.ok) return access.value;
    const refreshToken = refreshTokenOf(request);
    if (access.problem.name !== "sessionExpired" || !refreshToken) return null;
    const refreshed = await auth.refresh(refreshToken);
    if (!refreshed.ok) return null;
    setTokenCookies(request, reply, refreshed.value);
    const renewed = await verifyAccessToken(refreshed.value.access_token);
    return renewed.ok ? renewed.value : null;
  };
}
