import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import type { OtpPurpose } from "@odin/contracts";

/**
 * The codes themselves (docs/decisions/0018): 6 random digits from `crypto.randomInt`, stored only as
 * an HMAC keyed by a key derived from the session secret and bound to the session, purpose and
 * phone, so a stolen table row proves nothing and a code cannot move to another session.
 */

export const CODE_DIGITS = 6;

export interface CodeBinding {
  sessionID: string;
  purpose: OtpPurpose;
  mobileNumber: string;
}

export function newCode(): string {
  return String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, "0");
}

/** The session id handed to the browser: 144 random bits, URL-safe. */
export function newSessionId(): string {
  return randomBytes(18).toString("base64url");
}

export interface CodeHasher {
  hash(binding: CodeBinding, code: string): string;
  /** Constant-time comparison of a typed code with a stored hash. */
  matches(binding: CodeBinding, code: string, storedHash: string): boolean;
}

export function createCodeHasher(sessionSecret: string): CodeHasher {
  // A key of its own, so an OTP hash never equals any other MAC made with the session secret.
  const key = createHmac("sha256", sessionSecret).update("odin otp code key v1").digest();
  const hash = (binding: CodeBinding, code: string) =>
    createHmac("sha256", key)
      .update(`${binding.sessionID}\n${binding.purpose}\n${binding.mobileNumber}\n${code}`)
      .digest("hex");
  return {
    hash,
    matches(binding, code, storedHash) {
      const given = Buffer.from(hash(binding, code), "hex");
      const stored = Buffer.from(storedHash, "hex");
      return given.length === stored.length && timingSafeEqual(given, stored);
    },
  };
}
