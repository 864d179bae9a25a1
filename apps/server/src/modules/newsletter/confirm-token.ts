import { errors, jwtVerify, SignJWT } from "jose";
import { deriveKey } from "../social/social-crypto";

/**
 * The token of the newsletter's confirmation link: the subscriber's e-mail address, signed by the
 * server (HS256 with a key of its own derived from the session secret) and good for `ttlDays`.
 * Nothing is stored: a link that verifies names the address it was sent to.
 */
export interface ConfirmTokens {
  issue(email: string): Promise<string>;
  /** The address of a valid token, or undefined for a tampered, expired or foreign one. */
  verify(token: string): Promise<string | undefined>;
}

const ISSUER = "odin";
const AUDIENCE = "odin-newsletter-confirmation";

export function createConfirmTokens(sessionSecret: string, ttlDays: number): ConfirmTokens {
  const key = deriveKey(sessionSecret, "newsletter confirmation link");
  return {
    issue: (email) =>
      new SignJWT({})
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setSubject(email)
        .setIssuedAt()
        .setExpirationTime(`${ttlDays}d`)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ["HS256"],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ["exp", "sub"],
        });
        return payload.sub;
      } catch (error) {
        if (error instanceof errors.JOSEError) return undefined;
        throw error;
      }
    },
  };
}
