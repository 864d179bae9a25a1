import { createHash, hkdfSync } from "node:crypto";

/** A 32-byte key for one purpose, derived from the session secret (HKDF-SHA256). */
export function deriveKey(secret: string, purpose: string): Uint8Array {
  return new Uint8Array(hkdfSync("sha256", secret, "odin", purpose, 32));
}

/** The PKCE S256 challenge of a verifier (RFC 7636 §4.2). */
export function pkceChallenge(verifier: string): string {
  return createHash("sha256").update(verifier).digest("base64url");
}
