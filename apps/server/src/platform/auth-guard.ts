import { AUTH_COOKIES, type Result, unwrap } from "@odin/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";

/** The shopper an access token names, once verified: whom a guarded call acts for. */
export interface SignedInShopper {
  userId: number;
  roles: string[];
}

/** Why a token admits no one: none or not valid (`sessionExpired`), or roles the storefront refuses. */
export type AccessProblem = "sessionExpired" | "roleRefused";

/**
 * Checks an access token (absent, expired, tampered, foreign or of a refused role) and names its
 * shopper. The auth module supplies it (app.ts); the guard and server-rendered pages share it.
 */
export type VerifyAccessToken = (
  token: string | undefined,
) => Promise<Result<SignedInShopper, AccessProblem>>;

declare module "fastify" {
  interface FastifyRequest {
    /** The verified shopper, set by `app.requireUser` (a preHandler). */
    user: SignedInShopper | null;
  }
  interface FastifyInstance {
    /** preHandler for routes that need a signed-in shopper: 401 without a valid access token, 403 for refused roles. */
    requireUser(request: FastifyRequest): Promise<void>;
    /**
     * preHandler for routes a guest may call too (the bag): no token is a guest (`request.user` null);
     * a token that is not valid answers as `requireUser` does, so the browser refreshes it.
     */
    identifyUser(request: FastifyRequest): Promise<void>;
  }
}

/** The access token of a request: `Authorization: Bearer …`, else the access-token cookie. */
export function accessTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith("Bearer ")) return header.slice("Bearer ".length).trim() || undefined;
  return request.cookies?.[AUTH_COOKIES.accessToken] || undefined;
}

/**
 * The auth guard (decision 0017). A route opts in on the route map (`signIn: "required"`, which
 * `serve` turns into `app.requireUser`) and then reads `request.user`. The role rule of spec 1 §6 applies on every guarded call, not only at sign-in.
 */
export function registerAuthGuard(app: FastifyInstance, verify: VerifyAccessToken): void {
  app.decorateRequest("user", null);
  app.decorate("requireUser", async (request: FastifyRequest) => {
    request.user = unwrap(await verify(accessTokenOf(request)));
  });
  app.decorate("identifyUser", async (request: FastifyRequest) => {
    const token = accessTokenOf(request);
    request.user = token ? unwrap(await verify(token)) : null;
  });
}

/** The shopper `app.requireUser` verified: only for routes guarded by it (a bug otherwise). */
export function signedInUserId(request: FastifyRequest): number {
  if (!request.user) throw new Error("a guarded route ran without app.requireUser");
  return request.user.userId;
}
