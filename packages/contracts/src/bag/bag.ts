import { z } from "zod";
import { mobileNumberField } from "../account/otp";
import { address } from "../checkout/address";
import { checkoutPincodeInput, productShipping, selectedShippingMethods } from "../checkout/shipping";
import { PAYMENT_TYPES } from "../payments/constants";
import { boundedInt, id, text } from "../shared/primitives";
import { BAG } from "./constants";

/**
 * The bag calls (spec 3 §3 "Cart item", "Checkout request", "Checkout response", §4 "Cart update
 * type", §7; API.md `POST /api/checkout`, `/api/checkout/guest`, `/api/getpricingOverview`,
 * `GET /api/deliveryCharges`, `/api/coupons/applicable`). Money is integer paise. Prices, taxes,
 * discounts and charges are the server's: a request names sizes and quantities, never an amount.
 */

/** A coupon or promotion code as typed: trimmed, upper-cased, letters and digits. */
export const couponCodeInput = text(30)
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]*$/, { error: "A coupon code has only letters and digits." });

/**
 * One size and how many (spec 3 §3 cart item `skuId`, `qty`). `mode` says what `qty` means in an update:
 * `add` sums it with what the bag holds (spec 3 §5 "an item already in the bag has its quantities
 * summed"), `set` replaces it (the bag page's quantity picker).
 */
export const cartItemInput = z.object({
  skuId: id,
  qty: boundedInt(1, BAG.maxQuantityPerItem).default(1),
  mode: z.enum(["add", "set"]).default("add"),
});
export type CartItemInput = z.infer<typeof cartItemInput>;

export const paymentTypeInput = z.enum(PAYMENT_TYPES);

/**
 * The checkout request (spec 3 §3). `type` read answers the bag; update adds or sets `cartItems` and
 * applies `couponCode`; delete removes `cartItems` (by skuId) and, when given, the coupon. The bag is
 * the signed-in shopper's, else the guest bag this browser's cookie names (`guestCart` says which the
 * caller expects; spec 3 §6). On the shipping and payment pages (signed in only) `pincode`, `addressId`
 * and `selectedShippingMethods` are kept for the shopper's checkout: a new pincode forgets the kept
 * address and methods (spec 3 §4). On the bag page any change forgets the kept methods.
 */
export const checkoutRequest = z.object({
  page: z.enum(["myBag", "shipping", "payment"]).default("myBag"),
  type: z.enum(["read", "update", "delete"]).default("read"),
  guestCart: z.boolean().optional(),
  pincode: checkoutPincodeInput.optional(),
  couponCode: couponCodeInput.optional(),
  cartItems: z.array(cartItemInput).max(BAG.maxLines).optional(),
  /** The client can show payment-constrained promotions (prepaid-only, UPI, card offers) as extra ₹ off. */
  isPromotionPaymentConstraintSupported: z.boolean().optional(),
  /** The payment method chosen so far: decides payment-constrained promotions and the COD charge. */
  selectedPaymentMode: paymentTypeInput.optional(),
  /** The delivery address chosen at the shipping step (one of the shopper's addresses). */
  addressId: id.optional(),
  mobileNumber: mobileNumberField.optional(),
  selectedShippingMethods: selectedShippingMethods.optional(),
});
export type CheckoutRequest = z.infer<typeof checkoutRequest>;

/** The guest overview (spec 3 §2 "Guests see the guest overview"): prices a list the client keeps. */
export const guestOverviewRequest = z.object({
  cartItems: z.array(cartItemInput.pick({ skuId: true, qty: true })).max(BAG.maxLines),
  couponCode: couponCodeInput.optional(),
  pincode: checkoutPincodeInput.optional(),
  isPromotionPaymentConstraintSupported: z.boolean().optional(),
});
export type GuestOverviewRequest = z.infer<typeof guestOverviewRequest>;

/** getpricingOverview (spec 3 §7): the bag's pricing for a payment method, with loyalty or not. */
export const pricingOverviewRequest = z.object({
  couponCode: couponCodeInput.optional(),
  loyaltyCheck: z.boolean().optional(),
  selectedPaymentMode: paymentTypeInput.optional(),
  isPromotionPaymentConstraintSupported: z.boolean().optional(),
});
export type PricingOverviewRequest = z.infer<typeof pricingOverviewRequest>;

/** One item of the bag as the server prices it now. */
export const bagProduct = z.object({
  skuId: z.number().int(),
  styleId: z.number().int(),
  /** The spec's productId: the style. */
  productId: z.number().int(),
  qty: z.number().int(),
  /** What can be bought now: stock across the centres, capped at BAG.maxQuantityPerItem (spec 3 §5). */
  sellableQty: z.number().int(),
  styleName: z.string(),
  brandName: z.string(),
  url: z.string(),
  image: z.string(),
  size: z.string(),
  /** The tenant's size and its label ("UK 8", "Waist (in)") when the style maps sizes. */
  tenantSize: z.string().optional(),
  tenantSizeLabel: z.string().optional(),
  colour: z.string(),
  /** Unit prices, paise. */
  mrp: z.number().int(),
  price: z.number().int(),
  discountInPercentage: z.number().int(),
  /** qty × price less this item's share of the coupon and promotions. */
  lineTotal: z.number().int(),
  hsnCode: z.string(),
  /** The GST rate applied (percent) and the tax contained in lineTotal, paise. */
  gstRate: z.number(),
  gstAmount: z.number().int(),
  outOfStock: z.boolean(),
  /** The shipping and payment pages add each item's delivery options and kept method. */
  ...productShipping.omit({ skuId: true }).partial().shape,
});
export type BagProduct = z.infer<typeof bagProduct>;

