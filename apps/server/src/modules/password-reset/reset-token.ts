import { createHash, randomBytes } from "node:crypto";

/** The `sessionId` of a reset link: 32 random bytes, base64url (43 characters). */
export function newResetToken(): string {
  return randomBytes(32).toString("base64url");
}

export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Only this SHA-256 (hex) is stored; the token itself exists only in the message sent. */
export function hashResetToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A counter key that does not keep the identifier (a phone or e-mail) at rest. */
export function identifierKey(kind: "mobile" | "email", identifier: string): string {
  return `forgot:${kind}:${createHash("sha256").update(identifier).digest("hex")}`;
}
