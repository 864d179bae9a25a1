import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from "node:crypto";

/**
 * Saved account numbers at rest (decision 44): AES-256-GCM with a fresh 96-bit IV per value and the
 * shopper's id as associated data, so a sealed number copied into another shopper's row does not open.
 * The fingerprint is an HMAC-SHA256 of the IFSC and account number under a second key, so the same
 * account saved again is found without reading any number back. Both keys are derived (HKDF-SHA256)
 * from the configured details key.
 */
export interface AccountCipher {
  seal(accountNumber: string, userId: number): string;
  /** Throws when the value was sealed under another key or for another shopper, or was altered. */
  open(sealed: string, userId: number): string;
  fingerprint(ifscCode: string, accountNumber: string): string;
}

const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

const subkey = (key: Uint8Array, purpose: string) =>
  Buffer.from(hkdfSync("sha256", key, "odin bank details", purpose, 32));

const associated = (userId: number) => Buffer.from(`odin:bank-transfer:user:${userId}`);

export function createAccountCipher(detailsKey: Uint8Array): AccountCipher {
  if (detailsKey.length !== 32) throw new Error("the bank details key must be 32 bytes");
  const encryption = subkey(detailsKey, "account number encryption");
  const fingerprinting = subkey(detailsKey, "account fingerprint");
  return {
    seal(accountNumber, userId) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", encryption, iv);
      cipher.setAAD(associated(userId));
      const body = Buffer.concat([cipher.update(accountNumber, "utf8"), cipher.final()]);
      return `${VERSION}.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString("base64url")}`;
    },
    open(sealed, userId) {
      const [version, payload] = sealed.split(".");
      if (version !== VERSION || !payload) throw new Error("not a sealed account number");
      const bytes = Buffer.from(payload, "base64url");
      if (bytes.length <= IV_BYTES + TAG_BYTES) throw new Error("not a sealed account number");
      const decipher = createDecipheriv("aes-256-gcm", encryption, bytes.subarray(0, IV_BYTES));
      decipher.setAAD(associated(userId));
      decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
      const body = bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
    },
    fingerprint: (ifscCode, accountNumber) =>
      createHmac("sha256", fingerprinting).update(`${ifscCode}:${accountNumber}`).digest("hex"),
  };
}
