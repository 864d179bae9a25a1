import { routes, type SocialProvider } from "@odin/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import { EncryptJWT, errors, jwtDecrypt } from "jose";
import { cookieOptions } from "../../platform/cookies";
import { deriveKey } from "../../platform/secrets";

/**
 * What a social sign-in keeps between its start and the provider's return: the `state`, the PKCE
 * verifier, the OpenID `nonce` and the route to return to. It travels as a short-lived HttpOnly,
 * SameSite=Lax cookie, encrypted (JWE, A256GCM) with a key derived from the session secret, sent only
 * to the provider's return path. Its holder is the browser that started the sign-in, so the `state`
 * in the return is bound to that browser's session.
 */
export interface SocialFlow {
  provider: SocialProvider;
  state: string;
  verifier: string;
  nonce?: string;
  returnTo: string;
}

export const FLOW_TTL_SECONDS = 600;
const AUDIENCE = "odin-social-flow";

/** Where each provider returns the browser: the route map's entries of the return paths. */
export const RETURN_ROUTES = { google: routes.googleReturn, facebook: routes.facebookReturn } as const;

export const callbackPath = (provider: SocialProvider) => RETURN_ROUTES[provider].path;
export const flowCookieName = (provider: SocialProvider) => `odin_oauth_${provider}`;

export interface FlowSealer {
  seal(flow: SocialFlow): Promise<string>;
  /** The flow of a cookie value, or undefined for a missing, expired, tampered or foreign one. */
  open(value: string | undefined): Promise<SocialFlow | undefined>;
}

export function createFlowSealer(sessionSecret: string): FlowSealer {
  const key = deriveKey(sessionSecret, "social sign-in flow cookie");
  return {
    seal: (flow) =>
      new EncryptJWT({ ...flow })
        .setProtectedHeader({ alg: "dir", enc: "A256GCM" })
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${FLOW_TTL_SECONDS}s`)
        .encrypt(key),
    async open(value) {
      if (!value) return undefined;
      try {
        const { payload } = await jwtDecrypt(value, key, {
          audience: AUDIENCE,
          keyManagementAlgorithms: ["dir"],
          contentEncryptionAlgorithms: ["A256GCM"],
          requiredClaims: ["exp"],
        });
        const { provider, state, verifier, nonce, returnTo } = payload;
        if (provider !== "google" && provider !== "facebook") return undefined;
        if (typeof state !== "string" || typeof verifier !== "string" || typeof returnTo !== "string") {
          return undefined;
        }
        if (nonce !== undefined && typeof nonce !== "string") return undefined;
        return { provider, state, verifier, nonce, returnTo };
      } catch (error) {
        if (error instanceof errors.JOSEError) return undefined;
        throw error;
      }
    },
  };
}

/** The site's cookie options, sent only to the provider's return path. */
function flowCookieOptions(request: FastifyRequest, provider: SocialProvider) {
  return { ...cookieOptions(request), path: callbackPath(provider) };
}

export function setFlowCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  provider: SocialProvider,
  value: string,
): void {
  reply.setCookie(flowCookieName(provider), value, {
    ...flowCookieOptions(request, provider),
    maxAge: FLOW_TTL_SECONDS,
  });
}

export function clearFlowCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  provider: SocialProvider,
): void {
  reply.clearCookie(flowCookieName(provider), flowCookieOptions(request, provider));
}
