import { STORE_LOCATOR } from "@odin/contracts";
import { describe, expect, it } from "vitest";
import { distanceKm } from "../delivery/delivery-rules";
import { boxAround, markerColour, nearestPincode, nearestStores, storeHours } from "./store-locator-rules";

/** Mumbai CST (400001) and points north of it along the same meridian. */
const place = { latitude: 18.94, longitude: 72.835 };
const northBy = (degrees: number) => ({ latitude: place.latitude + degrees, longitude: place.longitude });
const store = (id: number, degrees: number, storeLocatorEnabled = true) => ({
  id,
  ...northBy(degrees),
  storeLocatorEnabled,
});

describe("nearestStores", () => {
  it("sorts the stores nearest first, whatever their order", () => {
    const sorted = nearestStores(place, [store(1, 0.3), store(2, 0.01), store(3, 2), store(4, 0.1)]);
    expect(sorted.map(({ centre }) => centre.id)).toEqual([2, 4, 1, 3]);
    expect(sorted[0]?.distance).toBeCloseTo(distanceKm(place, northBy(0.01)), 6);
  });

  it("leaves out the stores without the locator flag", () => {
    const sorted = nearestStores(place, [store(1, 0.3), store(2, 0.01, false), store(3, 0.2)]);
    expect(sorted.map(({ centre }) => centre.id)).toEqual([3, 1]);
  });

  it("orders stores at the same distance by id", () => {
    const sorted = nearestStores(place, [store(9, 0.1), store(3, 0.1), store(5, 0.1)]);
    expect(sorted.map(({ centre }) => centre.id)).toEqual([3, 5, 9]);
  });

  it("keeps the nearest ones up to the limit", () => {
    const many = Array.from({ length: 8 }, (_, i) => store(i + 1, (8 - i) / 10));
    expect(nearestStores(place, many, 3).map(({ centre }) => centre.id)).toEqual([8, 7, 6]);
  });

  it("answers nothing for no stores", () => {
    expect(nearestStores(place, [])).toEqual([]);
  });
});

describe("markerColour", () => {
  it("cycles through the configured colours in list order", () => {
    const colours = ["#111111", "#222222", "#333333"];
    const assigned = [0, 1, 2, 3, 4, 5, 6].map((position) => markerColour(position, colours));
    expect(assigned).toEqual(["#111111", "#222222", "#333333", "#111111", "#222222", "#333333", "#111111"]);
  });

  it("refuses an empty list", () => {
    expect(() => markerColour(0, [])).toThrow(RangeError);
  });
});

describe("storeHours", () => {
  it("keeps a store's own hours", () => {
    expect(storeHours("10AM to 9PM")).toBe("10AM to 9PM");
  });

  it("falls back to 11AM to 10PM (spec 2 §9) when the store has none", () => {
    for (const own of [null, undefined, "", "   "]) expect(storeHours(own)).toBe("11AM to 10PM");
    expect(STORE_LOCATOR.defaultHours).toBe("11AM to 10PM");
  });
});

describe("nearestPincode", () => {
  const pincodes = [
    { pincode: "400020", ...northBy(0.02) },
    { pincode: "400001", ...northBy(0.001) },
    { pincode: "400050", ...northBy(0.12) },
  ];

  it("takes the pincode nearest to the location", () => {
    expect(nearestPincode(place, pincodes)?.pincode).toBe("400001");
    expect(nearestPincode(northBy(0.11), pincodes)?.pincode).toBe("400050");
  });

  it("finds none when every pincode lies beyond the radius", () => {
    expect(nearestPincode(northBy(1), pincodes, 25)).toBeUndefined();
    expect(nearestPincode({ latitude: 25.2, longitude: 55.27 }, pincodes)).toBeUndefined();
  });

  it("breaks a tie by the lower pincode", () => {
    const twins = [
      { pincode: "400002", ...northBy(0.01) },
      { pincode: "400001", ...northBy(0.01) },
    ];
    expect(nearestPincode(place, twins)?.pincode).toBe("400001");
  });
});

describe("boxAround", () => {
  it("holds every point within the distance, in each direction", () => {
    const box = boxAround(place, 25);
    const east = { latitude: place.latitude, longitude: place.longitude + 0.2 };
    expect(distanceKm(place, east)).toBeLessThan(25);
    expect(east.longitude).toBeLessThan(box.maxLongitude);
    expect(distanceKm(place, northBy(0.22))).toBeLessThan(25);
    expect(northBy(0.22).latitude).toBeLessThan(box.maxLatitude);
    expect(box.minLatitude).toBeCloseTo(place.latitude - 25 / 111.32, 6);
    expect(box.maxLongitude - place.longitude).toBeGreaterThan(box.maxLatitude - place.latitude);
  });
});
