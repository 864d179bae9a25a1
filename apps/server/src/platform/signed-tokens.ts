import { errors, type JWTPayload, jwtVerify, SignJWT } from "jose";
import { deriveKey, randomToken } from "./secrets";

/**
 * Tokens the server gives out and takes back (a social sign-in's profile, a newsletter confirmation
 * link): JWTs signed with HS256 under a key derived from the session secret for one `purpose`, with
 * the issuer `odin` and an audience of their own, so one kind is never taken for another.
 */
export interface SignedTokens {
  /** A token naming `subject`, with `claims`, good for `expiresIn` (`"600s"`, `"7d"`); each has its own id. */
  sign(subject: string, claims: JWTPayload, expiresIn: string): Promise<string>;
  /** The claims of a valid token, or undefined for a tampered, expired or foreign one. */
  verify(token: string): Promise<(JWTPayload & { sub: string }) | undefined>;
}

const ISSUER = "odin";

export function createSignedTokens(
  sessionSecret: string,
  { purpose, audience }: { purpose: string; audience: string },
): SignedTokens {
  const key = deriveKey(sessionSecret, purpose);
  return {
    sign: (subject, claims, expiresIn) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setIssuer(ISSUER)
        .setAudience(audience)
        .setSubject(subject)
        .setJti(randomToken(12))
        .setIssuedAt()
        .setExpirationTime(expiresIn)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ["HS256"],
          issuer: ISSUER,
          audience,
          requiredClaims: ["exp", "sub"],
        });
        return payload.sub ? { ...payload, sub: payload.sub } : undefined;
      } catch (error) {
        if (error instanceof errors.JOSEError) return undefined;
        throw error;
      }
    },
  };
}
