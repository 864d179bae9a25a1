import type { SocialProvider } from "@odin/contracts";
import { errors, jwtVerify, SignJWT } from "jose";
import { randomToken } from "../../platform/secrets";
import { deriveKey } from "./social-crypto";

/**
 * The `socialToken`: what the server learnt from a provider, signed by the server (HS256, its own
 * key and audience) and good for 10 minutes. The login modal's `missed` view sends it back with the
 * missing mobile number or e-mail; apps send it as `social_token` to `POST /auth/token`.
 */
export interface SocialProfile {
  provider: SocialProvider;
  /** The provider's stable id of the account (`sub` of Google, `id` of Facebook). */
  subject: string;
  email?: string;
  /** The provider vouches that the account owns the e-mail. */
  emailVerified: boolean;
  name?: string;
}

export const SOCIAL_TOKEN_TTL_SECONDS = 600;
const ISSUER = "odin";
const AUDIENCE = "odin-social-registration";

export interface SocialTokens {
  issue(profile: SocialProfile): Promise<string>;
  /** The profile of a valid token, or undefined for a missing, expired, tampered or foreign one. */
  verify(token: string): Promise<SocialProfile | undefined>;
}

export function createSocialTokens(sessionSecret: string): SocialTokens {
  const key = deriveKey(sessionSecret, "social sign-in token");
  return {
    issue: ({ provider, subject, email, emailVerified, name }) =>
      new SignJWT({ provider, email, email_verified: emailVerified, name })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setSubject(subject)
        .setJti(randomToken(12))
        .setIssuedAt()
        .setExpirationTime(`${SOCIAL_TOKEN_TTL_SECONDS}s`)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ["HS256"],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ["exp", "sub"],
        });
        const { provider, email, email_verified: emailVerified, name, sub } = payload;
        if (provider !== "google" && provider !== "facebook") return undefined;
        if (!sub || (email !== undefined && typeof email !== "string")) return undefined;
        if (name !== undefined && typeof name !== "string") return undefined;
        return { provider, subject: sub, email, emailVerified: emailVerified === true, name };
      } catch (error) {
        if (error instanceof errors.JOSEError) return undefined;
        throw error;
      }
    },
  };
}
