import type { BrandDeclarations } from "@odin/contracts";
import { describe, expect, it } from "vitest";
import {
  chartMeasurement,
  type DeclaredStyle,
  legalInformation,
  missingDeclarations,
  monthWords,
  NO_STYLE_DECLARATIONS,
  netQuantityWords,
  unitSalePrice,
} from "./declarations-rules";

const BRAND: BrandDeclarations = {
  makerRole: "manufacturer",
  makerName: "Bluewater Apparel",
  makerAddress: "No. 42, Peenya, Bengaluru 560058",
  countryOfOrigin: "India",
  careEmail: "care@example.com",
  carePhone: "1800 425 7788",
  sellerName: "Odin Retail Private Limited",
  sellerAddress: "M.G. Road, Bengaluru 560001",
};

const APPAREL_CHART = {
  columns: ["size", "chestCm", "waistCm", "lengthCm"],
  rows: [
    { size: "S", chestCm: 92, waistCm: 77, lengthCm: 68 },
    { size: "M", chestCm: 98, waistCm: 83, lengthCm: 70 },
  ],
};

const FREE_CHART = { columns: ["size", "note"], rows: [{ size: "Free Size", note: "One size" }] };

function style(overrides: Partial<DeclaredStyle> = {}): DeclaredStyle {
  return {
    own: NO_STYLE_DECLARATIONS,
    brand: BRAND,
    sizes: [
      { size: "S", mrp: 199_900 },
      { size: "M", mrp: 199_900 },
    ],
    chart: APPAREL_CHART,
    returnable: true,
    mrp: 199_900,
    ...overrides,
  };
}

describe("missing declarations", () => {
  it("asks for nothing when the brand declares everything and the chart measures every size", () => {
    expect(missingDeclarations(style())).toEqual([]);
  });

  it("asks for every brand field when there is no brand default and the style declares none", () => {
    expect(missingDeclarations(style({ brand: null }))).toEqual([
      "makerRole",
      "makerName",
      "makerAddress",
      "countryOfOrigin",
      "careEmail",
      "carePhone",
      "sellerName",
      "sellerAddress",
    ]);
  });

  it("takes the style's own value over a missing brand one", () => {
    const own = { ...NO_STYLE_DECLARATIONS, countryOfOrigin: "Bangladesh" };
    const brand = { ...BRAND, countryOfOrigin: null } as unknown as BrandDeclarations;
    expect(missingDeclarations(style({ own, brand }))).toEqual([]);
  });

  it("asks for the measurements of a size the chart does not measure, unless dimensions are given", () => {
    const sizes = [{ size: "Free Size", mrp: 99_900 }];
    expect(missingDeclarations(style({ chart: FREE_CHART, sizes }))).toEqual(["sizeMeasurements"]);
    expect(missingDeclarations(style({ chart: null, sizes }))).toEqual(["sizeMeasurements"]);
    const own = { ...NO_STYLE_DECLARATIONS, dimensions: "Saree 550 cm × 112 cm" };
    expect(missingDeclarations(style({ chart: FREE_CHART, sizes, own }))).toEqual([]);
  });

  it("asks a style without sizes for its measurements", () => {
    expect(missingDeclarations(style({ sizes: [] }))).toEqual(["sizeMeasurements"]);
  });

  it("asks a packaged good for its net quantity and month, not for measurements", () => {
    const own = { ...NO_STYLE_DECLARATIONS, packaged: true };
    expect(missingDeclarations(style({ own, chart: FREE_CHART }))).toEqual(["netQuantity", "madeOn"]);
    const declared = { ...own, netQuantity: 100, netQuantityMeasure: "volume" as const, madeOn: "2026-03" };
    expect(missingDeclarations(style({ own: declared, chart: FREE_CHART }))).toEqual([]);
  });
});

