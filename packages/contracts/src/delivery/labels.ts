/** Fixed labels the spec gives (buttons, headings, link texts). */

export const deliveryOptions = {
  pickup: "Pickup from the nearest",
  sameDay: "Delivery Today",
  nextDay: "Delivery Tomorrow",
  standard: "Delivery within 5-7 days",
} as const;
/** The store locator page (spec 2 §2); the spec names its parts but gives no wording. */
export const storeLocator = {
  title: "Store Locator",
  metaDescription:
    "Find our stores near you by brand and pincode, on a map and in a list sorted by distance.",
  brand: "Brand",
  allBrands: "All brands",
  pincode: "Pincode",
  pincodePlaceholder: "Enter pincode",
  find: "FIND STORES",
  useMyLocation: "Use my location",
  locating: "Finding your location…",
  showForm: "Search",
  showMap: "Map",
  views: "Show the search form or the map",
  map: "Map of the stores",
  mapLoading: "The map appears here once the page has loaded.",
  results: "Stores",
  /** Fill with `formatMessage.storesFound`. */
  storesFound: "Stores near {pincode}: {count}",
  noStoresImage: "No store found",
  directions: "Directions",
} as const;
