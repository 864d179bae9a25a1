import { describe, expect, it } from "vitest";
import { amountOf, paiseOf, rupeesText } from "./rupees";

describe("rupees typed in the catalogue's forms", () => {
  it("become whole paise from their digits, with up to 2 decimals", () => {
    expect(paiseOf("1299")).toBe(129_900);
    expect(paiseOf("1,299.5")).toBe(129_950);
    expect(paiseOf(" ₹1,299.05 ")).toBe(129_905);
    expect(paiseOf("0.29")).toBe(29);
    expect(paiseOf("19.99")).toBe(1_999);
    for (const bad of ["", "12.345", "-5", "1e3", "12.", ".5", "abc"])
      expect(paiseOf(bad), bad).toBeUndefined();
  });

  it("are shown in a field as typed", () => {
    expect(rupeesText(129_900)).toBe("1299");
    expect(rupeesText(129_950)).toBe("1299.50");
    expect(rupeesText(129_905)).toBe("1299.05");
  });

  it("are refused outside the server's range", () => {
    expect(amountOf("1", "The MRP")).toEqual({ paise: 100 });
    expect(amountOf("0.99", "The MRP")).toHaveProperty("problem");
    expect(amountOf("1000000", "The MRP")).toEqual({ paise: 100_000_000 });
    expect(amountOf("1000000.01", "The MRP")).toHaveProperty("problem");
  });
});
