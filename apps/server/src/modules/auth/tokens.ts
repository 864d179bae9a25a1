import { errors, jwtVerify, SignJWT } from "jose";

/**
 * Access tokens: short-lived HS256 JWTs carrying `user_id` and `roles` (spec 1 §3). Verification
 * accepts HS256 only, so `alg: none` and any other algorithm are refused. Refresh tokens are opaque
 * random strings, stored only as their SHA-256 (auth.repo.ts).
 */
export const ACCESS_TOKEN_ALGORITHMS = ["HS256"] as const;
const ISSUER = "odin";
const AUDIENCE = "odin-storefront";

export interface AccessClaims {
  userId: number;
  roles: string[];
}

export interface TokenSigner {
  ttlSeconds: number;
  sign(claims: AccessClaims): Promise<string>;
  /** The claims of a valid token, or undefined for a missing, expired, tampered or foreign one. */
  verify(token: string): Promise<AccessClaims | undefined>;
}

export function createTokenSigner(secret: string, ttlSeconds: number): TokenSigner {
  const key = new TextEncoder().encode(secret);
  return {
    ttlSeconds,
    sign: ({ userId, roles }) =>
      new SignJWT({ user_id: userId, roles })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [...ACCESS_TOKEN_ALGORITHMS],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ["exp", "iat", "sub"],
        });
        const userId = payload.user_id;
        const roles = payload.roles;
        if (typeof userId !== "number" || !Number.isInteger(userId)) return undefined;
        if (!Array.isArray(roles) || !roles.every((role) => typeof role === "string")) return undefined;
        return { userId, roles };
      } catch (error) {
        if (error instanceof errors.JOSEError) return undefined;
        throw error;
      }
    },
  };
}
