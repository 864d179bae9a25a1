import type { UIMatch } from "react-router";
import { describe, expect, it } from "vitest";
import { checkoutStepOf, choiceHref, choiceOf, itemValue, parseItem } from "./checkout-forms";

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
});

describe("PLACE ORDER's items as hidden fields", () => {
  it("writes and reads an item, with the store of a pickup only", () => {
    const pickup = { skuId: 7, qty: 2, shippingMethod: "STOREPICK", storeId: 31 } as const;
    expect(itemValue(pickup)).toBe("7:2:STOREPICK:31");
    expect(parseItem(itemValue(pickup))).toEqual(pickup);
    expect(parseItem("8:1:ndd")).toEqual({ skuId: 8, qty: 1, shippingMethod: "ndd" });
  });
});

describe("which checkout step a page belongs to", () => {
  const match = (handle: unknown) => ({ handle }) as UIMatch;

  it("is the deepest route's step, else none", () => {
    expect(checkoutStepOf([match(undefined), match({ checkoutStep: "payment" })])).toBe("payment");
    expect(checkoutStepOf([match({ header: "minimal" })])).toBeUndefined();
    expect(checkoutStepOf([match({ checkoutStep: "elsewhere" })])).toBeUndefined();
  });
});
