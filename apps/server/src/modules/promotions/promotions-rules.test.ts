import { describe, expect, it } from "vitest";
import { coversOnlyBrandsOf, promotionStatusOf } from "./promotions-rules";

const NOW = new Date("2026-11-29T10:00:00Z");
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs);
const none = { validFrom: null, validUntil: null, pausedAt: null, endedAt: null };

describe("a promotion's status", () => {
  it("is active without dates, and between its start and its end", () => {
    expect(promotionStatusOf(none, NOW)).toBe("active");
    expect(promotionStatusOf({ ...none, validFrom: NOW, validUntil: NOW }, NOW)).toBe("active");
  });

  it("is scheduled before its start, and ended after its end or once staff end it", () => {
    expect(promotionStatusOf({ ...none, validFrom: at(1) }, NOW)).toBe("scheduled");
    expect(promotionStatusOf({ ...none, validUntil: at(-1) }, NOW)).toBe("ended");
    expect(promotionStatusOf({ ...none, endedAt: at(-1), validFrom: at(1) }, NOW)).toBe("ended");
  });

  it("is paused while staff hold it back, even before its start, but an end wins", () => {
    expect(promotionStatusOf({ ...none, pausedAt: at(-1) }, NOW)).toBe("paused");
    expect(promotionStatusOf({ ...none, pausedAt: at(-1), validFrom: at(1) }, NOW)).toBe("paused");
    expect(promotionStatusOf({ ...none, pausedAt: at(-2), endedAt: at(-1) }, NOW)).toBe("ended");
  });
});

describe("a staff member's brands and a promotion's", () => {
  it("lets staff of every brand see every promotion", () => {
    expect(coversOnlyBrandsOf(null, [1, 2])).toBe(true);
    expect(coversOnlyBrandsOf(null, null)).toBe(true);
  });

  it("lets brand staff see only promotions all of whose brands are theirs", () => {
    expect(coversOnlyBrandsOf([1, 2], [2])).toBe(true);
    expect(coversOnlyBrandsOf([1], [1, 3])).toBe(false);
    expect(coversOnlyBrandsOf([1], null)).toBe(false);
  });
});