export const pricingLineKey = z.enum([
  "subtotal",
  "discount",
  "gst",
  "deliveryCharges",
  "loyalty",
  "codCharges",
  "gstBenefit",
  "total",
]);
export type PricingLineKey = z.infer<typeof pricingLineKey>;

/**
 * One pricing line of spec 3 §2 in display order. `amount` is what the line shows (positive);
 * `effect` says how it enters Total: added, subtracted, or `included` (GST and GST Benefit describe
 * tax inside the other lines and add nothing). `gstIncluded` is the GST contained in the line.
 */
export const pricingLine = z.object({
  key: pricingLineKey,
  label: z.string(),
  amount: z.number().int(),
  effect: z.enum(["add", "subtract", "included", "total"]),
  gstIncluded: z.number().int(),
});
export type PricingLine = z.infer<typeof pricingLine>;

/** Overview (spec 3 §3): the spec's named fields, and the lines in display order. */
export const bagOverview = z.object({
  subtotal: z.number().int(),
  discounts: z.number().int(),
  tax: z.number().int(),
  shippingCost: z.number().int(),
  codCharges: z.number().int(),
  loyaltyCash: z.number().int(),
  gstBenefit: z.number().int(),
  total: z.number().int(),
  couponCode: z.string().optional(),
  isCouponApplied: z.boolean(),
  isPromotionWithPaymentConstraintApplied: z.boolean(),
  lines: z.array(pricingLine),
});
export type BagOverview = z.infer<typeof bagOverview>;

export const paymentConstraint = z.enum(["PREPAID", "UPI", "CARD"]);
export type PaymentConstraint = z.infer<typeof paymentConstraint>;

/** A coupon or promotion as the bag offers it (spec 3 §3 applicablePromotions). */
export const promotionOffer = z.object({
  code: z.string(),
  title: z.string(),
  tnc: z.string(),
  /** It can apply to this bag now; when not, `reason` says why. */
  applicable: z.boolean(),
  reason: z.string().optional(),
  /** What it takes off this bag, paise (0 for a benefit that is not money off). */
  savings: z.number().int(),
  paymentConstraint: paymentConstraint.optional(),
});
export type PromotionOffer = z.infer<typeof promotionOffer>;

/** The applied coupon, or why the stored one no longer applies (the error modal of spec 3 §8). */
export const couponDetails = z.object({
  code: z.string(),
  title: z.string(),
  applied: z.boolean(),
  savings: z.number().int(),
  error: z.string().optional(),
  /** A payment-constrained offer: it applies only when paid this way ("extra ₹ off" until then). */
  paymentConstraint: paymentConstraint.optional(),
  benefit: z.string().optional(),
});
export type CouponDetails = z.infer<typeof couponDetails>;

/** A size the bag could not take as asked (spec 3 §3, §8). */
export const bagIssue = z.object({
  skuId: z.number().int(),
  styleName: z.string(),
  sellableQty: z.number().int(),
  message: z.string(),
});
export type BagIssue = z.infer<typeof bagIssue>;

/** The checkout response (spec 3 §3). */
export const checkoutResponse = z.object({
  products: z.array(bagProduct),
  overview: bagOverview,
  pincode: z.string().optional(),
  couponDetails: couponDetails.optional(),
  applicablePromotions: z.array(z.string()),
  applicablePromotionsV2: z.array(promotionOffer),
  limitBreachedSkus: z.array(bagIssue),
  skusNotAdded: z.array(bagIssue),
  itemsHavingIssueInPricing: z.array(bagIssue),
  /** Sum of the quantities: the header badge (spec 1 §2). */
  bagTotalItemCount: z.number().int(),
  loyaltyDetails: z.object({ pointsMultiplier: z.number().int() }),
  /**
   * Why the shopper cannot go on from this page yet: "Please remove out of stock items to continue"
   * while an item is out of stock; on the shipping and payment pages also a pincode or item that
   * cannot be delivered, a missing or no longer valid delivery method, or no delivery address.
   */
  blockingMessage: z.string().optional(),
  /** The shipping step's kept choices (spec 3 §3 `savedShippingMethods`, `shippingAddressId`). */
  savedShippingMethods: selectedShippingMethods.optional(),
  shippingAddressId: z.number().int().optional(),
  /** The delivery address selected (spec 3 §3 `shippingAddress`; §4 selection priority). */
  shippingAddress: address.optional(),
  /** What the toasts of spec 3 §8 say about this answer's issues, ready to show. */
  notices: z.array(z.string()),
});
export type CheckoutResponse = z.infer<typeof checkoutResponse>;

export const pricingOverviewResponse = z.object({
  overview: bagOverview,
  couponDetails: couponDetails.optional(),
});
export type PricingOverviewResponse = z.infer<typeof pricingOverviewResponse>;

/** The delivery charge rule (spec 3 §2 /delivery_charges). */
export const deliveryChargesResponse = z.object({
  /** Charge per order below the threshold, paise. */
  charge: z.number().int(),
  /** A bag worth at least this much (after discounts) ships free, paise. */
  freeAbove: z.number().int(),
  codCharge: z.number().int(),
  /** The rule in words, as /delivery_charges shows it. */
  rules: z.array(z.string()),
});
export type DeliveryChargesResponse = z.infer<typeof deliveryChargesResponse>;

export const applicableCouponsResponse = z.object({ coupons: z.array(promotionOffer) });
export type ApplicableCouponsResponse = z.infer<typeof applicableCouponsResponse>;
