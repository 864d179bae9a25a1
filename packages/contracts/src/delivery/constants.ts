/**
 * Business constants and limits: delivery options, pincodes and stores (spec 2 §2, §3, §9; spec 3 §3, §9).
 * Values the spec leaves open and that we chose are marked `// value not given by the spec`. Shopper-facing
 * wording lives in `messages.ts`.
 */

/** Delivery options and their display order (spec 2 §2, spec 3 §9). */
export const DELIVERY_OPTION_ORDER = {
  pickup: 0,
  sameDay: 1,
  nextDay: 2,
  standard: 3,
} as const;

export const OMNI = {
  /** Nearby-store radius 20 (spec 2 §3, §9); the unit is not given, read as kilometres. */
  nearbyStoresRadiusKm: 20,
  deliveryModes: ["same-day", "next-day", "standard"],
} as const;

export const PINCODE = {
  digits: 6,
} as const;

/** Store hours default 11AM to 10PM (spec 2 §9). */
const OPENING_TIME = "11AM";
const CLOSING_TIME = "10PM";

export const STORE_LOCATOR = {
  defaultOpeningTime: OPENING_TIME,
  defaultClosingTime: CLOSING_TIME,
  /** Store hours of a store that has none of its own: the opening and closing times above. */
  defaultHours: `${OPENING_TIME} to ${CLOSING_TIME}`,
  /** Stores listed at most, nearest first. // value not given by the spec */
  maxStores: 50,
  /** "Use my location" takes the nearest pincode within this distance. // value not given by the spec */
  nearestPincodeRadiusKm: 25,
  /** Brand names are at most this long in a request. // value not given by the spec */
  brandNameMaxLength: 100,
  /** Default map centre: a fixed national point. // value not given by the spec (geographic centre of India) */
  defaultMapCentre: { latitude: 20.5937, longitude: 78.9629 },
  /**
   * Marker colours cycle through this list (the operator's `ODIN_STORE_MARKER_COLOURS` replaces it).
   * Each carries the store's white number at a contrast of 4.5:1 or more. // value not given by the spec
   */
  markerColours: ["#c62828", "#1565c0", "#2e7d32", "#b45309", "#6a1b9a"],
} as const;
