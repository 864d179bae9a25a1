import { describe, expect, it } from "vitest";
import { planStockChange } from "./stock-rules";

describe("a change of stock", () => {
  it("sets the units the form saw to the units counted", () => {
    expect(planStockChange(7, { mode: "set", units: 12, seen: 7 })).toEqual({
      kind: "change",
      delta: 5,
      unitsAfter: 12,
    });
    expect(planStockChange(7, { mode: "set", units: 0, seen: 7 })).toEqual({
      kind: "change",
      delta: -7,
      unitsAfter: 0,
    });
  });

  it("refuses a set when the units changed since the form showed them", () => {
    expect(planStockChange(6, { mode: "set", units: 12, seen: 7 })).toEqual({ kind: "stale", units: 6 });
  });

  it("adds and takes away, never below none", () => {
    expect(planStockChange(3, { mode: "adjust", units: 4 })).toEqual({
      kind: "change",
      delta: 4,
      unitsAfter: 7,
    });
    expect(planStockChange(3, { mode: "adjust", units: -3 })).toEqual({
      kind: "change",
      delta: -3,
      unitsAfter: 0,
    });
    expect(planStockChange(3, { mode: "adjust", units: -4 })).toEqual({ kind: "belowZero", units: 3 });
  });
});
