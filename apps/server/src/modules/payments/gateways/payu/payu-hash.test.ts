import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { commandHash, type PayuHashed, paymentHash, payuText, responseHash } from "./payu-hash";
import { paiseOf, rupeesOf } from "./payu-wire";

/** PayU's official Node SDK (payu-websdk, a devDependency): its hasher is the reference. */
type Credentials = { key: string; salt: string; config: Record<string, never> };
const sdk = createRequire(import.meta.url)("payu-websdk/utils/hasher.js") as {
  paymentHasher(credentials: Credentials, params: object): string;
  reverseHasher(credentials: Credentials, params: object): string;
  apiHasher(credentials: Credentials, params: object): string;
};

/** PayU's documented test key, and a salt of the same shape. */
const KEY = "JPM7Fg";
const SALT = "TuxqAugd";
const credentials: Credentials = { key: KEY, salt: SALT, config: {} };

const request: Required<PayuHashed> = {
  key: KEY,
  txnid: "TX0123456789ABCDEF0123",
  amount: "1499.00",
  productinfo: "Order OD1234",
  firstname: "Asha Rao",
  email: "asha@example.com",
  udf1: "OD1234",
  udf2: "",
  udf3: "",
  udf4: "",
  udf5: "",
};
const answer = { ...request, status: "success" };

/** The same text with one character changed at `index`. */
const changed = (text: string, index: number) =>
  `${text.slice(0, index)}${text[index] === "x" ? "y" : "x"}${text.slice(index + 1)}`;

describe("PayU's hashes, against its official SDK", () => {
  it("hashes a _payment request as PayU does, and spells out the documented sequence", () => {
    expect(paymentHash(SALT, request)).toBe(sdk.paymentHasher(credentials, request));
    const sequence = `${KEY}|TX0123456789ABCDEF0123|1499.00|Order OD1234|Asha Rao|asha@example.com|OD1234||||||||||${SALT}`;
    expect(paymentHash(SALT, request)).toBe(createHash("sha512").update(sequence).digest("hex"));
  });

  it("checks PayU's reverse hash, with and without additional charges", () => {
    expect(responseHash(SALT, answer)).toBe(sdk.reverseHasher(credentials, answer));
    const charged = { ...answer, additionalCharges: "25.00" };
    expect(responseHash(SALT, charged)).toBe(sdk.reverseHasher(credentials, charged));
    expect(responseHash(SALT, charged)).not.toBe(responseHash(SALT, answer));
  });

  it("hashes a postservice command as key|command|var1|salt", () => {
    expect(commandHash(KEY, "verify_payment", request.txnid, SALT)).toBe(
      sdk.apiHasher(credentials, { command: "verify_payment", var1: request.txnid }),
    );
  });

  it("gives another hash when any one character of a hashed field changes", () => {
    const expected = responseHash(SALT, answer);
    for (const field of ["txnid", "amount", "productinfo", "firstname", "email", "udf1", "status"] as const) {
      const value = answer[field];
      for (let index = 0; index < value.length; index++)
        expect(
          responseHash(SALT, { ...answer, [field]: changed(value, index) }),
          `${field}@${index}`,
        ).not.toBe(expected);
    }
    expect(responseHash(changed(SALT, 0), answer)).not.toBe(expected);
  });
});

describe("PayU's fields", () => {
  it("keeps a | out of hashed values, so no field can shift the others", () => {
    expect(payuText(" Asha|Rao\n ", 60)).toBe("Asha Rao");
    expect(payuText("a".repeat(70), 60)).toHaveLength(60);
  });

  it("converts paise to PayU's rupees and back", () => {
    expect(rupeesOf(149_900)).toBe("1499.00");
    expect(rupeesOf(105)).toBe("1.05");
    expect(paiseOf("1499.00")).toBe(149_900);
    expect(paiseOf("1.5")).toBe(150);
    expect(paiseOf("10")).toBe(1_000);
    for (const bad of [undefined, "", "1.234", "-1.00", "1e3", "abc"]) expect(paiseOf(bad)).toBeUndefined();
  });
});
