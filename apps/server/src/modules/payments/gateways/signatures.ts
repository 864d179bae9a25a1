import { createHash, createHmac, timingSafeEqual } from "node:crypto";

/**
 * The digests gateways sign with, and a comparison that takes the same time whatever the text
 * (decision 41: every signature is compared in constant time; the official `razorpay` package's
 * helpers compare with `===`, so we compute the same digest and compare it here).
 */

export const hmacSha256Hex = (secret: string, data: string) =>
  createHmac("sha256", secret).update(data, "utf8").digest("hex");

export const sha256Hex = (data: string) => createHash("sha256").update(data, "utf8").digest("hex");

export const sha512Hex = (data: string) => createHash("sha512").update(data, "utf8").digest("hex");

/** Two signatures are the same text, compared in constant time (a length difference is not hidden). */
export function sameSignature(expected: string, given: string | undefined): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(expected, "utf8");
  const b = Buffer.from(given, "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
}
