import type { LocatorStore, StoreLocatorBrand, StoreMapSettings } from "@odin/contracts";

/** The store locator's query string: a GET form, so a search works before the page's scripts run. */
export const STORE_SEARCH_KEYS = {
  brand: "brand",
  pincode: "pincode",
  /** "Use my location": resolved on the server to the nearest pincode, then dropped from the address. */
  latitude: "latitude",
  longitude: "longitude",
} as const;

export const STORE_LOCATOR_PATH = "/store-locator";

/**
 * What the page shows under the form (spec 2 §2, §4): the placeholder before a search, the list
 * (nearest first), or the no-store state for no stores or a failed search. The loader state of
 * spec 2 §4 is the page's pending navigation, not data.
 */
export type StoreSearchResult =
  | { state: "placeholder" }
  | {
      state: "list";
      pincode: string;
      centre: { latitude: number; longitude: number };
      stores: LocatorStore[];
    }
  | { state: "noStores"; message: string };

export interface StoreLocatorView {
  brands: StoreLocatorBrand[];
  /** The form's values as sent, so the page shows what was searched. */
  brand: string;
  pincode: string;
  /** The pincode's broken rule (spec 2 §5), shown at the field. */
  pincodeError: string | null;
  /** Why "Use my location" found no pincode. */
  locationError: string | null;
  result: StoreSearchResult;
  map: StoreMapSettings;
}

/** The address of a search, as the GET form would write it. */
export function storeSearchHref(brand: string, pincode: string): string {
  const query = new URLSearchParams({
    [STORE_SEARCH_KEYS.brand]: brand,
    [STORE_SEARCH_KEYS.pincode]: pincode,
  });
  return `${STORE_LOCATOR_PATH}?${query}`;
}
