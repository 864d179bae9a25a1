import { sha256Hex } from "../../platform/secrets";

/** The `sessionId` of a reset link is `randomToken()`: 32 random bytes, base64url (43 characters). */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A rate-limit key that does not keep the identifier (a phone or e-mail) at rest. */
export function identifierKey(kind: "mobile" | "email", identifier: string): string {
  return `${kind}:${sha256Hex(identifier)}`;
}
