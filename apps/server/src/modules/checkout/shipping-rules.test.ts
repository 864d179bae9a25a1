import { OMNI } from "@odin/contracts";
import { describe, expect, it } from "vitest";
import { centre, HOME } from "../../testing/centres";
import { NEXT_DAY_RADIUS_KM, reachOf } from "../delivery/delivery-rules";
import { allocate, openMethods, pickupStores, SHIPPING_METHOD_ORDER } from "./shipping-rules";

// 1: a same-day store 3 km away; 2: a store 8 km away; 3: a warehouse within next-day reach;
// 4: a warehouse beyond it.
const CENTRES = [
  centre(1, 3, "store", true),
  centre(2, 8, "store"),
  centre(3, NEXT_DAY_RADIUS_KM - 50, "warehouse", true),
  centre(4, NEXT_DAY_RADIUS_KM + 300, "warehouse"),
];
const BY_ID = new Map(CENTRES.map((c) => [c.id, c]));
const REACH = reachOf(HOME, CENTRES);

describe("SHIPPING_METHOD_ORDER", () => {
  it("is pickup, today, tomorrow, 5-7 days (spec 3 §9)", () => {
    expect(SHIPPING_METHOD_ORDER).toEqual(["STOREPICK", "sdd", "ndd", "standard"]);
  });
});

describe("openMethods", () => {
  it("offers nothing for a size nobody holds", () => {
    expect(openMethods(REACH, [], 1)).toEqual([]);
  });

  it("offers every method when a near same-day store holds the quantity", () => {
    expect(openMethods(REACH, [{ fcId: 1, quantity: 2 }], 2)).toEqual([
      "STOREPICK",
      "sdd",
      "ndd",
      "standard",
    ]);
  });

  it("offers pickup only from a store holding the whole quantity", () => {
    const held = [
      { fcId: 1, quantity: 1 },
      { fcId: 2, quantity: 1 },
    ];
    // Two stores hold one each: neither hands over two, and only one ships the same day; together
    // they ship two by the next day.
    expect(openMethods(REACH, held, 2)).toEqual(["ndd", "standard"]);
    expect(openMethods(REACH, held, 1)).toEqual(["STOREPICK", "sdd", "ndd", "standard"]);
  });

  it("adds up the centres within a method's reach", () => {
    const held = [
      { fcId: 3, quantity: 2 },
      { fcId: 4, quantity: 5 },
    ];
    expect(openMethods(REACH, held, 2)).toEqual(["ndd", "standard"]);
    expect(openMethods(REACH, held, 3)).toEqual(["standard"]);
    expect(openMethods(REACH, held, 8)).toEqual([]);
  });

  it("offers only standard delivery far from every centre", () => {
    const far = reachOf({ latitude: 30, longitude: 73 }, CENTRES);
    expect(openMethods(far, [{ fcId: 1, quantity: 4 }], 1)).toEqual(["standard"]);
  });
});

describe("pickupStores", () => {
  it("lists the stores within the omni radius holding the quantity, nearest first", () => {
    const held = [
      { fcId: 2, quantity: 3 },
      { fcId: 1, quantity: 3 },
    ];
    expect(pickupStores(REACH, held, 3).map(({ centre }) => centre.id)).toEqual([1, 2]);
    expect(OMNI.nearbyStoresRadiusKm).toBeGreaterThan(8);
  });
});

describe("allocate", () => {
  const held = [
    { fcId: 1, quantity: 1 },
    { fcId: 2, quantity: 2 },
    { fcId: 3, quantity: 4 },
    { fcId: 4, quantity: 10 },
  ];

  it("hands a pickup over at the chosen store when it holds the quantity", () => {
    expect(allocate(HOME, BY_ID, REACH, held, 2, { method: "STOREPICK", storeId: 2 })).toEqual([
      { fcId: 2, quantity: 2 },
    ]);
    expect(allocate(HOME, BY_ID, REACH, held, 2, { method: "STOREPICK", storeId: 1 })).toBeUndefined();
    expect(allocate(HOME, BY_ID, REACH, held, 1, { method: "STOREPICK" })).toBeUndefined();
  });

  it("ships from the nearest centre of the method holding the whole quantity", () => {
    expect(allocate(HOME, BY_ID, REACH, held, 1, { method: "standard" })).toEqual([{ fcId: 1, quantity: 1 }]);
    expect(allocate(HOME, BY_ID, REACH, held, 2, { method: "standard" })).toEqual([{ fcId: 2, quantity: 2 }]);
    expect(allocate(HOME, BY_ID, REACH, held, 3, { method: "ndd" })).toEqual([{ fcId: 3, quantity: 3 }]);
  });

  it("keeps to the method's reach", () => {
    // Same day: only centres 1 (1 unit) and 3 (same-day capable but 350 km away) qualify; 3 is too far.
    expect(allocate(HOME, BY_ID, REACH, held, 1, { method: "sdd" })).toEqual([{ fcId: 1, quantity: 1 }]);
    expect(allocate(HOME, BY_ID, REACH, held, 2, { method: "sdd" })).toBeUndefined();
  });

  it("splits nearest first when no one centre holds the quantity", () => {
    const thin = [
      { fcId: 1, quantity: 1 },
      { fcId: 2, quantity: 1 },
      { fcId: 3, quantity: 1 },
    ];
    expect(allocate(HOME, BY_ID, REACH, thin, 3, { method: "ndd" })).toEqual([
      { fcId: 1, quantity: 1 },
      { fcId: 2, quantity: 1 },
      { fcId: 3, quantity: 1 },
    ]);
    expect(allocate(HOME, BY_ID, REACH, thin, 4, { method: "standard" })).toBeUndefined();
  });
});
