/**
 * The bag slice of MESSAGES and LABELS: the mini bag and the bag page. `../messages.ts` composes the slices
 * into `MESSAGES`, `LABELS` and `formatMessage`: import those, not this file.
 *
 * Every shopper-facing message of the spec, once, with the spec's exact wording (typos and odd spacing
 * included: support scripts and analytics refer to them). Spec references: "s1 §8" means
 * `spec/1-account-and-session.md` section 8, and so on.
 *
 * Where the spec says a message exists but does not give its wording, the text is ours and the line is marked
 * `// wording not given by the spec`. Templates keep their spec placeholders (`{n}`, `$count`, `(n-2)`); fill
 * them through `formatMessage`, never by hand.
 */

export const miniBag = {
  empty: "You don't have any items in your cart", // s1 §2
  /** Template, n = total items in the bag (s1 §2); fill with `formatMessage.miniBagMoreItems`. */
  moreItems: "(n-2) more item(s) in cart",
  /** Success toast after removing an item, 3 s (s1 §4). */
  itemRemoved: "{name} has been removed from your bag", // wording not given by the spec
} as const;
export const bag = {
  empty: "Oops! Your Cart is Empty", // s3 §2, §8
  /** Stock limit breach per sku (s3 §5, §8); fill with `formatMessage.quantityLimit`. */
  quantityLimit: "You can add only $count of $name",
  /** Fill with `formatMessage.maxSellableQuantity` (s3 §5). */
  maxSellableQuantity: "You Can Add Max $sellableQuantity Quantity of This Item.",
  /** Items not added (out of stock, or itemsHavingIssueInPricing), red 3 s toast (s3 §8); fill with `formatMessage.itemsNotAdded`. */
  itemsNotAdded: "Sorry! $count $product in your bag has gone out of stock and couldn't be added.",
  itemsNotAddedHsn: "Ooops! Currently this product is out of stock so couldn't be added.", // s3 §8 HSN variant
  /** Success notice after ADD TO BAG or a quantity change. // wording not given by the spec */
  updated: "Your bag has been updated.",
  /** A bag already holding BAG.maxLines different sizes. // wording not given by the spec */
  full: "Your bag is full. Remove an item to add another.",
  /** A size that is not (or no longer) sold. // wording not given by the spec */
  unknownSize: "This size is no longer available.",
} as const;
/** Why a coupon does not apply (s3 §8 "an invalid coupon message (wording not shown)"). // wording not given by the spec */
export const coupon = {
  /** APPLY pressed with an empty coupon field. // wording not given by the spec */
  enterCode: "Please enter a coupon code.",
  minimumBagValue: "Add items worth {amount} more to use {code}.",
  expired: "{code} has expired.",
  notStarted: "{code} is not active yet.",
  noEligibleItems: "{code} does not apply to the items in your bag.",
  alreadyUsed: "You have already used {code}.",
  firstOrderOnly: "{code} is for your first order only.",
  loginRequired: "Please log in to use {code}.",
  includedInPrice: "{code} is already included in the prices shown.",
  notCombinable: "{code} cannot be combined with the other offers in your bag.",
  /** Paused by the store (the back office). */
  paused: "{code} is not available at the moment.", // wording not given by the spec
  /** Its total limit of orders reached. */
  usedUp: "{code} has been fully redeemed.", // wording not given by the spec
  /** A payment-constrained offer before its payment method is chosen (s3 §2 "extra rupees off"). */
  payToSave: "Extra {amount} off when you pay by {method}.",
  /** A payment-constrained offer for a client that cannot show "extra ₹ off" and another method. */
  paymentMethodNotEligible: "{code} applies only when you pay by {method}.", // wording not given by the spec
  /** Buy-X-get-Y with too few eligible pieces. */
  morePieces: "Add {count} more eligible item(s) to use {code}.", // wording not given by the spec
  /** A points multiplier (no money off). */
  loyaltyBenefit: "{code}: earn {multiplier}x loyalty points on eligible styles.", // wording not given by the spec
  applied: "{code} applied. You save {amount}.",
  removed: "{code} has been removed.",
  /** The error modal of s3 §8 (Go back / Proceed without coupon). */
  modalTitle: "Your coupon no longer applies",
} as const;
/** The rule at /delivery_charges (s3 §2, §9 "Free standard delivery in 5 days"). // wording not given by the spec */
export const deliveryCharges = {
  free: "Standard delivery is free on orders of {amount} or more, in 5 days.",
  charge: "Orders below {amount} pay a delivery charge of {charge}.",
  afterDiscounts: "The order value is counted after discounts and coupons, before loyalty points.",
  cod: "Cash on delivery adds {charge} to the order.",
  gst: "Delivery and cash on delivery charges include GST.",
} as const;
