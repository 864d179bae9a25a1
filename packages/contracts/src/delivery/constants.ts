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

export const STORE_LOCATOR = {
  defaultOpeningTime: "11AM",
  defaultClosingTime: "10PM",
  /** Default map centre: a fixed national point. // value not given by the spec (geographic centre of India) */
  defaultMapCentre: { latitude: 20.5937, longitude: 78.9629 },
  /** Marker colours cycle through this list. // value not given by the spec */
  markerColours: ["#d32f2f", "#1976d2", "#388e3c", "#f57c00", "#7b1fa2"],
} as const;
