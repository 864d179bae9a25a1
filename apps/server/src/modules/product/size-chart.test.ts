import { describe, expect, it } from "vitest";
import { columnHeading, toSizeChart } from "./size-chart";

describe("columnHeading", () => {
  it.each([
    ["size", "Size"],
    ["chestCm", "Chest (cm)"],
    ["waistIn", "Waist (in)"],
    ["footLengthCm", "Foot Length (cm)"],
    ["uk", "UK"],
    ["eu", "EU"],
    ["note", "Note"],
  ])("%s reads as %s", (key, heading) => {
    expect(columnHeading(key)).toBe(heading);
  });
});

describe("toSizeChart", () => {
  it("turns stored records into headed rows in column order", () => {
    const chart = toSizeChart({
      id: 7,
      name: "Apparel",
      data: {
        sizeSet: "apparel",
        unit: "cm",
        columns: ["size", "chestCm", "heightCm"],
        rows: [
          { size: "S", chestCm: 92, heightCm: "92-104" },
          { chestCm: 98, size: "M" },
        ],
      },
    });
    expect(chart).toEqual({
      id: 7,
      name: "Apparel",
      unit: "cm",
      headers: ["Size", "Chest (cm)", "Height (cm)"],
      rows: [
        ["S", "92", "92-104"],
        ["M", "98", ""],
      ],
    });
  });

  it("refuses stored data of another shape", () => {
    expect(() => toSizeChart({ id: 1, name: "Broken", data: { rows: [] } })).toThrow();
  });
});