describe("measurements, quantities and prices in words", () => {
  it("reads a size's centimetre columns from its chart row", () => {
    expect(chartMeasurement(APPAREL_CHART, "M")).toBe("chest 98 cm, waist 83 cm, length 70 cm");
    expect(chartMeasurement(APPAREL_CHART, "XL")).toBeNull();
    expect(
      chartMeasurement({ columns: ["size", "footLengthCm"], rows: [{ size: "8", footLengthCm: 29.6 }] }, "8"),
    ).toBe("foot length 29.6 cm");
  });

  it("writes net quantities in the unit a shopper reads", () => {
    expect(netQuantityWords(100, "volume")).toBe("100 ml");
    expect(netQuantityWords(1500, "weight")).toBe("1.5 kg");
    expect(netQuantityWords(250, "length")).toBe("2.5 m");
    expect(netQuantityWords(1, "number")).toBe("1 piece");
    expect(netQuantityWords(6, "number")).toBe("6 pieces");
  });

  it("gives the unit sale price per gram, millilitre or centimetre below one unit, per kilogram, litre or metre from it", () => {
    expect(unitSalePrice(249_900, 100, "volume")).toBe("₹24.99 per ml");
    expect(unitSalePrice(249_900, 1000, "volume")).toBe("₹2,499 per l");
    expect(unitSalePrice(90_000, 1500, "weight")).toBe("₹600 per kg");
    expect(unitSalePrice(10_000, 3, "weight")).toBe("₹33.33 per g");
    expect(unitSalePrice(50_000, 200, "length")).toBe("₹250 per m");
  });

  it("gives a price per piece only when there is more than one", () => {
    expect(unitSalePrice(60_000, 6, "number")).toBe("₹100 per piece");
    expect(unitSalePrice(60_000, 1, "number")).toBeNull();
  });

  it("names the month", () => {
    expect(monthWords("2026-03")).toBe("March 2026");
  });
});

describe("the legal information block", () => {
  it("shows the declarations, each size's measurements and the return terms", () => {
    const legal = legalInformation(style());
    expect(legal).toMatchObject({
      mrp: "₹1,999 (inclusive of all taxes)",
      maker: { role: "manufacturer", name: "Bluewater Apparel" },
      countryOfOrigin: "India",
      customerCare: { email: "care@example.com", phone: "1800 425 7788" },
      seller: { name: "Odin Retail Private Limited" },
      sizes: [
        { size: "S", measurement: "chest 92 cm, waist 77 cm, length 68 cm" },
        { size: "M", measurement: "chest 98 cm, waist 83 cm, length 70 cm" },
      ],
      packaged: null,
    });
    expect(legal.returns).toContain("within 15 days of delivery");
  });

  it("gives a range of MRPs when sizes differ, and says when an item cannot be returned", () => {
    const legal = legalInformation(
      style({
        sizes: [
          { size: "S", mrp: 99_900 },
          { size: "M", mrp: 129_900 },
        ],
        returnable: false,
      }),
    );
    expect(legal.mrp).toBe("₹999 to ₹1,299 (inclusive of all taxes)");
    expect(legal.returns).toBe("This item cannot be returned or exchanged.");
  });

  it("shows a packaged good's quantity, month of import when imported, and unit sale price", () => {
    const own = {
      ...NO_STYLE_DECLARATIONS,
      makerRole: "importer" as const,
      packaged: true,
      netQuantity: 100,
      netQuantityMeasure: "volume" as const,
      madeOn: "2026-06",
    };
    const legal = legalInformation(
      style({ own, chart: FREE_CHART, sizes: [{ size: "Free Size", mrp: 249_900 }] }),
    );
    expect(legal.maker?.role).toBe("importer");
    expect(legal.sizes).toEqual([]);
    expect(legal.packaged).toEqual({
      netQuantity: "100 ml",
      madeOnLabel: "Month and year of import",
      madeOn: "June 2026",
      unitSalePrice: "₹24.99 per ml",
    });
  });

  it("leaves out what is not declared", () => {
    const legal = legalInformation(style({ brand: null }));
    expect(legal.maker).toBeNull();
    expect(legal.customerCare).toBeNull();
    expect(legal.seller).toBeNull();
    expect(legal.countryOfOrigin).toBeNull();
  });

  it("uses the style's dimensions for sizes its chart does not measure", () => {
    const own = { ...NO_STYLE_DECLARATIONS, dimensions: "Width 32 cm × height 26 cm" };
    const legal = legalInformation(
      style({ own, chart: FREE_CHART, sizes: [{ size: "Free Size", mrp: 99_900 }] }),
    );
    expect(legal.sizes).toEqual([{ size: "Free Size", measurement: "Width 32 cm × height 26 cm" }]);
  });
});
