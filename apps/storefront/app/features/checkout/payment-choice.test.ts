import type { PaymentMethodsResponse } from "@odin/contracts";
import { describe, expect, it } from "vitest";
import { onlineMethods } from "../../testing/checkout-data";
import { choiceHref, choiceOf, optionOf, resolveOption, retryHref, sameOption } from "./payment-choice";

describe("the payment choice in the page's address", () => {
  it("carries a type and loyalty points there and back", () => {
    const choice = { paymentTypeCode: "CASH_ON_DELIVERY", useLoyalty: true } as const;
    const href = choiceHref(choice);
    expect(href).toBe("/checkout/payment?paymentTypeCode=CASH_ON_DELIVERY&useLoyalty=true");
    expect(choiceOf(new URL(href, "https://shop.example.in").searchParams)).toEqual(choice);
    expect(choiceHref({ paymentTypeCode: "LOYALTY", useLoyalty: false })).toBe(
      "/checkout/payment?paymentTypeCode=LOYALTY",
    );
  });

  it("names no choice without a known type", () => {
    expect(choiceOf(new URLSearchParams(""))).toBeUndefined();
    expect(choiceOf(new URLSearchParams("paymentTypeCode=CASH"))).toBeUndefined();
  });

  it("carries the option inside an online type, and the unpaid order of a retry", () => {
    const href = choiceHref(
      { paymentTypeCode: "NET_BANKING", useLoyalty: true },
      { bankCode: "UTIB", requestedPG: "payu" },
    );
    expect(href).toBe("/checkout/payment?paymentTypeCode=NET_BANKING&useLoyalty=true&bankCode=UTIB");
    expect(optionOf(new URL(href, "https://shop.example.in").searchParams)).toEqual({ bankCode: "UTIB" });
    expect(
      choiceHref({ paymentTypeCode: "CREDIT_CARD", useLoyalty: false }, { saveCard: true }, "OD1234"),
    ).toBe("/checkout/payment?orderId=OD1234&paymentTypeCode=CREDIT_CARD&saveCard=true");
    expect(retryHref("OD1234")).toBe("/checkout/payment?orderId=OD1234");
  });
});

describe("what is chosen inside a type", () => {
  const methods: PaymentMethodsResponse = onlineMethods();

  it("keeps a bank or wallet of the type's list with its gateway, and drops another type's", () => {
    expect(resolveOption(methods, "NET_BANKING", { bankCode: "UTIB" })).toEqual({
      bankCode: "UTIB",
      requestedPG: "payu",
    });
    expect(resolveOption(methods, "WALLET", { bankCode: "UTIB" })).toEqual({});
    expect(resolveOption(methods, "WALLET", { bankCode: "PAYTM", savedCardToken: "x" })).toEqual({
      bankCode: "PAYTM",
      requestedPG: "paytm",
    });
  });

  it("selects the default saved card when none (or one no longer saved) is chosen (spec 3 §4)", () => {
    expect(resolveOption(methods, "SAVEDCARD", {})).toEqual({
      savedCardToken: "token_mc",
      requestedPG: "razorpay",
    });
    expect(resolveOption(methods, "SAVEDCARD", { savedCardToken: "token_visa" })).toMatchObject({
      savedCardToken: "token_visa",
    });
    expect(resolveOption(methods, "SAVEDCARD", { savedCardToken: "gone" })).toMatchObject({
      savedCardToken: "token_mc",
    });
  });

  it("takes Snapmint for cardless EMI unless told otherwise, and a new card's save box", () => {
    expect(resolveOption(methods, "CARDLESS_EMI", {})).toEqual({
      bankCode: "snapmint",
      requestedPG: "snapmint",
    });
    expect(resolveOption(methods, "CREDIT_CARD", { saveCard: true, bankCode: "HDFC" })).toEqual({
      saveCard: true,
    });
    expect(resolveOption(methods, "UPI", { bankCode: "HDFC" })).toEqual({});
    expect(sameOption({ bankCode: "HDFC", requestedPG: "razorpay" }, { bankCode: "HDFC" })).toBe(true);
    expect(sameOption({ saveCard: true }, {})).toBe(false);
  });
});
