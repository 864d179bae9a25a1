import { describe, expect, it } from "vitest";
import { allocate, splitAmount } from "./money";

describe("allocate", () => {
  it("splits exactly, the paise left going to the largest remainders, ties to the earlier key", () => {
    expect(
      Object.fromEntries(
        allocate(100, [
          [1, 1],
          [2, 1],
          [3, 1],
        ]),
      ),
    ).toEqual({ 1: 34, 2: 33, 3: 33 });
    expect(
      Object.fromEntries(
        allocate(5, [
          [7, 2],
          [8, 2],
        ]),
      ),
    ).toEqual({ 7: 3, 8: 2 });
    expect(
      Object.fromEntries(
        allocate(10, [
          [1, 3],
          [2, 7],
        ]),
      ),
    ).toEqual({ 1: 3, 2: 7 });
  });

  it("gives nothing when there is nothing to give or no weight", () => {
    expect(allocate(0, [[1, 5]]).size).toBe(0);
    expect(allocate(100, [[1, 0]]).size).toBe(0);
  });
});

describe("splitAmount", () => {
  it("splits in proportion to the parts, the first part taking the paise left", () => {
    expect(splitAmount(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitAmount(5, [2, 2])).toEqual([3, 2]);
    expect(splitAmount(10, [1, 2])).toEqual([4, 6]);
    expect(splitAmount(7, [3])).toEqual([7]);
  });
});
