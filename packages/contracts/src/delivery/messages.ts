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

export const pincode = {
  enterPincode: "Please enter pincode", // s2 §5
  onlyDigits: "Please enter only digits", // s2 §5
  /** Template; fill with `formatMessage.pincodeDigits` (s2 §5). */
  enterDigits: "Please enter {n} Digits",
  validSixDigits: "We need a valid 6-digit pincode. Try again, please.", // s3 §5
  invalid: "Please enter a valid pincode", // s3 §5
  notDelivered: "Sorry! we currently don't deliver to this pincode", // s3 §5
  notServiceable: "This pincode is not serviceable.", // s3 §5
} as const;
export const storeLocator = {
  /** No-store state, shown with its image (s2 §2, §8). */
  noStores: "Sorry! We could not find any stores for this brand and pincode.", // wording not given by the spec
  enterBrandAndPincode: "Choose a brand and enter a pincode to find stores near you.", // wording not given by the spec
  loading: "Finding stores near you…", // wording not given by the spec
  locationRefused: "We could not get your location. Please enter pincode.", // wording not given by the spec
  noPincodeNearLocation: "We could not find a pincode near your location. Please enter pincode.", // wording not given by the spec
  mapUnavailable: "The map could not be loaded. The stores are listed below.", // wording not given by the spec
} as const;
