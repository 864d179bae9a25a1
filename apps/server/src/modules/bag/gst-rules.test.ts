import { describe, expect, it } from "vitest";
import {
  DEFAULT_GST_TABLE,
  gstContained,
  lineGst,
  PRE_REFORM_GST_TABLE,
  rateOf,
  reformSaving,
  ruleOf,
  withHsnRates,
} from "./gst-rules";

describe("gstContained", () => {
  it("takes A × r / (100 + r) out of an inclusive amount, rounded to the paisa", () => {
    // ₹1,050 at 5%: 105000 × 5 / 105 = 5000 exactly.
    expect(gstContained(105_000, 5)).toBe(5_000);
    // ₹1,180 at 18%: 118000 × 18 / 118 = 18000 exactly.
    expect(gstContained(118_000, 18)).toBe(18_000);
    // ₹99 at 18%: 9900 × 18 / 118 = 1510.17 → 1510.
    expect(gstContained(9_900, 18)).toBe(1_510);
    // ₹49 at 18%: 4900 × 18 / 118 = 747.46 → 747.
    expect(gstContained(4_900, 18)).toBe(747);
  });

  it("rounds half a paisa up", () => {
    // 14 × 12 / 112 = 1.5 → 2.
    expect(gstContained(14, 12)).toBe(2);
  });

  it("is zero for nothing, for a negative amount and at a zero rate", () => {
    expect(gstContained(0, 18)).toBe(0);
    expect(gstContained(-500, 18)).toBe(0);
    expect(gstContained(50_000, 0)).toBe(0);
  });
});

describe("rateOf: apparel and footwear from 22 September 2025", () => {
  it("is 5% for a piece paid ₹2,625.00 (₹2,500 taxable at 5%) and 18% for ₹2,625.01", () => {
    expect(rateOf("6211", 262_500)).toBe(5);
    expect(rateOf("6211", 262_501)).toBe(18);
  });

  it("applies the same slab to chapters 61, 62, 63 and 64", () => {
    for (const hsn of ["6109", "6205", "6302", "6403", "6404"]) {
      expect(rateOf(hsn, 99_900)).toBe(5);
      expect(rateOf(hsn, 500_000)).toBe(18);
    }
  });

  it("reads a fractional value per piece (a line's value over its pieces) exactly at the boundary", () => {
    expect(rateOf("6204", 787_500 / 3)).toBe(5);
    expect(rateOf("6204", 787_501 / 3)).toBe(18);
  });

  it("ignores dots and spaces in the HSN code", () => {
    expect(rateOf("6109.10 00", 99_900)).toBe(5);
  });
});

describe("rateOf: the other seeded codes and the table", () => {
  it("gives the seeded codes their default rates", () => {
    expect(rateOf("5407", 1_200_000)).toBe(5);
    expect(rateOf("4202", 349_900)).toBe(18);
    expect(rateOf("3303", 249_900)).toBe(18);
    expect(rateOf("9102", 899_900)).toBe(18);
    expect(rateOf("6505", 79_900)).toBe(18);
  });

  it("uses the default rate for a code no prefix matches", () => {
    expect(rateOf("8517", 1_000)).toBe(DEFAULT_GST_TABLE.defaultRate);
    expect(rateOf("", 1_000)).toBe(DEFAULT_GST_TABLE.defaultRate);
  });

  it("lets the longest prefix win", () => {
    const table = withHsnRates(DEFAULT_GST_TABLE, { "6109": 12, "610910": 3 });
    expect(rateOf("61091000", 99_900, table)).toBe(3);
    expect(rateOf("61099000", 99_900, table)).toBe(12);
    expect(rateOf("6105", 99_900, table)).toBe(5);
  });

  it("lets the operator's flat rates replace an entry, slab included", () => {
    const table = withHsnRates(DEFAULT_GST_TABLE, { "6505": 5, "61": 18 });
    expect(rateOf("6505", 79_900, table)).toBe(5);
    expect(rateOf("6109", 79_900, table)).toBe(18);
    expect(rateOf("6205", 79_900, table)).toBe(5);
    expect(DEFAULT_GST_TABLE.byPrefix["6505"]).toBe(18);
  });

  it("finds no rule for a code the table does not list", () => {
    expect(ruleOf("4202", PRE_REFORM_GST_TABLE)).toBeUndefined();
    expect(ruleOf("6109", PRE_REFORM_GST_TABLE)).toEqual({ upTo: 100_000, rateAtOrBelow: 5, rateAbove: 12 });
  });
});

