/** Fixed labels the spec gives (buttons, headings, link texts). */

/** The header's mini-bag popup (s1 §2). // wording not given by the spec */
export const miniBag = {
  title: "My Bag",
  close: "Close",
  loading: "Loading…",
  size: "Size",
  qty: "Qty",
  /** Accessible name of an item's remove button; fill with `formatMessage.miniBagRemove`. */
  remove: "Remove {name}",
  removing: "Removing…",
} as const;
/** The bag page /mybag (spec 3 §2 Bag). Wording not given by the spec, except where marked. */
export const bagPage = {
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
} as const;
/** /delivery_charges (spec 3 §2); its title is `bag.deliveryCharges`. Wording not given by the spec. */
export const deliveryChargesPage = {
  charge: "Delivery charge",
  freeAbove: "Free delivery on orders of",
  codCharge: "Cash on delivery charge",
  backToBag: "Back to your bag",
} as const;
export const bag = {
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
} as const;
/** How a payment-constrained offer names its methods in "when you pay by {method}". // wording not given by the spec */
export const paymentConstraint = {
  PREPAID: "any online payment method",
  UPI: "UPI",
  CARD: "credit or debit card",
} as const;
