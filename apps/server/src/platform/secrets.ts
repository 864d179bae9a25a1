import { createHash, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";

/** Small helpers for opaque secrets: tokens, links, codes held as hashes. */

/** A random URL-safe string of `bytes` random bytes (32 bytes: 43 characters). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

/** The SHA-256 of a value, hex: how opaque tokens and reset links are stored. */
export function sha256Hex(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/** Compares two secrets in constant time, whatever their lengths. */
export function sameSecret(a: string, b: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(a), digest(b));
}

/** A 32-byte key for one purpose, derived from the session secret (HKDF-SHA256). */
export function deriveKey(secret: string, purpose: string): Uint8Array {
  return new Uint8Array(hkdfSync("sha256", secret, "odin", purpose, 32));
}
