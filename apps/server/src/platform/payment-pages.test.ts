import { describe, expect, it } from "vitest";
import { isPaymentPage, newScriptNonce } from "./payment-pages";

describe("isPaymentPage", () => {
  it("takes every path under /checkout, pages added later included, and the order confirmations", () => {
    for (const url of [
      "/checkout",
      "/checkout/",
      "/checkout/shipping",
      "/checkout/payment?paymentTypeCode=CASH_ON_DELIVERY",
      "/checkout/onpaymentfailure",
      "/checkout/pay/T20261126000001",
      "/checkout/payment.data",
      "/orderconfirmation/OD202611260001/success",
      "/orderconfirmation/OD202611260001/failure/T1",
      "http://localhost:3000/checkout/payment",
    ]) {
      expect(isPaymentPage(url), url).toBe(true);
    }
  });

  it("takes the spellings React Router would match too: any case, encoded letters", () => {
    expect(isPaymentPage("/CheckOut/Payment")).toBe(true);
    expect(isPaymentPage("/check%6Fut/payment")).toBe(true);
    expect(isPaymentPage("/%4FrderConfirmation/OD1/success")).toBe(true);
  });

  it("leaves the other pages and the API alone", () => {
    for (const url of [
      "/",
      "/checkouts",
      "/checkout-help",
      "/mybag",
      "/orderconfirmation",
      "/api/checkout",
      "/products?q=checkout",
      "/%E0%A4%A",
    ]) {
      expect(isPaymentPage(url), url).toBe(false);
    }
  });
});

describe("newScriptNonce", () => {
  it("is 128 random bits in base64, new each time", () => {
    const nonces = new Set(Array.from({ length: 100 }, newScriptNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    }
  });
});
