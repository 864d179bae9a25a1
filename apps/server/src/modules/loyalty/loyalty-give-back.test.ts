import { describe, expect, it } from "vitest";
import { planGiveBack } from "./loyalty-give-back";

describe("planning a give-back of a redemption", () => {
  // 800 points (₹799.50) taken from lot 1 then 200 points (₹200) from lot 2.
  const lots = [
    { lotId: 1, amount: 79_950, points: 800 },
    { lotId: 2, amount: 20_000, points: 200 },
  ];

  it("gives back the lot taken from last first, its points in proportion", () => {
    expect(planGiveBack(lots, 20_000)).toEqual([{ lotId: 2, amount: 20_000, points: 200 }]);
    expect(planGiveBack(lots, 59_975)).toEqual([
      { lotId: 2, amount: 20_000, points: 200 },
      { lotId: 1, amount: 39_975, points: 400 },
    ]);
  });

  it("never gives back more than was redeemed, and all the points with the last paisa", () => {
    expect(planGiveBack(lots, 1_000_000)).toEqual([
      { lotId: 2, amount: 20_000, points: 200 },
      { lotId: 1, amount: 79_950, points: 800 },
    ]);
    // A part of a lot keeps at least one point for the rest.
    expect(planGiveBack([{ lotId: 3, amount: 10_000, points: 100 }], 9_999)).toEqual([
      { lotId: 3, amount: 9_999, points: 99 },
    ]);
  });
});
