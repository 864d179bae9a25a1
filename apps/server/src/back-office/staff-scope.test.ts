import { describe, expect, it } from "vitest";
import { itemInScope, orderInScope } from "./staff-scope";

const everything = { brandIds: null, centreIds: null };
const shirtAtWarehouse = { brandId: 1, fcId: 10 };
const jeansAtStore = { brandId: 2, fcId: 20 };

describe("a staff member's scope", () => {
  it("takes every item when unlimited", () => {
    expect(itemInScope(everything, shirtAtWarehouse)).toBe(true);
    expect(orderInScope(everything, [jeansAtStore])).toBe(true);
  });

  it("takes a brand's items, at any centre, for a brand's team", () => {
    const brandTeam = { brandIds: [1], centreIds: null };
    expect(itemInScope(brandTeam, shirtAtWarehouse)).toBe(true);
    expect(itemInScope(brandTeam, jeansAtStore)).toBe(false);
  });

  it("takes a centre's items, of any brand, for a centre's staff", () => {
    const store = { brandIds: null, centreIds: [20] };
    expect(itemInScope(store, jeansAtStore)).toBe(true);
    expect(itemInScope(store, shirtAtWarehouse)).toBe(false);
  });

  it("needs both the brand and the centre when limited by both", () => {
    const brandAtStore = { brandIds: [1], centreIds: [20] };
    expect(itemInScope(brandAtStore, shirtAtWarehouse)).toBe(false);
    expect(itemInScope(brandAtStore, { brandId: 1, fcId: 20 })).toBe(true);
  });

  it("sees an order when one of its items is theirs, and none when limited to nothing", () => {
    const brandTeam = { brandIds: [2], centreIds: null };
    expect(orderInScope(brandTeam, [shirtAtWarehouse, jeansAtStore])).toBe(true);
    expect(orderInScope(brandTeam, [shirtAtWarehouse])).toBe(false);
    expect(orderInScope({ brandIds: [], centreIds: null }, [shirtAtWarehouse, jeansAtStore])).toBe(false);
    expect(orderInScope(everything, [])).toBe(false);
  });
});
