import type { UIMatch } from "react-router";
import { describe, expect, it } from "vitest";
import { checkoutStepOf, itemValue, parseItem } from "./checkout-forms";

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
