import type { TaxDocumentSnapshot } from "@odin/db";
import { describe, expect, it } from "vitest";
import { pdfText } from "../../testing/pdf-text";
import { renderPdf, rupees } from "./invoice-pdf";
import { chargeLine, goodsLine, stateOf, totalsOf } from "./tax-rules";

const KARNATAKA = stateOf("Karnataka");
const lines = [
  goodsLine(
    {
      id: 7,
      hsnCode: "6211",
      product: { styleName: "Cotton Kurta", brandName: "Aranya", size: "M", colour: "Indigo" },
      quantity: 2,
      mrp: 299_900,
      lineTotal: 359_800,
      gstRate: 5,
      gstAmount: 17_133,
      pickedUpAtStore: false,
      centreState: "Maharashtra",
    },
    KARNATAKA,
  ),
  chargeLine(
    { description: "Delivery charges", amount: 9_900, gstIncluded: 1_510 },
    stateOf("Maharashtra"),
    KARNATAKA,
  ),
];

const invoice: TaxDocumentSnapshot = {
  kind: "invoice",
  number: "INV-2627-000123",
  issuedAt: "2026-11-26T10:00:00.000Z",
  supplier: {
    name: "Example Retail Private Limited",
    address: ["Unit 4, Logistics Park, Bhiwandi", "Thane 421302"],
    state: "Maharashtra",
    stateCode: "27",
    gstin: "27AAPFU0939F1ZV",
  },
  recipient: {
    name: "Asha Rao",
    address: ["12, MG Road", "Bengaluru 560001"],
    state: "Karnataka",
    stateCode: "29",
  },
  placeOfSupply: { state: "Karnataka", code: "29" },
  orderNumber: "OD100042",
  orderDate: "2026-11-20T05:00:00.000Z",
  lines,
  totals: totalsOf(lines),
};

describe("the tax invoice PDF (CGST Rules, rule 46)", () => {
  it("prints every field of rule 46 as text that can be read back", async () => {
    const text = await pdfText(await renderPdf(invoice));
    for (const field of [
      "Tax Invoice",
      "Example Retail Private Limited", // (a) supplier's name, address and GSTIN
      "Unit 4, Logistics Park, Bhiwandi",
      "GSTIN: 27AAPFU0939F1ZV",
      "INV-2627-000123", // (b) serial number
      "Date: 26 Nov 2026", // (c) date
      "Asha Rao", // (e) recipient, address, state and code
      "12, MG Road",
      "State: Karnataka, state code 29",
      "6211", // (g) HSN
      "Aranya Cotton Kurta, Indigo, size M", // (h) description
      "996812", // the delivery charge's SAC
      "Taxable value", // (j) taxable value after discount
      "3,426.67",
      "IGST", // (k)/(l) rate and amount of tax
      "171.33",
      "18%",
      "15.10",
      "Place of supply: Karnataka (state code 29)", // (n)
      "reverse charge: No", // (p)
      "authorised signatory", // (q)
      "₹",
    ]) {
      expect(text).toContain(field);
    }
  });

  it("prints CGST and SGST with their rates within a state, and a credit note against its invoice", async () => {
    const maharashtra = stateOf("Maharashtra");
    const local = [
      goodsLine(
        {
          ...lines[0],
          id: 7,
          hsnCode: "6211",
          product: { styleName: "Kurta", brandName: "A", size: "M", colour: "Red" },
          quantity: 1,
          mrp: 104_900,
          lineTotal: 104_900,
          gstRate: 5,
          gstAmount: 4_995,
          pickedUpAtStore: false,
          centreState: "Maharashtra",
        },
        maharashtra,
      ),
    ];
    const note: TaxDocumentSnapshot = {
      ...invoice,
      kind: "credit_note",
      number: "CRN-2627-000009",
      placeOfSupply: { state: "Maharashtra", code: "27" },
      invoice: { number: "INV-2627-000123", issuedAt: invoice.issuedAt },
      reason: "return",
      lines: local,
      totals: totalsOf(local),
    };
    const text = await pdfText(await renderPdf(note));
    for (const field of [
      "Credit Note",
      "CRN-2627-000009",
      "Against invoice INV-2627-000123 of 26 Nov 2026",
      "Reason: return",
      "2.5%",
      "24.98",
      "24.97",
      "Value credited: ₹1,049.00",
    ]) {
      expect(text).toContain(field);
    }
  });

  it("formats paise with two decimals and Indian grouping", () => {
    expect(rupees(12_345_678)).toBe("1,23,456.78");
    expect(rupees(5)).toBe("0.05");
    expect(rupees(-9_900)).toBe("-99.00");
  });
});
