import { OMNI } from "@odin/contracts";
import { describe, expect, it } from "vitest";
import { centre, HOME } from "../../testing/centres";
import {
  DELIVERY_DAYS,
  deliveryModes,
  distanceKm,
  indiaDate,
  NEXT_DAY_RADIUS_KM,
  reachOf,
  roundKm,
  STANDARD_DELIVERY_DAYS,
} from "./delivery-rules";

describe("distanceKm", () => {
  it("is zero for one place and the same both ways", () => {
    const mumbai = { latitude: 18.9474, longitude: 72.8138 };
    const delhi = { latitude: 28.6369, longitude: 77.2183 };
    expect(distanceKm(mumbai, mumbai)).toBe(0);
    expect(distanceKm(mumbai, delhi)).toBeCloseTo(distanceKm(delhi, mumbai), 9);
    // Great-circle distance between the two GPOs is about 1,167 km.
    expect(distanceKm(mumbai, delhi)).toBeGreaterThan(1_160);
    expect(distanceKm(mumbai, delhi)).toBeLessThan(1_175);
  });

  it("measures a quarter meridian, equator to pole, as a quarter of the Earth's circumference", () => {
    const pole = { latitude: 90, longitude: 0 };
    expect(distanceKm({ latitude: 0, longitude: 40 }, pole)).toBeCloseTo((Math.PI * 6371) / 2, 6);
  });

  it("measures a degree of latitude as about 111.2 km", () => {
    expect(distanceKm(HOME, centre(1, 111.2, "store"))).toBeCloseTo(111.2, 6);
  });
});

describe("roundKm", () => {
  it("rounds to one decimal as shown to shoppers", () => {
    expect(roundKm(12.345)).toBe(12.3);
    expect(roundKm(12.35)).toBe(12.4);
    expect(roundKm(0)).toBe(0);
  });
});

describe("reachOf", () => {
  const centres = [
    centre(1, 15, "store", true),
    centre(2, 5, "store"),
    centre(3, OMNI.nearbyStoresRadiusKm + 0.1, "store", true),
    centre(4, OMNI.nearbyStoresRadiusKm - 0.1, "warehouse", true),
    centre(5, NEXT_DAY_RADIUS_KM - 1, "warehouse", true),
    centre(6, NEXT_DAY_RADIUS_KM + 1, "warehouse", true),
  ];
  const reach = reachOf(HOME, centres);

  it("offers pickup from stores within the omni radius, nearest first", () => {
    expect(reach.pickupStores.map(({ centre }) => centre.id)).toEqual([2, 1]);
    expect(reach.pickupStores[0]?.distance).toBeCloseTo(5, 6);
  });

  it("ships the same day only from same-day-capable centres within the omni radius", () => {
    expect([...reach.sameDay].sort()).toEqual([1, 4]);
  });

  it("ships the next day from any centre within the next-day radius", () => {
    expect([...reach.nextDay].sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it("offers no pickup from a store left out of the store locator, which still ships", () => {
    const hidden = { ...centre(7, 1, "store", true), storeLocatorEnabled: false };
    const shown = { ...centre(8, 2, "store"), storeLocatorEnabled: true };
    const withHidden = reachOf(HOME, [hidden, shown]);
    expect(withHidden.pickupStores.map(({ centre }) => centre.id)).toEqual([8]);
    expect([...withHidden.sameDay]).toEqual([7]);
    expect(deliveryModes([7], withHidden)).toEqual(["sameDay", "nextDay", "standard"]);
  });

  it("orders stores at the same distance by id", () => {
    const twins = reachOf(HOME, [centre(9, 3, "store"), centre(8, 3, "store")]);
    expect(twins.pickupStores.map(({ centre }) => centre.id)).toEqual([8, 9]);
  });
});

describe("deliveryModes", () => {
  const centres = [
    centre(1, 2, "store", true),
    centre(2, 10, "store"),
    centre(3, 200, "warehouse", true),
    centre(4, 900, "warehouse", true),
  ];
  const reach = reachOf(HOME, centres);

  it("offers nothing for an item nobody holds", () => {
    expect(deliveryModes([], reach)).toEqual([]);
  });

  it("offers every mode in display order when a near same-day store holds it", () => {
    expect(deliveryModes([4, 3, 1], reach)).toEqual(["pickup", "sameDay", "nextDay", "standard"]);
  });

  it("offers pickup without same day from a store that cannot ship the same day", () => {
    expect(deliveryModes([2], reach)).toEqual(["pickup", "nextDay", "standard"]);
  });

  it("offers next day and standard from a warehouse within the next-day radius", () => {
    expect(deliveryModes([3], reach)).toEqual(["nextDay", "standard"]);
  });

  it("offers only standard delivery from far away", () => {
    expect(deliveryModes([4], reach)).toEqual(["standard"]);
  });
});

describe("delivery dates", () => {
  it("counts days in Indian time", () => {
    // 20:00 UTC is 01:30 the next morning in India.
    expect(indiaDate(new Date("2026-11-23T20:00:00Z"))).toBe("2026-11-24");
    expect(indiaDate(new Date("2026-11-23T18:29:00Z"))).toBe("2026-11-23");
    expect(indiaDate(new Date("2026-12-31T10:00:00Z"), 1)).toBe("2027-01-01");
  });

  it("arrives today, tomorrow, or at the far end of 5-7 days", () => {
    expect(DELIVERY_DAYS).toEqual({ pickup: 0, sameDay: 0, nextDay: 1, standard: STANDARD_DELIVERY_DAYS });
    expect(STANDARD_DELIVERY_DAYS).toBe(7);
  });
});
