import { AUTH_COOKIES } from "@odin/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import { cookieOptions } from "../../platform/cookies";
import type { IssuedTokens } from "./sessions";

/** Both tokens as HttpOnly cookies: the access token for its lifetime, the refresh token until its family ends. */
export function setTokenCookies(request: FastifyRequest, reply: FastifyReply, tokens: IssuedTokens): void {
  const options = cookieOptions(request);
  reply.setCookie(AUTH_COOKIES.accessToken, tokens.access_token, { ...options, maxAge: tokens.expires_in });
  const refreshSeconds = Math.max(0, Math.floor((tokens.refreshExpiresAt.getTime() - Date.now()) / 1000));
  reply.setCookie(AUTH_COOKIES.refreshToken, tokens.refresh_token, { ...options, maxAge: refreshSeconds });
}

export function clearTokenCookies(request: FastifyRequest, reply: FastifyReply): void {
  const options = cookieOptions(request);
  reply.clearCookie(AUTH_COOKIES.accessToken, options);
  reply.clearCookie(AUTH_COOKIES.refreshToken, options);
}

export function refreshTokenOf(request: FastifyRequest, fromBody?: string): string | undefined {
  return fromBody || request.cookies?.[AUTH_COOKIES.refreshToken] || undefined;
}
