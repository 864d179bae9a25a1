import PaytmChecksum from "paytmchecksum";
import { describe, expect, it } from "vitest";
import { checksumText, paytmChecksum, verifyPaytmChecksum } from "./paytm-checksum";
import { paiseOf, rupees, statusOutcome } from "./paytm-wire";

/** A 16-character merchant key, as Paytm's are. */
const KEY = "Kx9#sandbox&key1";
const BODY = JSON.stringify({
  requestType: "Payment",
  mid: "ODINTEST0001",
  websiteName: "DEFAULT",
  orderId: "TX0123456789ABCDEF",
  txnAmount: { value: "1499.00", currency: "INR" },
  userInfo: { custId: "CUST7", mobile: "7777777777" },
});
const FIELDS = {
  MID: "ODINTEST0001",
  ORDERID: "TX0123456789ABCDEF",
  STATUS: "TXN_SUCCESS",
  TXNAMOUNT: "1499.00",
  CURRENCY: "INR",
  TXNID: "20260101111212800110168296702833748",
  RESPCODE: "01",
};

/** Every variant of `text` with one character changed. */
function oneCharacterChanged(text: string): string[] {
  return [...text].map(
    (char, index) => text.slice(0, index) + (char === "0" ? "1" : "0") + text.slice(index + 1),
  );
}

describe("Paytm checksums: the official package's, checked in constant time", () => {
  it("accepts the package's checksum of a JSON body, as the package itself does", async () => {
    const checksum = await PaytmChecksum.generateSignature(BODY, KEY);
    expect(PaytmChecksum.verifySignature(BODY, KEY, checksum)).toBe(true);
    expect(verifyPaytmChecksum(BODY, KEY, checksum)).toBe(true);
  });

  it("makes checksums the package accepts, for a body and for form fields", async () => {
    expect(PaytmChecksum.verifySignature(BODY, KEY, await paytmChecksum(BODY, KEY))).toBe(true);
    const checksum = await paytmChecksum(FIELDS, KEY);
    expect(PaytmChecksum.verifySignature({ ...FIELDS }, KEY, checksum)).toBe(true);
    expect(verifyPaytmChecksum({ ...FIELDS, CHECKSUMHASH: checksum }, KEY, checksum)).toBe(true);
  });

  it("signs a form's values but CHECKSUMHASH, sorted by name and joined by |", () => {
    expect(checksumText({ B: "2", A: "1", CHECKSUMHASH: "x" })).toBe("1|2");
    expect(checksumText({ ...FIELDS })).toBe(PaytmChecksum.getStringByParams({ ...FIELDS }));
  });

  it("agrees with the package's own hash for a fixed salt", () => {
    const checksum = PaytmChecksum.calculateChecksum(BODY, KEY, "AbC1");
    expect(PaytmChecksum.decrypt(checksum, KEY)).toBe(PaytmChecksum.calculateHash(BODY, "AbC1"));
    expect(verifyPaytmChecksum(BODY, KEY, checksum)).toBe(true);
  });

  it("refuses a body with any one character changed, as the package does", async () => {
    const checksum = await PaytmChecksum.generateSignature(BODY, KEY);
    for (const changed of oneCharacterChanged(BODY)) {
      expect(verifyPaytmChecksum(changed, KEY, checksum)).toBe(false);
      expect(PaytmChecksum.verifySignature(changed, KEY, checksum)).toBe(false);
    }
  });

  it("refuses form fields with any one character of a value changed", async () => {
    const checksum = await paytmChecksum(FIELDS, KEY);
    for (const [name, value] of Object.entries(FIELDS))
      for (const changed of oneCharacterChanged(value))
        expect(verifyPaytmChecksum({ ...FIELDS, [name]: changed }, KEY, checksum)).toBe(false);
  });

  it("refuses a checksum with any one character changed, another key's, or none, without throwing", async () => {
    const checksum = await PaytmChecksum.generateSignature(BODY, KEY);
    const bytes = Buffer.from(checksum, "base64");
    // A change in the unused low bits of the last base64 digit decodes to the same bytes: the same checksum.
    const changedBytes = oneCharacterChanged(checksum).filter(
      (text) => !Buffer.from(text, "base64").equals(bytes),
    );
    expect(changedBytes.length).toBeGreaterThan(checksum.length - 3);
    for (const changed of changedBytes) expect(verifyPaytmChecksum(BODY, KEY, changed)).toBe(false);
    expect(verifyPaytmChecksum(BODY, "another16charkey", checksum)).toBe(false);
    for (const none of [undefined, "", "not base64 at all", "AAAA"])
      expect(verifyPaytmChecksum(BODY, KEY, none)).toBe(false);
  });
});

describe("Paytm's amounts and order status", () => {
  it("writes paise as rupee strings and reads them back", () => {
    expect(rupees(149_900)).toBe("1499.00");
    expect(rupees(5)).toBe("0.05");
    expect(paiseOf("1499.00")).toBe(149_900);
    expect(paiseOf("1499.5")).toBe(149_950);
    expect(paiseOf("1499")).toBe(149_900);
    for (const bad of [undefined, "", "-1.00", "1.005", "1e3", "12.3.4"])
      expect(paiseOf(bad)).toBeUndefined();
  });

  it("reads a success, a failure, a pending debit, and an order Paytm has no transaction for", () => {
    const paid = statusOutcome(
      {
        resultInfo: { resultStatus: "TXN_SUCCESS", resultCode: "01" },
        orderId: "TX1",
        txnId: "T9",
        txnAmount: "1499.00",
      },
      "TX1",
    );
    expect(paid).toMatchObject({ status: "paid", gatewayPaymentId: "T9", amount: 149_900, currency: "INR" });
    const short = statusOutcome(
      { resultInfo: { resultStatus: "TXN_FAILURE", resultCode: "235" }, txnId: "T9" },
      "TX1",
    );
    expect(short).toMatchObject({ status: "failed", failureCode: "INSUFFICIENT_BALANCE_IN_WALLET" });
    const declined = statusOutcome(
      { resultInfo: { resultStatus: "TXN_FAILURE", resultCode: "227" }, txnId: "T9" },
      "TX1",
    );
    expect(declined).toMatchObject({ status: "failed", failureCode: "PAYTM_227" });
    const pending = statusOutcome(
      { resultInfo: { resultStatus: "PENDING", resultCode: "402" }, txnId: "T9" },
      "TX1",
    );
    expect(pending).toMatchObject({ status: "pending", gatewayPaymentId: "T9" });
    const none = statusOutcome({ resultInfo: { resultStatus: "TXN_FAILURE", resultCode: "334" } }, "TX1");
    expect(none).toMatchObject({ status: "pending", gatewayPaymentId: undefined, gatewayOrderId: "TX1" });
  });
});
