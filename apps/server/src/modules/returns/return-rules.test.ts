import { describe, expect, it } from "vitest";
import { centre, HOME } from "../../testing/centres";
import {
  isReturnable,
  REVERSE_PICKUP_RADIUS_KM,
  returnModes,
  returnRefundOf,
  reversePickupAt,
} from "./return-rules";

const DAY = 86_400_000;
const delivered = new Date("2026-11-01T06:00:00Z");

describe("reverse pickup", () => {
  it("is available within the radius of a warehouse or a store, not beyond", () => {
    expect(reversePickupAt(HOME, [centre(1, REVERSE_PICKUP_RADIUS_KM - 1, "warehouse")])).toBe(true);
    expect(reversePickupAt(HOME, [centre(2, REVERSE_PICKUP_RADIUS_KM - 1, "store")])).toBe(true);
    expect(reversePickupAt(HOME, [centre(3, REVERSE_PICKUP_RADIUS_KM + 1, "warehouse")])).toBe(false);
    expect(reversePickupAt(HOME, [])).toBe(false);
  });
});

describe("return modes", () => {
  it("offers reverse pickup first, and self-ship only with its flag", () => {
    expect(returnModes(false)).toEqual(["REVERSEPICKUP"]);
    expect(returnModes(true)).toEqual(["REVERSEPICKUP", "SELFSHIP"]);
  });
});

describe("returnable", () => {
  const facts = {
    status: "DELIVERED" as const,
    deliveredAt: delivered,
    articleType: null,
    styleReturnable: true,
  };

  it("takes a delivered or collected item within the 15-day window", () => {
    expect(isReturnable(facts, new Date(delivered.getTime() + 14 * DAY))).toBe(true);
    expect(isReturnable({ ...facts, status: "CUSTOMERPICKCOMPLETE" }, delivered)).toBe(true);
    expect(isReturnable(facts, new Date(delivered.getTime() + 17 * DAY))).toBe(false);
  });

  it("refuses an item not received, already being returned, or of a non-returnable style", () => {
    expect(isReturnable({ ...facts, status: "SHIPPED", deliveredAt: null }, delivered)).toBe(false);
    expect(isReturnable({ ...facts, status: "RETURN_REQUESTED" }, delivered)).toBe(false);
    expect(isReturnable({ ...facts, styleReturnable: false }, delivered)).toBe(false);
  });
});

describe("the return's refund", () => {
  it("sends an online payment back to its source and points back as points", () => {
    expect(returnRefundOf({ source: 80_000, loyalty: 20_000, unpaid: 0, charges: 0 })).toEqual({
      toSource: 80_000,
      toLoyalty: 20_000,
      toBankTransfer: 0,
      total: 100_000,
      destinations: ["source", "loyalty"],
      isNeftNeeded: false,
    });
  });

  it("pays cash on delivery back by bank transfer, and asks for a bank-transfer record", () => {
    expect(returnRefundOf({ source: 0, loyalty: 0, unpaid: 99_900, charges: 0 })).toMatchObject({
      toBankTransfer: 99_900,
      total: 99_900,
      destinations: ["bankTransfer"],
      isNeftNeeded: true,
    });
  });

  it("never gives delivery or COD charges back on a return", () => {
    expect(returnRefundOf({ source: 0, loyalty: 0, unpaid: 105_000, charges: 5_000 }).total).toBe(100_000);
    expect(returnRefundOf({ source: 105_000, loyalty: 0, unpaid: 0, charges: 5_000 }).total).toBe(100_000);
  });

  it("gives nothing when nothing was paid", () => {
    expect(returnRefundOf({ source: 0, loyalty: 0, unpaid: 0, charges: 0 })).toMatchObject({
      total: 0,
      destinations: [],
      isNeftNeeded: false,
    });
  });
});
