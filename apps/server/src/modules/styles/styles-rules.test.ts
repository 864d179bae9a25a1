import { describe, expect, it } from "vitest";
import { cleanTags, stylePricesOf } from "./styles-rules";

describe("a style's prices from its sizes", () => {
  it("lists the cheapest size's price and MRP", () => {
    expect(
      stylePricesOf([
        { mrp: 199_900, price: 149_900 },
        { mrp: 199_900, price: 99_900 },
        { mrp: 249_900, price: 199_900 },
      ]),
    ).toEqual({ mrp: 199_900, price: 99_900, discountPercent: 50, onSale: true });
  });

  it("takes the lower MRP between sizes of the same price, and is on sale from 30% off", () => {
    expect(
      stylePricesOf([
        { mrp: 150_000, price: 100_000 },
        { mrp: 130_000, price: 100_000 },
      ]),
    ).toEqual({ mrp: 130_000, price: 100_000, discountPercent: 23, onSale: false });
  });

  it("has none without sizes", () => {
    expect(stylePricesOf([])).toBeNull();
  });
});

describe("tags", () => {
  it("are trimmed, lower case and each kept once", () => {
    expect(cleanTags([" Cotton", "cotton", "", "Summer "])).toEqual(["cotton", "summer"]);
  });
});
