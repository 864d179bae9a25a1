import { AUTH_COOKIES, ERROR_CODES, MESSAGES } from "@odin/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { storefrontRoleProblem } from "../modules/auth/roles";
import type { AccessClaims, TokenSigner } from "../modules/auth/tokens";
import { ProblemError } from "./problems";

declare module "fastify" {
  interface FastifyRequest {
    /** The verified shopper, set by `app.requireUser` (a preHandler). */
    user: AccessClaims | null;
  }
  interface FastifyInstance {
    /** preHandler for routes that need a signed-in shopper: 401 without a valid access token, 403 for refused roles. */
    requireUser(request: FastifyRequest): Promise<void>;
  }
}

/** The access token of a request: `Authorization: Bearer …`, else the access-token cookie. */
export function accessTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith("Bearer ")) return header.slice("Bearer ".length).trim() || undefined;
  return request.cookies?.[AUTH_COOKIES.accessToken] || undefined;
}

/**
 * The auth guard (decision 0017). Routes opt in with `preHandler: app.requireUser` and then read
 * `request.user`. The role rule of spec 1 §6 applies on every guarded call, not only at sign-in.
 */
export function registerAuthGuard(app: FastifyInstance, signer: TokenSigner): void {
  app.decorateRequest("user", null);
  app.decorate("requireUser", async (request: FastifyRequest) => {
    const token = accessTokenOf(request);
    const claims = token ? await signer.verify(token) : undefined;
    if (!claims) {
      throw new ProblemError({
        status: 401,
        code: ERROR_CODES.unauthorized,
        detail: MESSAGES.login.sessionExpired,
      });
    }
    const roleProblem = storefrontRoleProblem(claims.roles);
    if (roleProblem) throw new ProblemError(roleProblem);
    request.user = claims;
  });
}
