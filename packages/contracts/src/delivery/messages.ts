/**
 * The delivery slice of MESSAGES and LABELS: the pincode box, delivery options and the store locator.
 * `../messages.ts` composes the slices into `MESSAGES`, `LABELS` and `formatMessage`: import those, not this
 * file.
 *
 * Every shopper-facing message of the spec, once, with the spec's exact wording (typos and odd spacing
 * included: support scripts and analytics refer to them). Spec references: "s1 §8" means
 * `spec/1-account-and-session.md` section 8, and so on.
 *
 * Where the spec says a message exists but does not give its wording, the text is ours and the line is marked
 * `// wording not given by the spec`. Templates keep their spec placeholders (`{n}`, `$count`, `(n-2)`); fill
 * them through `formatMessage`, never by hand.
 */
import { fill } from "../shared/fill";

export const messages = {
  pincode: {
    enterPincode: "Please enter pincode", // s2 §5
    onlyDigits: "Please enter only digits", // s2 §5
    /** Template; fill with `formatMessage.pincodeDigits` (s2 §5). */
    enterDigits: "Please enter {n} Digits",
    validSixDigits: "We need a valid 6-digit pincode. Try again, please.", // s3 §5
    invalid: "Please enter a valid pincode", // s3 §5
    notDelivered: "Sorry! we currently don't deliver to this pincode", // s3 §5
    notServiceable: "This pincode is not serviceable.", // s3 §5
  },
  storeLocator: {
    /** No-store state, shown with its image (s2 §2, §8). */
    noStores: "Sorry! We could not find any stores for this brand and pincode.", // wording not given by the spec
    enterBrandAndPincode: "Choose a brand and enter a pincode to find stores near you.", // wording not given by the spec
    loading: "Finding stores near you…", // wording not given by the spec
    locationRefused: "We could not get your location. Please enter pincode.", // wording not given by the spec
    noPincodeNearLocation: "We could not find a pincode near your location. Please enter pincode.", // wording not given by the spec
    mapUnavailable: "The map could not be loaded. The stores are listed below.", // wording not given by the spec
  },
} as const;

/** Fixed labels the spec gives (buttons, headings, link texts). */
export const labels = {
  deliveryOptions: {
    pickup: "Pickup from the nearest",
    sameDay: "Delivery Today",
    nextDay: "Delivery Tomorrow",
    standard: "Delivery within 5-7 days",
  },
  /** The store locator page (spec 2 §2); the spec names its parts but gives no wording. */
  storeLocator: {
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
  },
} as const;

/** Fills the templates above, so the wording stays in one place. */
export const formats = {
  /** "Please enter 6 Digits" (s2 §5). */
  pincodeDigits: (n: number) => fill(messages.pincode.enterDigits, [["{n}", n]]),
  /** "Stores near 400001: 3". */
  storesFound: (count: number, pincode: string) =>
    fill(labels.storeLocator.storesFound, [
      ["{count}", count],
      ["{pincode}", pincode],
    ]),
} as const;
