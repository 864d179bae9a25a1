import { describe, expect, it } from "vitest";
import { postedValue, quantityOptions } from "./bag-forms";

describe("quantityOptions", () => {
  it("runs from 1 to what can be sold, at most 10 (spec 3 §5)", () => {
    expect(quantityOptions(1, 3)).toEqual([1, 2, 3]);
    expect(quantityOptions(2, 25)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it("keeps the bag's quantity when the stock no longer covers it, and 1 at least", () => {
    expect(quantityOptions(5, 3)).toEqual([1, 2, 3, 5]);
    expect(quantityOptions(1, 0)).toEqual([1]);
  });
});

describe("postedValue", () => {
  it("reads what a refused form carried, and nothing of a success", () => {
    const refused = { intent: "remove", ok: false as const, fieldErrors: {}, values: { skuId: "7" } };
    expect(postedValue(refused, "skuId")).toBe("7");
    expect(postedValue({ intent: "remove", ok: true, message: "done" }, "skuId")).toBeUndefined();
  });
});
