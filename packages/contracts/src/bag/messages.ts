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
import { fill } from "../shared/fill";
import { BAG } from "./constants";

export const messages = {
  miniBag: {
    empty: "You don't have any items in your cart", // s1 §2
    /** Template, n = total items in the bag (s1 §2); fill with `formatMessage.miniBagMoreItems`. */
    moreItems: "(n-2) more item(s) in cart",
    /** Success toast after removing an item, 3 s (s1 §4). */
    itemRemoved: "{name} has been removed from your bag", // wording not given by the spec
  },
  bag: {
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
  },
  /** Why a coupon does not apply (s3 §8 "an invalid coupon message (wording not shown)"). // wording not given by the spec */
  coupon: {
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
  },
  /** The rule at /delivery_charges (s3 §2, §9 "Free standard delivery in 5 days"). // wording not given by the spec */
  deliveryCharges: {
    free: "Standard delivery is free on orders of {amount} or more, in 5 days.",
    charge: "Orders below {amount} pay a delivery charge of {charge}.",
    afterDiscounts: "The order value is counted after discounts and coupons, before loyalty points.",
    cod: "Cash on delivery adds {charge} to the order.",
    gst: "Delivery and cash on delivery charges include GST.",
  },
} as const;

/** Fixed labels the spec gives (buttons, headings, link texts). */
export const labels = {
  /** The header's mini-bag popup (s1 §2). // wording not given by the spec */
  miniBag: {
    title: "My Bag",
    close: "Close",
    loading: "Loading…",
    size: "Size",
    qty: "Qty",
    /** Accessible name of an item's remove button; fill with `formatMessage.miniBagRemove`. */
    remove: "Remove {name}",
    removing: "Removing…",
  },
  /** The bag page /mybag (spec 3 §2 Bag). Wording not given by the spec, except where marked. */
  bagPage: {
    title: "Shopping Bag",
    size: "Size",
    colour: "Colour",
    quantity: "Qty",
    /** Accessible name of an item's quantity picker; fill with `formatMessage.bagQuantityOf`. */
    quantityOf: "Quantity of {name}",
    updateQuantity: "UPDATE",
    remove: "REMOVE",
    /** Accessible name of an item's REMOVE button; fill with `formatMessage.bagRemoveItem`. */
    removeItem: "Remove {name} from your bag",
    outOfStock: "Out of stock",
    items: "Items in your bag",
    summary: "Price details",
    /** A GST line's amount sits inside the prices (spec 3 §2): "GST (included)". */
    included: "included",
    /** Small text under a pricing line: "incl. GST ₹120". */
    inclGst: "incl. GST",
    deliveryInfo: "How delivery charges work",
    coupons: "Coupons and offers",
    couponCode: "Coupon code",
    apply: "APPLY",
    appliedCoupon: "Applied coupon",
    youSave: "You save",
    /** Goes on to checkout (s3 §4 "mybag, then shipping"). */
    proceed: "PROCEED",
  },
  /** /delivery_charges (spec 3 §2); its title is `bag.deliveryCharges`. Wording not given by the spec. */
  deliveryChargesPage: {
    charge: "Delivery charge",
    freeAbove: "Free delivery on orders of",
    codCharge: "Cash on delivery charge",
    backToBag: "Back to your bag",
  },
  bag: {
    checkout: "CHECKOUT",
    continueShopping: "CONTINUE SHOPPING",
    viewBag: "VIEW SHOPPING BAG", // wording not given by the spec
    subtotal: "Subtotal",
    discount: "Discount",
    gst: "GST",
    deliveryCharges: "Delivery Charges",
    loyalty: "Loyalty",
    codCharges: "COD Charges",
    gstBenefit: "GST Benefit",
    total: "Total",
  },
  /** How a payment-constrained offer names its methods in "when you pay by {method}". // wording not given by the spec */
  paymentConstraint: {
    PREPAID: "any online payment method",
    UPI: "UPI",
    CARD: "credit or debit card",
  },
} as const;

/** Fills the templates above, so the wording stays in one place. */
export const formats = {
  /** "(1) more item(s) in cart" for 3 items: n is the number of items in the bag, the brackets stay (s1 §2). */
  miniBagMoreItems: (totalItems: number) =>
    fill(messages.miniBag.moreItems, [["n-2", Math.max(0, totalItems - BAG.miniBagItemsListed)]]),
  miniBagRemove: (name: string) => fill(labels.miniBag.remove, [["{name}", name]]),
  bagQuantityOf: (name: string) => fill(labels.bagPage.quantityOf, [["{name}", name]]),
  bagRemoveItem: (name: string) => fill(labels.bagPage.removeItem, [["{name}", name]]),
  miniBagItemRemoved: (name: string) => fill(messages.miniBag.itemRemoved, [["{name}", name]]),
  /** "You can add only 3 of Slim Fit Shirt" (s3 §5). */
  quantityLimit: (count: number, name: string) =>
    fill(messages.bag.quantityLimit, [
      ["$count", count],
      ["$name", name],
    ]),
  coupon: (
    template: keyof typeof messages.coupon,
    values: { code: string; amount?: string; method?: string; count?: number; multiplier?: number },
  ) =>
    fill(messages.coupon[template], [
      ["{code}", values.code],
      ["{amount}", values.amount ?? ""],
      ["{method}", values.method ?? ""],
      ["{count}", values.count ?? ""],
      ["{multiplier}", values.multiplier ?? ""],
    ]),
  deliveryCharge: (
    template: keyof typeof messages.deliveryCharges,
    values: { amount?: string; charge?: string },
  ) =>
    fill(messages.deliveryCharges[template], [
      ["{amount}", values.amount ?? ""],
      ["{charge}", values.charge ?? ""],
    ]),
  maxSellableQuantity: (sellableQuantity: number) =>
    fill(messages.bag.maxSellableQuantity, [["$sellableQuantity", sellableQuantity]]),
  /** "Sorry! 2 products in your bag …"; $product is "product" for one item, else "products". */
  itemsNotAdded: (count: number) =>
    fill(messages.bag.itemsNotAdded, [
      ["$count", count],
      ["$product", count === 1 ? "product" : "products"],
    ]),
} as const;
