import { STORE_LOCATOR } from "@odin/contracts";
import { z } from "zod";
import type { BaseEnv, EnvOf } from "./config-env";

/** The demo's stand-in tile server (`sandbox/map-tiles.ts`): the default in demo mode. */
export const SANDBOX_TILE_URL = "/_sandbox/tiles/{z}/{x}/{y}.png";
const SANDBOX_TILE_ATTRIBUTION = "Demo tiles (no map data)";

/** OpenStreetMap's standard tiles: the default outside demo mode, with the credit they ask for. */
const OSM_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
const OSM_ATTRIBUTION = "© OpenStreetMap contributors";

/** Where a tile template's `{s}` (a subdomain) may stand: the first label of an http(s) host. */
const TEMPLATE = /^(?:\/(?!\/)|https?:\/\/(?:\{s\}\.)?[A-Za-z0-9.-]+(?::\d+)?\/)[^\s"'<>\\]*$/;
const COLOUR = /^#[0-9a-fA-F]{6}$/;

/** The store locator map's environment variables (read with the others by config.ts). */
export const mapEnv = {
  ODIN_MAP_TILE_URL: z
    .string()
    .max(500)
    .regex(TEMPLATE, "a path or an http(s) URL; {s} may only stand for the host's first label")
    .refine((value) => ["{z}", "{x}", "{y}"].every((part) => value.includes(part)), "needs {z}, {x} and {y}")
    .optional(),
  ODIN_MAP_TILE_ATTRIBUTION: z.string().trim().min(1).max(300).optional(),
  ODIN_MAP_MAX_ZOOM: z.coerce.number().int().min(1).max(22).default(19),
  ODIN_STORE_MARKER_COLOURS: z
    .string()
    .transform((value) => value.split(",").map((colour) => colour.trim()))
    .pipe(z.array(z.string().regex(COLOUR, "comma-separated #rrggbb colours")).min(1).max(20))
    .optional(),
};

/** The store locator's map (docs/decisions/0037-store-locator.md). */
export interface MapConfig {
  /** Leaflet's tile URL template ({s}, {z}, {x}, {y}). */
  tileUrl: string;
  /** Credit shown on the map, as plain text. */
  attribution: string;
  maxZoom: number;
  /** Store markers take these colours in turn, in list order (spec 2 §4). */
  markerColours: readonly string[];
}

type Env = BaseEnv & EnvOf<typeof mapEnv>;

/** Demo mode draws its tiles itself (`/_sandbox/tiles`), so the default run needs no network. */
export function mapConfig(env: Env): MapConfig {
  const demo = env.ODIN_MODE === "demo";
  const tileUrl = env.ODIN_MAP_TILE_URL ?? (demo ? SANDBOX_TILE_URL : OSM_TILE_URL);
  const defaultAttribution = tileUrl === SANDBOX_TILE_URL ? SANDBOX_TILE_ATTRIBUTION : OSM_ATTRIBUTION;
  return {
    tileUrl,
    attribution: env.ODIN_MAP_TILE_ATTRIBUTION ?? defaultAttribution,
    maxZoom: env.ODIN_MAP_MAX_ZOOM,
    markerColours: env.ODIN_STORE_MARKER_COLOURS ?? STORE_LOCATOR.markerColours,
  };
}

/**
 * The origin the page must allow images from for the tiles (Content-Security-Policy img-src): none
 * for tiles served by this site, else the template's origin, with `{s}` as a wildcard label.
 */
export function tileOrigins(map: MapConfig): string[] {
  if (map.tileUrl.startsWith("/")) return [];
  const { protocol, host } = new URL(map.tileUrl.replace("{s}.", "s."));
  return [`${protocol}//${map.tileUrl.includes("{s}.") ? host.replace(/^s\./, "*.") : host}`];
}
