import { z } from "zod";
import { text } from "../shared/primitives";
import { STORE_LOCATOR } from "./constants";
import { pincodeInput } from "./pincode";

/**
 * The store locator (spec 2 §2, §3 "Store", §4, §7; API.md `GET /api/storelocator/brands/v2`,
 * `POST /api/storesList`): the brands that have stores to show, and a brand's stores sorted by
 * distance from a pincode.
 */

const coordinates = z.object({ latitude: z.number(), longitude: z.number() });

export const storeLocatorBrand = z.object({
  brandId: z.number().int(),
  /** Brand code (nw, us, ...). */
  code: z.string(),
  brandName: z.string(),
});
export type StoreLocatorBrand = z.infer<typeof storeLocatorBrand>;

/** Brands with at least one store shown in the store locator, by name. */
export const storeLocatorBrandsResponse = z.object({ brands: z.array(storeLocatorBrand) });
export type StoreLocatorBrandsResponse = z.infer<typeof storeLocatorBrandsResponse>;

export const storesListRequest = z.object({
  /** A brand's name (any letter case); empty or absent: every brand. */
  brandName: text(STORE_LOCATOR.brandNameMaxLength).trim().optional(),
  /** A missing pincode reads as empty, so every broken rule answers with its spec 2 §5 message. */
  pinCode: pincodeInput.prefault(""),
});
export type StoresListRequest = z.infer<typeof storesListRequest>;

export const locatorStore = z.object({
  code: z.string(),
  name: z.string(),
  brandName: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  phone: z.string().optional(),
  /** The store's own hours, else the default "11AM to 10PM" (spec 2 §9). */
  openingHours: z.string(),
  /** Kilometres from the pincode, one decimal. */
  distance: z.number(),
  coordinates,
  /** Always true: stores without the flag are left out (spec 2 §4). */
  storeLocatorEnabled: z.boolean(),
  /** The map marker's colour, cycling through the configured list in list order (spec 2 §4). */
  markerColor: z.string(),
});
export type LocatorStore = z.infer<typeof locatorStore>;

export const storesListResponse = z.object({
  /** Where the distances are measured from: the pincode's coordinates. */
  currentLocation: z.object({ pincode: z.string(), coordinates }),
  /** Nearest first; empty when the brand has no store to show. */
  stores: z.array(locatorStore),
});
export type StoresListResponse = z.infer<typeof storesListResponse>;

/** What the store locator page needs to draw its map (the operator's tile server, decision 37). */
export interface StoreMapSettings {
  /** Leaflet's tile URL template ({s}, {z}, {x}, {y}). */
  tileUrl: string;
  /** The tiles' credit, plain text. */
  attribution: string;
  maxZoom: number;
  /** Where the map looks before there are stores to show (spec 2 §7). */
  defaultCentre: { latitude: number; longitude: number };
}
