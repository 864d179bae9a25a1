import { describe, expect, it } from "vitest";
import { addSummaries, planStyle, priceAfter, summarise, type TargetStyle } from "./bulk-edits-rules";

const style = (overrides: Partial<TargetStyle> = {}): TargetStyle => ({
  styleId: 7,
  code: "RGZ-KU-0007",
  name: "Indigo kurta",
  published: true,
  sizes: [
    { skuId: 71, size: "S", mrp: 199_900, price: 149_900, units: 3 },
    { skuId: 72, size: "M", mrp: 159_900, price: 149_900, units: 0 },
  ],
  missing: [],
  ...overrides,
});

describe("a price after a bulk change", () => {
  it("moves by whole rupees, up or down", () => {
    expect(
      priceAfter(149_900, 199_900, { kind: "price", by: "amount", direction: "up", value: 100 }),
    ).toEqual({
      price: 159_900,
      clamped: null,
    });
    expect(
      priceAfter(149_900, 199_900, { kind: "price", by: "amount", direction: "down", value: 500 }),
    ).toEqual({ price: 99_900, clamped: null });
  });

  it("moves by a percentage, rounded to the nearest whole rupee, halves up", () => {
    // ₹1,499 less 10% is ₹1,349.10: ₹1,349.
    expect(
      priceAfter(149_900, 199_900, { kind: "price", by: "percent", direction: "down", value: 10 }),
    ).toEqual({ price: 134_900, clamped: null });
    // ₹999 plus 5% is ₹1,048.95: ₹1,049.
    expect(priceAfter(99_900, 199_900, { kind: "price", by: "percent", direction: "up", value: 5 })).toEqual({
      price: 104_900,
      clamped: null,
    });
    // ₹1,299.50 less ₹100 is ₹1,199.50: ₹1,200.
    expect(
      priceAfter(129_950, 199_900, { kind: "price", by: "amount", direction: "down", value: 100 }),
    ).toEqual({ price: 120_000, clamped: null });
  });

  it("stops at the MRP and at ₹1", () => {
    expect(
      priceAfter(149_900, 159_900, { kind: "price", by: "amount", direction: "up", value: 500 }),
    ).toEqual({
      price: 159_900,
      clamped: "mrp",
    });
    expect(
      priceAfter(29_900, 59_900, { kind: "price", by: "amount", direction: "down", value: 500 }),
    ).toEqual({
      price: 100,
      clamped: "floor",
    });
    expect(priceAfter(100, 59_900, { kind: "price", by: "percent", direction: "down", value: 90 })).toEqual({
      price: 100,
      clamped: "floor",
    });
  });
});

describe("a style under a bulk edit", () => {
  it("changes the sizes whose price moves, saying where the MRP stopped one", () => {
    const plan = planStyle(style(), { kind: "price", by: "amount", direction: "up", value: 200 });
    expect(plan).toMatchObject({
      kind: "change",
      changes: [
        { skuId: 71, size: "S", before: 149_900, after: 169_900, clamped: null },
        { skuId: 72, size: "M", before: 149_900, after: 159_900, clamped: "mrp" },
      ],
    });
  });

  it("skips a style every size of which is at its MRP (up) or at ₹1 (down), or that rounds to the same", () => {
    const atMrp = style({ sizes: [{ skuId: 71, size: "S", mrp: 99_900, price: 99_900, units: 0 }] });
    expect(planStyle(atMrp, { kind: "price", by: "percent", direction: "up", value: 10 })).toMatchObject({
      kind: "skip",
      skip: { styleId: 7, reason: "atMrp" },
    });
    const atFloor = style({ sizes: [{ skuId: 71, size: "S", mrp: 99_900, price: 100, units: 0 }] });
    expect(planStyle(atFloor, { kind: "price", by: "amount", direction: "down", value: 1 })).toMatchObject({
      kind: "skip",
      skip: { reason: "atFloor" },
    });
    const cheap = style({ sizes: [{ skuId: 71, size: "S", mrp: 99_900, price: 1_000, units: 0 }] });
    expect(planStyle(cheap, { kind: "price", by: "percent", direction: "up", value: 1 })).toMatchObject({
      kind: "skip",
      skip: { reason: "roundsToSame" },
    });
    expect(
      planStyle(style({ sizes: [] }), { kind: "stock", fcId: 1, units: 4, reason: "Count" }),
    ).toMatchObject({ kind: "skip", skip: { reason: "noSizes" } });
  });

  it("publishes a style with its declarations, and skips one without them, naming them", () => {
    expect(planStyle(style({ published: false }), { kind: "publish" })).toMatchObject({
      kind: "change",
      changes: [{ skuId: null, size: null, before: false, after: true }],
    });
    expect(planStyle(style({ published: false, missing: ["countryOfOrigin"] }), { kind: "publish" })).toEqual(
      {
        kind: "skip",
        skip: {
          styleId: 7,
          code: "RGZ-KU-0007",
          name: "Indigo kurta",
          reason: "declarationsMissing",
          fields: ["countryOfOrigin"],
        },
      },
    );
    expect(planStyle(style(), { kind: "publish" })).toMatchObject({ skip: { reason: "alreadyPublished" } });
    expect(planStyle(style({ published: false }), { kind: "unpublish" })).toMatchObject({
      skip: { reason: "alreadyUnpublished" },
    });
    expect(planStyle(style(), { kind: "unpublish" })).toMatchObject({
      changes: [{ before: true, after: false }],
    });
  });

  it("sets each size's units at the centre, leaving those that already hold them", () => {
    expect(planStyle(style(), { kind: "stock", fcId: 1, units: 3, reason: "Count" })).toMatchObject({
      kind: "change",
      changes: [{ skuId: 72, before: 0, after: 3 }],
    });
    const held = style({ sizes: [{ skuId: 71, size: "S", mrp: 1, price: 1, units: 3 }] });
    expect(planStyle(held, { kind: "stock", fcId: 1, units: 3, reason: "Count" })).toMatchObject({
      skip: { reason: "unitsAlready" },
    });
  });
});

describe("a preview's summary", () => {
  it("counts styles and sizes changing and skipped, keeping the first of each", () => {
    const operation = { kind: "price", by: "amount", direction: "up", value: 200 } as const;
    const plans = [
      planStyle(style(), operation),
      planStyle(style({ styleId: 8, sizes: [] }), operation),
      planStyle(style({ styleId: 9 }), operation),
    ];
    const summary = summarise(plans, 3);
    expect(summary).toMatchObject({ stylesChanging: 2, sizesChanging: 4, stylesSkipped: 1 });
    expect(summary.changes.map((change) => change.styleId)).toEqual([7, 7, 9]);
    expect(summary.changes[0]).not.toHaveProperty("skuId");
    expect(summary.skipped.map((skip) => skip.styleId)).toEqual([8]);
    const twice = addSummaries(summary, summary, 3);
    expect(twice).toMatchObject({ stylesChanging: 4, sizesChanging: 8, stylesSkipped: 2 });
    expect(twice.changes).toHaveLength(3);
    expect(twice.skipped).toHaveLength(2);
  });

  it("counts a publishing change as a style, with no size", () => {
    const summary = summarise([planStyle(style({ published: false }), { kind: "publish" })], 50);
    expect(summary).toMatchObject({ stylesChanging: 1, sizesChanging: 0, stylesSkipped: 0 });
  });
});
