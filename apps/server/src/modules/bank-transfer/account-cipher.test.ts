import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createAccountCipher } from "./account-cipher";

describe("the account number cipher", () => {
  const cipher = createAccountCipher(randomBytes(32));

  it("round-trips, and never writes the number in clear", () => {
    const sealed = cipher.seal("123456789012", 7);
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain("123456789012");
    expect(Buffer.from(sealed.slice(3), "base64url").toString("latin1")).not.toContain("123456789012");
    expect(cipher.open(sealed, 7)).toBe("123456789012");
  });

  it("seals the same number differently each time (a fresh IV)", () => {
    expect(cipher.seal("123456789012", 7)).not.toBe(cipher.seal("123456789012", 7));
  });

  it("refuses another shopper's value, another key's, and an altered one", () => {
    const sealed = cipher.seal("123456789012", 7);
    expect(() => cipher.open(sealed, 8)).toThrow();
    expect(() => createAccountCipher(randomBytes(32)).open(sealed, 7)).toThrow();
    const bytes = Buffer.from(sealed.slice(3), "base64url");
    bytes[14] = (bytes[14] ?? 0) ^ 1;
    expect(() => cipher.open(`v1.${bytes.toString("base64url")}`, 7)).toThrow();
    expect(() => cipher.open("plain", 7)).toThrow();
  });

  it("fingerprints an account the same way each time, and only under its key", () => {
    const other = createAccountCipher(randomBytes(32));
    expect(cipher.fingerprint("HDFC0001234", "1234567")).toBe(cipher.fingerprint("HDFC0001234", "1234567"));
    expect(cipher.fingerprint("HDFC0001234", "1234567")).not.toBe(
      cipher.fingerprint("HDFC0001234", "1234568"),
    );
    expect(other.fingerprint("HDFC0001234", "1234567")).not.toBe(
      cipher.fingerprint("HDFC0001234", "1234567"),
    );
  });
});
