import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Config } from "./config";

declare module "fastify" {
  interface FastifyInstance {
    /** Whether the cookies this site sets are `Secure` (decision 50). */
    secureCookies: boolean;
  }
}

/**
 * `Secure` unless the site is served over plain http: an http site origin (a store tried out at
 * `http://localhost:3000`), or demo mode with none configured, which answers on whatever address the
 * browser used (decisions 6 and 50). Never decided by the request's Host or X-Forwarded-Host.
 */
export function secureCookiesOf(config: Pick<Config, "siteOrigin" | "mode">): boolean {
  if (config.siteOrigin) return new URL(config.siteOrigin).protocol === "https:";
  return config.mode !== "demo";
}

/** Makes the site's cookie rule known to every route (`cookieOptions`). */
export function registerCookieRule(app: FastifyInstance, config: Pick<Config, "siteOrigin" | "mode">): void {
  app.decorate("secureCookies", secureCookiesOf(config));
}

/** The options of every cookie the server sets: HttpOnly, SameSite=Lax, the whole site. */
export function cookieOptions(request: FastifyRequest) {
  return { httpOnly: true, secure: request.server.secureCookies, sameSite: "lax" as const, path: "/" };
}
