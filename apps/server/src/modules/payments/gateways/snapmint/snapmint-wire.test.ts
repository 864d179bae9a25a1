import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { answerChecksum, checkoutChecksum, outcomeOf, paiseOf, snapmintText } from "./snapmint-wire";

/** The merchant key and token of the sample in Snapmint's React Native SDK demo. */
const secrets = { merchantKey: "I68lsMZD", merchantToken: "rIB7eJny" };
const sha512 = (text: string) => createHash("sha512").update(text).digest("hex");
const order = {
  orderId: "TX0123456789ABCDEF0123",
  orderValue: "1299.00",
  fullName: "Asha Rao",
  email: "asha@example.com",
};
const answer = { ...order, status: "success" };

/** The same text with one character changed at `index`. */
const changed = (text: string, index: number) =>
  `${text.slice(0, index)}${text[index] === "x" ? "y" : "x"}${text.slice(index + 1)}`;

describe("Snapmint's checksums (its merchant integration document and WooCommerce plugin)", () => {
  it("signs the checkout form as merchant_key|order_id|order_value|full_name|email|merchant_token", () => {
    expect(checkoutChecksum(secrets, order)).toBe(
      sha512("I68lsMZD|TX0123456789ABCDEF0123|1299.00|Asha Rao|asha@example.com|rIB7eJny"),
    );
  });

  it("checks Snapmint's answer as merchant_token|status|order_id|order_value|full_name|email|merchant_key", () => {
    expect(answerChecksum(secrets, answer)).toBe(
      sha512("rIB7eJny|success|TX0123456789ABCDEF0123|1299.00|Asha Rao|asha@example.com|I68lsMZD"),
    );
  });

  it("gives another checksum when any one character of a signed field or secret changes", () => {
    const expected = answerChecksum(secrets, answer);
    for (const field of ["status", "orderId", "orderValue", "fullName", "email"] as const) {
      const value = answer[field];
      for (let index = 0; index < value.length; index++)
        expect(
          answerChecksum(secrets, { ...answer, [field]: changed(value, index) }),
          `${field}@${index}`,
        ).not.toBe(expected);
    }
    expect(answerChecksum({ ...secrets, merchantToken: changed(secrets.merchantToken, 3) }, answer)).not.toBe(
      expected,
    );
    expect(answerChecksum({ ...secrets, merchantKey: changed(secrets.merchantKey, 0) }, answer)).not.toBe(
      expected,
    );
  });

  it("keeps a | out of signed values, so no field can shift the others", () => {
    expect(snapmintText("Asha|Rao\t", 100)).toBe("Asha Rao");
  });
});

describe("Snapmint's order states", () => {
  it("pays an order once its down payment is made, fails a rejected one, and waits otherwise", () => {
    const paid = outcomeOf({ snapmint_id: 42, down_payment_status: 1, order_value: "1299.00" }, "TX1");
    expect(paid).toMatchObject({ status: "paid", gatewayPaymentId: "42", amount: 129_900, currency: "INR" });
    expect(outcomeOf({ status: "failure" }, "TX1")).toMatchObject({
      status: "failed",
      failureCode: "PAYMENT_FAILED",
    });
    expect(outcomeOf({ status: "cancelled" }, "TX1").failureCode).toBe("PAYMENT_CANCELLED");
    expect(outcomeOf({}, "TX1")).toMatchObject({
      status: "pending",
      gatewayPaymentId: undefined,
      amount: undefined,
    });
  });

  it("reads rupees as text or number", () => {
    expect(paiseOf("1299.5")).toBe(129_950);
    expect(paiseOf(1299)).toBe(129_900);
    expect(paiseOf("12,99")).toBeUndefined();
  });
});
