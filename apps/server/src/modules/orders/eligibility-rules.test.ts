import { describe, expect, it } from "vitest";
import {
  eligibleActions,
  type ItemFacts,
  isReturnableStyle,
  lastReturnDay,
  nonReturnableGroupOf,
  withinReturnWindow,
} from "./eligibility-rules";

/** 1 Nov 2026, 12:00 in India. */
const DELIVERED = new Date("2026-11-01T06:30:00Z");
const NOW = new Date("2026-11-05T06:30:00Z");

const item = (facts: Partial<ItemFacts>): ItemFacts => ({
  status: "DELIVERED",
  deliveredAt: DELIVERED,
  articleType: "tshirts",
  styleReturnable: true,
  ...facts,
});

const off = { now: NOW, exchange: false };
const on = { now: NOW, exchange: true };

describe("eligibleActions (spec 3 §3 eligibility types)", () => {
  it("allows CANCEL while PLACED or PACKED, and nothing before payment or once shipped", () => {
    expect(eligibleActions(item({ status: "PLACED", deliveredAt: null }), on)).toEqual(["CANCEL"]);
    expect(eligibleActions(item({ status: "PACKED", deliveredAt: null }), on)).toEqual(["CANCEL"]);
    for (const status of ["PAYMENT_PENDING", "SHIPPED", "CANCELLED", "RTO"] as const) {
      expect(eligibleActions(item({ status, deliveredAt: null }), on), status).toEqual([]);
    }
  });

  it("allows RETURN once delivered or collected, and EXCHANGE too only with the exchange flag on", () => {
    expect(eligibleActions(item({}), off)).toEqual(["RETURN"]);
    expect(eligibleActions(item({}), on)).toEqual(["RETURN", "EXCHANGE"]);
    expect(eligibleActions(item({ status: "CUSTOMERPICKCOMPLETE" }), off)).toEqual(["RETURN"]);
  });

  it("allows nothing more once a return is asked for, picked up, returned or refunded", () => {
    for (const status of ["RETURN_REQUESTED", "PICKED_UP", "RETURNED", "REFUNDED"] as const) {
      expect(eligibleActions(item({ status }), on), status).toEqual([]);
    }
  });

  it("offers nothing again once a return was asked for, even when the item is back with the shopper", () => {
    expect(eligibleActions(item({ returnedBefore: true }), on)).toEqual([]);
    expect(eligibleActions(item({ status: "CUSTOMERPICKCOMPLETE", returnedBefore: true }), off)).toEqual([]);
  });

  it("refuses RETURN and EXCHANGE for innerwear, lingerie, fragrances and beauty", () => {
    for (const articleType of ["innerwear", "lingerie", "fragrances"]) {
      expect(eligibleActions(item({ articleType }), on), articleType).toEqual([]);
    }
    expect(eligibleActions(item({ styleReturnable: false }), on)).toEqual([]);
  });

  it("refuses RETURN after the window, and without a delivery time", () => {
    const late = { now: new Date("2026-11-16T18:30:00Z"), exchange: true };
    expect(eligibleActions(item({}), late)).toEqual([]);
    expect(eligibleActions(item({ deliveredAt: null }), on)).toEqual([]);
  });
});

describe("the return window's day boundary (India calendar days, decision 47)", () => {
  it("ends at midnight India time at the end of the 15th day after the delivery day", () => {
    expect(lastReturnDay(DELIVERED)).toBe("2026-11-16");
    // 16 Nov 23:59:59 in India is 18:29:59 UTC.
    expect(withinReturnWindow(DELIVERED, new Date("2026-11-16T18:29:59Z"))).toBe(true);
    expect(withinReturnWindow(DELIVERED, new Date("2026-11-16T18:30:00Z"))).toBe(false);
  });

  it("counts the delivery's day in India, not in UTC", () => {
    // 1 Nov 00:10 in India is still 31 Oct in UTC; 1 Nov 23:30 in India is 1 Nov 18:00 UTC.
    expect(lastReturnDay(new Date("2026-10-31T18:40:00Z"))).toBe("2026-11-16");
    expect(lastReturnDay(new Date("2026-11-01T18:00:00Z"))).toBe("2026-11-16");
    // 2 Nov 00:10 in India is 1 Nov in UTC, yet a day later in India.
    expect(lastReturnDay(new Date("2026-11-01T18:40:00Z"))).toBe("2026-11-17");
  });
});

describe("non-returnable groups (spec 3 §9)", () => {
  it("maps an article type to its group by its slug or its category group", () => {
    expect(nonReturnableGroupOf("innerwear")).toBe("innerwear");
    expect(nonReturnableGroupOf("lingerie")).toBe("lingerie");
    expect(nonReturnableGroupOf("fragrances")).toBe("fragrances");
    expect(nonReturnableGroupOf("tshirts")).toBeUndefined();
    expect(nonReturnableGroupOf("beauty")).toBe("beauty");
  });

  it("judges a style no longer in the catalog by its state and window only", () => {
    expect(isReturnableStyle(null, true)).toBe(true);
    expect(isReturnableStyle("jeans", true)).toBe(true);
    expect(isReturnableStyle("jeans", false)).toBe(false);
  });
});
