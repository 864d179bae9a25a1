// @vitest-environment happy-dom
import type { LocatorStore } from "@odin/contracts";
import { afterEach, describe, expect, it } from "vitest";
import { createStoreMap } from "./leaflet-map";

const SETTINGS = {
  tileUrl: "/_sandbox/tiles/{z}/{x}/{y}.png",
  attribution: "<b>Tiles</b> & Co",
  maxZoom: 19,
  defaultCentre: { latitude: 20.5937, longitude: 78.9629 },
};

const store = (code: string, latitude: number, markerColor: string): LocatorStore => ({
  code,
  name: `Neelam Weaves - ${code}`,
  brandName: "Neelam Weaves",
  address: "High Street",
  city: "Delhi",
  state: "Delhi",
  pincode: "110001",
  openingHours: "11AM to 10PM",
  distance: 1,
  coordinates: { latitude, longitude: 77.2 },
  storeLocatorEnabled: true,
  markerColor,
});

function mapElement(): HTMLElement {
  const element = document.createElement("div");
  element.style.width = "600px";
  element.style.height = "400px";
  document.body.append(element);
  return element;
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("createStoreMap", () => {
  it("draws each store as a numbered marker in its colour, nearest on top", () => {
    const element = mapElement();
    const map = createStoreMap(element, SETTINGS, { onTiles: () => {} });
    map.show([store("A", 28.6, "#c62828"), store("B", 28.7, "#1565c0")], {
      latitude: 28.63,
      longitude: 77.22,
    });
    const markers = [...element.querySelectorAll<HTMLElement>(".store-map__marker")];
    expect(markers.map((marker) => marker.textContent)).toEqual(["1", "2"]);
    expect(markers.map((marker) => marker.style.backgroundColor)).toEqual(["#c62828", "#1565c0"]);
    const [first, second] = [...element.querySelectorAll<HTMLElement>(".leaflet-marker-icon")];
    expect(Number(first?.style.zIndex)).toBeGreaterThan(Number(second?.style.zIndex));

    map.show([], null);
    expect(element.querySelectorAll(".store-map__marker")).toHaveLength(0);
    map.remove();
  });

  it("shows the configured credit as text, never as markup", () => {
    const element = mapElement();
    const map = createStoreMap(element, SETTINGS, { onTiles: () => {} });
    const credit = element.querySelector(".leaflet-control-attribution");
    expect(credit?.textContent).toContain("<b>Tiles</b> & Co");
    expect(credit?.querySelector("b")).toBeNull();
    map.remove();
  });
});
