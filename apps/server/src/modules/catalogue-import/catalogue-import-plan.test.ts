import { describe, expect, it } from "vitest";
import { type ExistingStyle, planStyles, type References, stockStepOf } from "./catalogue-import-plan";
import type { ImportRow, StyleRows } from "./catalogue-import-rules";

const KURTAS = {
  categoryId: 30,
  gender: "Women",
  name: "Kurtas",
  articleType: "kurtas",
  returnable: true,
  sizeChartId: 4,
};

const EXISTING: ExistingStyle = {
  styleId: 7,
  code: "OLDSTYLE01",
  brandId: 1,
  name: "Cotton kurta",
  story: "",
  categoryId: 30,
  gender: "Women",
  articleType: "kurtas",
  articleTypeName: "Kurtas",
  returnable: true,
  colour: "Red",
  colourCode: "#aa0000",
  occasion: "Casual",
  hsnCode: "6204",
  listedMrp: 200_000,
  listedPrice: 150_000,
  sizes: [
    { skuId: 70, size: "M", ean: "8901234567890", mrp: 200_000, price: 150_000 },
    { skuId: 71, size: "L", ean: "8901234567883", mrp: 200_000, price: 160_000 },
  ],
};

function refs(overrides: Partial<References> = {}): References {
  return {
    brands: [
      { id: 1, code: "nw", name: "Nuon Weave" },
      { id: 2, code: "us", name: "Urban Stride" },
    ],
    articleTypes: [KURTAS],
    existing: new Map([[EXISTING.code, EXISTING]]),
    eans: new Map([
      ["8901234567890", { skuId: 70, code: EXISTING.code, size: "M" }],
      ["8901234567883", { skuId: 71, code: EXISTING.code, size: "L" }],
    ]),
    brandIds: null,
    centres: null,
    unitsColumn: (centre) => ({ written: `units ${centre}` }),
    ...overrides,
  };
}

const blank = {
  brand: null,
  gender: null,
  articleType: null,
  name: null,
  description: null,
  colour: null,
  colourCode: null,
  occasion: null,
  hsnCode: null,
};

function size(line: number, overrides: Partial<ImportRow> = {}): ImportRow {
  return { line, code: "", ...blank, size: "M", ean: null, mrp: null, price: null, units: [], ...overrides };
}

function style(
  code: string,
  fields: Partial<Record<keyof typeof blank, string>>,
  sizes: ImportRow[],
): StyleRows {
  const given = Object.fromEntries(
    Object.entries(blank).map(([field]) => {
      const value = fields[field as keyof typeof blank];
      return [field, value === undefined ? null : { value, line: sizes[0]?.line ?? 2 }];
    }),
  ) as StyleRows["fields"];
  return { code, line: sizes[0]?.line ?? 2, fields: given, sizes: sizes.map((row) => ({ ...row, code })) };
}

const NEW_FIELDS = {
  brand: "NW",
  gender: "women",
  articleType: "kurtas",
  name: "नया कुर्ता",
  colour: "Blue",
  occasion: "Festive",
  hsnCode: "6204",
};
const name = (column: string) => column;

