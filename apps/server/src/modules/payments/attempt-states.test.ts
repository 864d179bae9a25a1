import { describe, expect, it } from "vitest";
import { isOpen, nextPage, stateOf, storedOf } from "./attempt-states";
import type { AttemptRow } from "./payments.repo";

const attempt = (fields: Partial<AttemptRow>) =>
  ({
    transactionId: "TX1",
    gatewayOrderId: null,
    gatewayPaymentId: null,
    amount: 149_900,
    status: "created",
    ...fields,
  }) as AttemptRow;

describe("an attempt's state", () => {
  it("is open while created or pending, and settled once paid, failed or refunded", () => {
    for (const status of ["created", "pending"]) expect(isOpen({ status }), status).toBe(true);
    for (const status of ["paid", "failed", "refunded"]) expect(isOpen({ status }), status).toBe(false);
  });

  it("shows a refunded attempt as paid and an open one as pending", () => {
    expect(["paid", "refunded", "failed", "pending", "created"].map((status) => stateOf({ status }))).toEqual(
      ["paid", "paid", "failed", "pending", "pending"],
    );
  });

  it("is asked of its gateway by our transaction id, the gateway's ids and the amount", () => {
    expect(storedOf(attempt({}))).toEqual({
      transactionId: "TX1",
      gatewayOrderId: "",
      gatewayPaymentId: undefined,
      amount: 149_900,
    });
    expect(storedOf(attempt({ gatewayOrderId: "order_1", gatewayPaymentId: "pay_1" }))).toMatchObject({
      gatewayOrderId: "order_1",
      gatewayPaymentId: "pay_1",
    });
  });
});

describe("the page after a payment", () => {
  it("is the confirmation's success or pending page, with the transaction when there is one", () => {
    expect(nextPage("OD1", "paid", "TX1", false)).toBe("/orderconfirmation/OD1/success/TX1");
    expect(nextPage("OD1", "pending", "TX1", false)).toBe("/orderconfirmation/OD1/pending/TX1");
    expect(nextPage("OD1", "paid", undefined, true)).toBe("/orderconfirmation/OD1/success");
  });

  it("is the failure page for a failed payment, or the payment step again when it stays there (spec 3 §4)", () => {
    expect(nextPage("OD1", "failed", "TX1", false)).toBe(
      "/checkout/onpaymentfailure?orderId=OD1&transactionId=TX1",
    );
    expect(nextPage("OD1", "failed", undefined, false)).toBe("/checkout/onpaymentfailure?orderId=OD1");
    expect(nextPage("OD1", "failed", "TX1", true)).toBe(
      "/checkout/payment?orderId=OD1&transactionId=TX1&failed=1",
    );
  });
});
