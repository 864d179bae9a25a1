import { AUTH_COOKIES } from "@odin/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { IssuedTokens } from "./sessions";

/** `Secure` everywhere but on localhost, where browsers are served over plain http (decision 0006). */
function isLocalHost(request: FastifyRequest): boolean {
  const host = request.hostname.replace(/:\d+$/, "").replace(/^\[|\]$/g, "");
  return host === "localhost" || host === "127.0.0.1" || host === "::1" || host.endsWith(".localhost");
}

function baseOptions(request: FastifyRequest) {
  return { httpOnly: true, secure: !isLocalHost(request), sameSite: "lax" as const, path: "/" };
}

/** Both tokens as HttpOnly cookies: the access token for its lifetime, the refresh token until its family ends. */
export function setTokenCookies(request: FastifyRequest, reply: FastifyReply, tokens: IssuedTokens): void {
  const options = baseOptions(request);
  reply.setCookie(AUTH_COOKIES.accessToken, tokens.access_token, { ...options, maxAge: tokens.expires_in });
  const refreshSeconds = Math.max(0, Math.floor((tokens.refreshExpiresAt.getTime() - Date.now()) / 1000));
  reply.setCookie(AUTH_COOKIES.refreshToken, tokens.refresh_token, { ...options, maxAge: refreshSeconds });
}

export function clearTokenCookies(request: FastifyRequest, reply: FastifyReply): void {
  const options = baseOptions(request);
  reply.clearCookie(AUTH_COOKIES.accessToken, options);
  reply.clearCookie(AUTH_COOKIES.refreshToken, options);
}

export function refreshTokenOf(request: FastifyRequest, fromBody?: string): string | undefined {
  return fromBody || request.cookies?.[AUTH_COOKIES.refreshToken] || undefined;
}
