import { STORE_LOCATOR } from "@odin/contracts";
import { describe, expect, it } from "vitest";
import { PRODUCTION_ENV } from "../testing/production-env";
import { loadConfig } from "./config";
import { SANDBOX_TILE_URL, tileOrigins } from "./config-map";

const production = PRODUCTION_ENV;

describe("loadConfig: the store locator's map", () => {
  it("draws the demo's own tiles in demo mode, with the configured marker colours", () => {
    expect(loadConfig({}).map).toEqual({
      tileUrl: SANDBOX_TILE_URL,
      attribution: "Demo tiles (no map data)",
      maxZoom: 19,
      markerColours: STORE_LOCATOR.markerColours,
    });
  });

  it("uses OpenStreetMap's tiles, credited, outside demo mode", () => {
    const { map } = loadConfig(production);
    expect(map.tileUrl).toBe("https://tile.openstreetmap.org/{z}/{x}/{y}.png");
    expect(map.attribution).toBe("© OpenStreetMap contributors");
  });

  it("takes the operator's tile server, credit, zoom and colours", () => {
    const { map } = loadConfig({
      ODIN_MAP_TILE_URL: "https://{s}.tiles.example.in/osm/{z}/{x}/{y}.png",
      ODIN_MAP_TILE_ATTRIBUTION: "© Example Maps",
      ODIN_MAP_MAX_ZOOM: "17",
      ODIN_STORE_MARKER_COLOURS: "#112233, #445566",
    });
    expect(map).toEqual({
      tileUrl: "https://{s}.tiles.example.in/osm/{z}/{x}/{y}.png",
      attribution: "© Example Maps",
      maxZoom: 17,
      markerColours: ["#112233", "#445566"],
    });
  });

  it.each([
    ["ODIN_MAP_TILE_URL", "https://tiles.example.in/{z}/{x}.png"],
    ["ODIN_MAP_TILE_URL", "ftp://tiles.example.in/{z}/{x}/{y}.png"],
    ["ODIN_MAP_TILE_URL", "//tiles.example.in/{z}/{x}/{y}.png"],
    ["ODIN_MAP_TILE_URL", "https://a.{s}.example.in/{z}/{x}/{y}.png"],
    ["ODIN_MAP_TILE_URL", 'https://tiles.example.in/{z}/{x}/{y}.png"onerror'],
    ["ODIN_MAP_MAX_ZOOM", "30"],
    ["ODIN_STORE_MARKER_COLOURS", "red,blue"],
    ["ODIN_STORE_MARKER_COLOURS", ""],
  ])("refuses %s=%s", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
  });
});

describe("tileOrigins", () => {
  const origins = (tileUrl: string) => tileOrigins({ ...loadConfig({}).map, tileUrl });

  it("allows nothing more for tiles this site serves", () => {
    expect(origins(SANDBOX_TILE_URL)).toEqual([]);
  });

  it("allows the tile server's origin, any subdomain where {s} stands", () => {
    expect(origins("https://tile.openstreetmap.org/{z}/{x}/{y}.png")).toEqual([
      "https://tile.openstreetmap.org",
    ]);
    expect(origins("https://{s}.tiles.example.in:8443/{z}/{x}/{y}.png")).toEqual([
      "https://*.tiles.example.in:8443",
    ]);
  });
});