describe("planning an import against the database", () => {
  it("creates a new style with its article type's category and size chart, priced by its cheapest size", () => {
    const { planned, errors } = planStyles(
      [
        style("NEWSTYLE01", NEW_FIELDS, [
          size(2, { size: "S", ean: "8901234567876", mrp: 100_000, price: 90_000 }),
          size(3, { size: "M", ean: "8901234567869", mrp: 120_000, price: 80_000 }),
        ]),
      ],
      refs(),
      name,
    );
    expect(errors).toEqual([]);
    expect(planned[0]).toMatchObject({
      styleId: null,
      brandId: 1,
      sizeChartId: 4,
      words: { categoryId: 30, articleType: "kurtas", name: "नया कुर्ता", story: "", colourCode: "#9e9e9e" },
      prices: { mrp: 120_000, price: 80_000, discountPercent: 33, onSale: true },
    });
  });

  it("lists what a new style lacks, and unknown brands and article types, at their lines", () => {
    const { planned, errors } = planStyles(
      [
        style("NEWSTYLE01", { brand: "zz", gender: "Women", articleType: "Kurtis" }, [
          size(2, { size: "S" }),
        ]),
      ],
      refs(),
      name,
    );
    expect(planned).toEqual([]);
    expect(errors.map((error) => `${error.line} ${error.column} ${error.message}`)).toEqual([
      "2 brand There is no brand zz.",
      "2 articleType There is no article type Kurtis for Women.",
      "2 name Required for a new style.",
      "2 colour Required for a new style.",
      "2 occasion Required for a new style.",
      "2 hsnCode Required for a new style.",
      "2 ean Required for a new size.",
      "2 mrp Required for a new size.",
      "2 price Required for a new size.",
    ]);
  });

  it("keeps an existing style's blanks, changes what its rows give, and checks a price against the kept MRP", () => {
    const { planned, errors } = planStyles(
      [
        style(EXISTING.code, { colour: "Maroon" }, [
          size(2, { size: "m", price: 120_000 }),
          size(3, { size: "L", price: 250_000 }),
        ]),
      ],
      refs(),
      name,
    );
    expect(errors).toEqual([{ line: 3, column: "price", message: "The price is above the MRP." }]);
    expect(planned).toEqual([]);
    const clean = planStyles(
      [style(EXISTING.code, { colour: "Maroon" }, [size(2, { size: "m", price: 120_000 })])],
      refs(),
      name,
    );
    expect(clean.planned[0]).toMatchObject({
      styleId: 7,
      wordsChanged: true,
      pricesChanged: true,
      words: { colour: "Maroon", name: "Cotton kurta", categoryId: 30 },
      sizes: [
        { skuId: 70, size: "M", ean: "8901234567890", mrp: 200_000, price: 120_000, priceChanged: true },
      ],
      prices: { price: 120_000 },
    });
  });

  it("refuses each row of a brand outside the staff member's scope, a brand move, another size's EAN and a centre outside scope", () => {
    const outOfScope = planStyles(
      [style(EXISTING.code, {}, [size(2), size(3, { size: "L" })])],
      refs({ brandIds: [2] }),
      name,
    );
    expect(outOfScope.errors.map((error) => [error.line, error.column])).toEqual([
      [2, "brand"],
      [3, "brand"],
    ]);
    const moved = planStyles([style(EXISTING.code, { brand: "us" }, [size(2)])], refs(), name);
    expect(moved.errors[0]?.message).toBe(
      "OLDSTYLE01 is a style of Nuon Weave: an import cannot move it to another brand.",
    );
    const taken = planStyles(
      [style("NEWSTYLE01", NEW_FIELDS, [size(2, { ean: "8901234567883", mrp: 100_000, price: 100_000 })])],
      refs(),
      name,
    );
    expect(taken.errors[0]?.message).toBe("EAN 8901234567883 is another size's (OLDSTYLE01 L).");
    const centre = planStyles(
      [style(EXISTING.code, {}, [size(2, { units: [{ centre: "DEL-WH1", units: 3 }] })])],
      refs({ centres: ["BLR-WH1"] }),
      name,
    );
    expect(centre.errors).toEqual([
      { line: 2, column: "units DEL-WH1", message: "The stock at DEL-WH1 is not stock you may change." },
    ]);
  });
});

describe("a file's units at a centre (the stock module's set)", () => {
  it("leaves units the dry run saw as they are now, sets others, refuses units that moved", () => {
    expect(stockStepOf(5, 5, 4)).toEqual({ kind: "none" });
    expect(stockStepOf(8, 5, 5)).toEqual({ kind: "change", delta: 3, unitsAfter: 8 });
    expect(stockStepOf(0, 5, 5)).toEqual({ kind: "change", delta: -5, unitsAfter: 0 });
    expect(stockStepOf(8, 5, 4)).toEqual({ kind: "stale", units: 4 });
  });
});
