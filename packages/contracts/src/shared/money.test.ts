import { describe, expect, it } from "vitest";
import { formatCount, formatRupees } from "./money";

describe("Indian digit grouping", () => {
  it.each([
    [0, "0"],
    [999, "999"],
    [1000, "1,000"],
    [123456, "1,23,456"],
    [12345678, "1,23,45,678"],
    [-4500, "-4,500"],
  ])("counts %d as %s", (count, text) => {
    expect(formatCount(count)).toBe(text);
  });

  it("prints the same text as the en-IN locale for counts", () => {
    for (const count of [7, 1234, 98765, 100000, 9999999, 123456789]) {
      expect(formatCount(count)).toBe(count.toLocaleString("en-IN"));
    }
  });

  it("formats paise as rupees, with paise only when there are some", () => {
    expect(formatRupees(129900)).toBe("₹1,299");
    expect(formatRupees(12345678)).toBe("₹1,23,456.78");
    expect(formatRupees(-50)).toBe("-₹0.50");
  });
});
