import { describe, expect, it } from "vitest";
import type { Lot } from "./loyalty-rules";
import {
  planTakeBack,
  pointsEarnedFor,
  pointsPer100Rupees,
  tierFor,
  tierWindowStart,
} from "./programme-rules";

const NOW = new Date("2026-11-26T10:00:00Z");
const LATER = new Date("2027-06-01T00:00:00Z");
const EARLIER = new Date("2026-01-01T00:00:00Z");

const MEMBER = { name: "Member", minPoints: 0, earnBasisPoints: 500 };
const SILVER = { name: "Silver", minPoints: 1_000, earnBasisPoints: 700 };
const GOLD = { name: "Gold", minPoints: 3_000, earnBasisPoints: 1_000 };

const lot = (id: number, remaining: number, expiresAt = LATER, brandId = 1): Lot => ({
  id,
  brandId,
  earned: remaining,
  remaining,
  expiresAt,
});

describe("the tier a shopper holds", () => {
  it("is the highest whose minimum the points earned in the window reach, in any order of the ladder", () => {
    const ladder = [GOLD, MEMBER, SILVER];
    expect(tierFor(ladder, 0)).toEqual({ held: MEMBER, lower: undefined, next: SILVER });
    expect(tierFor(ladder, 999)).toEqual({ held: MEMBER, lower: undefined, next: SILVER });
    expect(tierFor(ladder, 1_000)).toEqual({ held: SILVER, lower: MEMBER, next: GOLD });
    expect(tierFor(ladder, 2_999)?.held).toBe(SILVER);
    expect(tierFor(ladder, 50_000)).toEqual({ held: GOLD, lower: SILVER, next: undefined });
  });

  it("is none at a brand without a programme", () => {
    expect(tierFor([], 5_000)).toBeUndefined();
  });

  it("counts the points of the last 12 months", () => {
    expect(tierWindowStart(NOW)).toEqual(new Date("2025-11-26T10:00:00Z"));
  });
});

describe("what a delivered item earns", () => {
  const rates = new Map([
    [1, 500],
    [2, 700],
  ]);

  it("is the rate's share of what was paid other than by points, in whole points rounded down", () => {
    const items = [
      // ₹999 at 5%: ₹49.95, 49 points at ₹1 a point.
      { itemId: 11, brandId: 1, paidAmount: 99_900 },
      // ₹2,500 at 7%: ₹175, 175 points.
      { itemId: 12, brandId: 2, paidAmount: 250_000 },
      // Paid wholly with points: nothing.
      { itemId: 13, brandId: 1, paidAmount: 0 },
      // A brand without a programme: nothing.
      { itemId: 14, brandId: 3, paidAmount: 100_000 },
    ];
    expect(pointsEarnedFor(items, rates, 100)).toEqual([
      { itemId: 11, brandId: 1, points: 49 },
      { itemId: 12, brandId: 2, points: 175 },
      { itemId: 13, brandId: 1, points: 0 },
      { itemId: 14, brandId: 3, points: 0 },
    ]);
  });

  it("follows the value of a point: at 50 paise a point, ₹49.95 is 99 points", () => {
    expect(pointsEarnedFor([{ itemId: 1, brandId: 1, paidAmount: 99_900 }], rates, 50)).toEqual([
      { itemId: 1, brandId: 1, points: 99 },
    ]);
  });

  it("never earns on a negative amount", () => {
    expect(pointsEarnedFor([{ itemId: 1, brandId: 1, paidAmount: -5_000 }], rates, 100)[0]?.points).toBe(0);
  });

  it("is told per ₹100 paid", () => {
    expect(pointsPer100Rupees(500, 100)).toBe(5);
    expect(pointsPer100Rupees(750, 100)).toBe(7.5);
    expect(pointsPer100Rupees(500, 50)).toBe(10);
    expect(pointsPer100Rupees(333, 100)).toBe(3.33);
  });
});

describe("taking back a returned item's points", () => {
  it("takes them from the item's own lot while it holds them", () => {
    expect(planTakeBack(100, lot(7, 100), [lot(7, 100), lot(3, 80)], NOW)).toEqual([
      { lotId: 7, points: 100 },
    ]);
  });

  it("takes what is left of the own lot, then the brand's other live lots, soonest expiry first", () => {
    const own = lot(7, 30);
    const lots = [
      lot(3, 40, LATER),
      lot(5, 50, new Date("2027-01-01T00:00:00Z")),
      own,
      lot(9, 500, LATER, 2),
    ];
    expect(planTakeBack(100, own, lots, NOW)).toEqual([
      { lotId: 7, points: 30 },
      { lotId: 5, points: 50 },
      { lotId: 3, points: 20 },
    ]);
  });

  it("never takes more than is left, and records the own lot even when it finds nothing", () => {
    const own = lot(7, 0);
    expect(planTakeBack(100, own, [own, lot(4, 25), lot(6, 60, EARLIER)], NOW)).toEqual([
      { lotId: 7, points: 0 },
      { lotId: 4, points: 25 },
    ]);
    expect(planTakeBack(100, own, [own], NOW)).toEqual([{ lotId: 7, points: 0 }]);
  });
});
