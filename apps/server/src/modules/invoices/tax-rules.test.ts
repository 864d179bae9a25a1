import { describe, expect, it } from "vitest";
import {
  chargeLine,
  chargeRate,
  goodsLine,
  splitTax,
  stateOf,
  type TaxableItem,
  totalsOf,
} from "./tax-rules";

const MAHARASHTRA = stateOf("Maharashtra");
const KARNATAKA = stateOf("Karnataka");

/** A kurta at ₹1,049 (MRP ₹1,499) shipped from a Maharashtra warehouse. */
const kurta: TaxableItem = {
  id: 1,
  hsnCode: "6211",
  product: { styleName: "Cotton Kurta", brandName: "Aranya", size: "M", colour: "Indigo" },
  quantity: 1,
  mrp: 149_900,
  lineTotal: 104_900,
  gstRate: 5,
  gstAmount: 4_995, // round(104,900 × 5 / 105) = round(4,995.24)
  pickedUpAtStore: false,
  centreState: "Maharashtra",
};

describe("splitting the GST (paise)", () => {
  it("gives CGST and SGST half each, the odd paisa to CGST, so they add up to the GST", () => {
    expect(splitTax(4_995, true)).toEqual({ cgst: 2_498, sgst: 2_497, igst: 0 });
    expect(splitTax(1_510, true)).toEqual({ cgst: 755, sgst: 755, igst: 0 });
    expect(splitTax(1, true)).toEqual({ cgst: 1, sgst: 0, igst: 0 });
    expect(splitTax(4_995, false)).toEqual({ cgst: 0, sgst: 0, igst: 4_995 });
  });
});

describe("a goods line (HSN, taxable value after discount, rate, CGST + SGST or IGST)", () => {
  it("within one state: CGST + SGST on the value net of GST", () => {
    expect(goodsLine(kurta, MAHARASHTRA)).toEqual({
      itemId: 1,
      hsn: "6211",
      description: "Aranya Cotton Kurta, Indigo, size M",
      quantity: 1,
      gross: 149_900,
      discount: 45_000,
      taxable: 99_905,
      rate: 5,
      cgst: 2_498,
      sgst: 2_497,
      igst: 0,
      stateTaxName: "SGST",
      total: 104_900,
    });
  });

  it("delivered to another state: IGST", () => {
    expect(goodsLine(kurta, KARNATAKA)).toMatchObject({ taxable: 99_905, cgst: 0, sgst: 0, igst: 4_995 });
  });

  it("a discounted line of two pieces with a ₹400 coupon share", () => {
    // MRP ₹2,999 × 2, price ₹1,999 × 2 = ₹3,998, less ₹400 = ₹3,598; ₹1,799 a piece: 5%.
    // GST = round(359,800 × 5 / 105) = round(17,133.33) = 17,133; taxable 342,667.
    const line = goodsLine(
      { ...kurta, quantity: 2, mrp: 299_900, lineTotal: 359_800, gstAmount: 17_133 },
      MAHARASHTRA,
    );
    expect(line).toMatchObject({
      quantity: 2,
      gross: 599_800,
      discount: 240_000,
      taxable: 342_667,
      cgst: 8_567,
      sgst: 8_566,
      total: 359_800,
    });
    expect(line.taxable + line.cgst + line.sgst).toBe(line.total);
  });

  it("an 18% jacket: taxable value and taxes add up to the line", () => {
    // ₹5,000 at 18%: GST = round(500,000 × 18 / 118) = round(76,271.19) = 76,271.
    const line = goodsLine(
      { ...kurta, mrp: 500_000, lineTotal: 500_000, gstRate: 18, gstAmount: 76_271 },
      KARNATAKA,
    );
    expect(line).toMatchObject({ taxable: 423_729, rate: 18, igst: 76_271, discount: 0 });
  });

  it("names UTGST in a union territory without a legislature", () => {
    const chandigarh = stateOf("Chandigarh");
    const line = goodsLine({ ...kurta, centreState: "Chandigarh" }, chandigarh);
    expect(line).toMatchObject({ cgst: 2_498, sgst: 2_497, stateTaxName: "UTGST" });
    expect(goodsLine({ ...kurta, centreState: "Delhi" }, stateOf("Delhi")).stateTaxName).toBe("SGST");
  });

  it("a store pickup is supplied at the store, whatever the delivery address", () => {
    const line = goodsLine({ ...kurta, pickedUpAtStore: true }, KARNATAKA);
    expect(line).toMatchObject({
      cgst: 2_498,
      sgst: 2_497,
      igst: 0,
      placeOfSupply: { state: "Maharashtra", code: "27" },
    });
  });
});

describe("delivery and COD charges (SAC 996812)", () => {
  it("reads the rate back from the amount and its GST, and splits it by the supplier's state", () => {
    // ₹99 at 18%: GST = round(9,900 × 18 / 118) = round(1,510.17) = 1,510.
    expect(chargeRate(9_900, 1_510)).toBe(18);
    expect(chargeRate(0, 0)).toBe(0);
    const charge = { description: "Delivery charges", amount: 9_900, gstIncluded: 1_510 };
    expect(chargeLine(charge, MAHARASHTRA, MAHARASHTRA)).toMatchObject({
      hsn: "996812",
      taxable: 8_390,
      rate: 18,
      cgst: 755,
      sgst: 755,
      igst: 0,
      total: 9_900,
    });
    expect(chargeLine(charge, MAHARASHTRA, KARNATAKA)).toMatchObject({ igst: 1_510, cgst: 0 });
  });
});

describe("totals", () => {
  it("sum every line's taxable value, taxes and total", () => {
    const lines = [
      goodsLine(kurta, MAHARASHTRA),
      chargeLine(
        { description: "Delivery charges", amount: 9_900, gstIncluded: 1_510 },
        MAHARASHTRA,
        MAHARASHTRA,
      ),
    ];
    expect(totalsOf(lines)).toEqual({ taxable: 108_295, cgst: 3_253, sgst: 3_252, igst: 0, total: 114_800 });
  });

  it("knows every state of the pincode directory and refuses a name it does not know", () => {
    for (const name of ["Chattisgarh", "Pondicherry", "Jammu & Kashmir", "Andaman & Nicobar Islands"]) {
      expect(stateOf(name).code).toMatch(/^\d{2}$/);
    }
    expect(() => stateOf("Atlantis")).toThrow();
  });
});
