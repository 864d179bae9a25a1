import { createDecipheriv } from "node:crypto";
import PaytmChecksum from "paytmchecksum";
import { sameSignature } from "../signatures";

/**
 * Paytm's checksum (CHECKSUMHASH, `head.signature`), made by its official package `paytmchecksum`: the
 * SHA-256 of the payload and a random 4-character salt, the salt appended, AES-128-CBC-encrypted with
 * the 16-character merchant key. A JSON call signs `JSON.stringify(body)`; a form (the callback, the
 * webhook) signs its values but CHECKSUMHASH, sorted by name and joined by `|`.
 *
 * The package's own check (`verifySignature`) compares with `===`, and its `decrypt` prints the error
 * of a checksum that is not one to standard output; so the check here decrypts with node:crypto (the
 * package's algorithm and IV), recomputes the hash with the package's `calculateHash` and the salt
 * found inside, and compares in constant time (decision 41).
 */

/** A checksum of a JSON body's text, or of form fields. */
export function paytmChecksum(
  payload: string | Readonly<Record<string, string>>,
  key: string,
): Promise<string> {
  return PaytmChecksum.generateSignature(typeof payload === "string" ? payload : { ...payload }, key);
}

/** The text a form's checksum covers: its values but CHECKSUMHASH, sorted by name, joined by `|`. */
export function checksumText(fields: Readonly<Record<string, string>>): string {
  const { CHECKSUMHASH: _, ...signed } = fields;
  return PaytmChecksum.getStringByParams(signed);
}

/** The salted hash inside a checksum, or undefined when the checksum does not decrypt. */
function hashInside(checksum: string, key: string): string | undefined {
  try {
    const decipher = createDecipheriv("aes-128-cbc", Buffer.from(key, "utf8"), Buffer.from(PaytmChecksum.iv));
    return decipher.update(checksum, "base64", "latin1") + decipher.final("latin1");
  } catch {
    return undefined;
  }
}

/** Whether `checksum` is Paytm's over the payload with this merchant key (constant-time comparison). */
export function verifyPaytmChecksum(
  payload: string | Readonly<Record<string, string>>,
  key: string,
  checksum: string | undefined,
): boolean {
  if (!checksum) return false;
  const hash = hashInside(checksum, key);
  // 64 hex digits of SHA-256 and the 4-character salt.
  if (hash === undefined || hash.length !== 68) return false;
  const text = typeof payload === "string" ? payload : checksumText(payload);
  return sameSignature(PaytmChecksum.calculateHash(text, hash.slice(-4)), hash);
}