describe("lineGst", () => {
  it("rates a line by its value per piece and takes the tax out of the whole line once", () => {
    // 3 kurtas for ₹7,875.00: ₹2,625 a piece → 5%; 787500 × 5 / 105 = 37500.
    expect(lineGst("6211", 787_500, 3, DEFAULT_GST_TABLE)).toEqual({ rate: 5, amount: 37_500 });
    // One paisa more: ₹2,625.0033 a piece → 18%; 787501 × 18 / 118 = 120127.27 → 120127.
    expect(lineGst("6211", 787_501, 3, DEFAULT_GST_TABLE)).toEqual({ rate: 18, amount: 120_127 });
  });

  it("is zero for a line worth nothing", () => {
    expect(lineGst("6211", 0, 1, DEFAULT_GST_TABLE).amount).toBe(0);
  });
});

describe("reformSaving: the earlier rates on the same taxable value, less today's GST", () => {
  const now = (hsn: string, value: number, qty = 1) => lineGst(hsn, value, qty, DEFAULT_GST_TABLE);
  const saving = (hsn: string, value: number, qty = 1) => reformSaving(hsn, value, qty, now(hsn, value, qty));

  it("saves 7% of the taxable value on a shirt between ₹1,000 and ₹2,500", () => {
    // ₹1,499 at 5%: GST 149900 × 5 / 105 = 7138.10 → 7138; taxable 142762 > ₹1,000 → formerly 12%:
    // 142762 × 12% = 17131.44 → 17131; saving 17131 − 7138 = 9993.
    expect(saving("6205", 149_900)).toBe(9_993);
  });

  it("saves nothing on apparel up to ₹1,000 taxable (5% before and after)", () => {
    // ₹999: GST 4757, taxable 95143 → formerly 5%: 4757.15 → 4757; saving 0.
    expect(saving("6109", 99_900)).toBe(0);
    // ₹1,050.00: GST 5000, taxable exactly ₹1,000 → still formerly 5%.
    expect(saving("6109", 105_000)).toBe(0);
    // ₹1,050.01: GST 5000.05 → 5000, taxable 100001 → formerly 12%: 12000.12 → 12000; saving 7000.
    expect(saving("6109", 105_001)).toBe(7_000);
  });

  it("is negative on apparel above ₹2,500 (12% before, 18% now)", () => {
    // ₹5,000 at 18%: GST 76271.19 → 76271; taxable 423729 × 12% = 50847.48 → 50847; 50847 − 76271.
    expect(saving("6201", 500_000)).toBe(-25_424);
  });

  it("saves 7% on footwear up to ₹1,000 (12% before) and 13% between ₹1,000 and ₹2,500 (18% before)", () => {
    // ₹999 sneakers: GST 4757, taxable 95143 × 12% = 11417.16 → 11417; saving 6660.
    expect(saving("6404", 99_900)).toBe(6_660);
    // ₹1,999 shoes: GST 199900 × 5 / 105 = 9519.05 → 9519; taxable 190381 × 18% = 34268.58 → 34269;
    // saving 24750.
    expect(saving("6403", 199_900)).toBe(24_750);
  });

  it("reads the earlier threshold per piece of a line", () => {
    // 2 tees for ₹2,100.00: GST 10000, taxable 200000 = ₹1,000 a piece → formerly 5%: saving 0.
    expect(saving("6109", 210_000, 2)).toBe(0);
    // 2 tees for ₹2,100.02: taxable 200002 > 2 × ₹1,000 → formerly 12%: 24000.24 → 24000; GST 10000.
    expect(saving("6109", 210_002, 2)).toBe(14_000);
  });

  it("is zero for goods whose rate the reform did not change", () => {
    expect(saving("4202", 349_900)).toBe(0);
    expect(saving("5407", 1_200_000)).toBe(0);
    expect(saving("3303", 249_900)).toBe(0);
  });
});
