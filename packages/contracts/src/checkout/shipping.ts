import { z } from "zod";
import { BAG } from "../bag/constants";
import { MESSAGES } from "../messages";
import { boundedInt, id } from "../shared/primitives";
import { SHIPPING_METHODS } from "./constants";
import { checkoutPincodeProblem } from "./pincode-rules";

/**
 * The shipping step's part of the checkout calls (spec 3 §2 "Checkout, Shipping step", §3 cart item
 * `shippingMethod`, `store` with `fcId`, `storeId`, checkout request `addressId`,
 * `selectedShippingMethods`, §4 "Checkout path", "Store pickup", §9 delivery option labels and order;
 * API.md `POST /api/checkout`, `POST /api/checkoutStores`). A store's id is its fulfilment centre's id.
 */

/** A pincode the shipping step is given, checked by `checkoutPincodeProblem`. */
export const checkoutPincodeInput = z
  .string()
  .trim()
  .max(6, { error: MESSAGES.pincode.validSixDigits })
  .superRefine((value, context) => {
    const problem = checkoutPincodeProblem(value);
    if (problem) context.addIssue({ code: "custom", message: problem });
  });

export const shippingMethod = z.enum([
  SHIPPING_METHODS.storePick,
  SHIPPING_METHODS.sameDay,
  SHIPPING_METHODS.nextDay,
  SHIPPING_METHODS.standard,
]);
export type ShippingMethod = z.infer<typeof shippingMethod>;

/** One item's chosen delivery method (spec 3 §3 `selectedShippingMethods`, `savedShippingMethods`). */
export const selectedShippingMethod = z.object({
  skuId: id,
  shippingMethod,
  /** The store for STOREPICK (a fulfilment centre id); ignored for the other methods. */
  storeId: id.optional(),
});
export type SelectedShippingMethod = z.infer<typeof selectedShippingMethod>;

export const selectedShippingMethods = z.array(selectedShippingMethod).max(BAG.maxLines);

/** A store that can hand an item over (spec 3 §3 `store` with `fcId`). */
export const checkoutStore = z.object({
  storeId: z.number().int(),
  fcId: z.number().int(),
  code: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  pincode: z.string(),
  openingHours: z.string(),
  /** Kilometres from the delivery pincode, one decimal. */
  distance: z.number(),
});
export type CheckoutStore = z.infer<typeof checkoutStore>;

/** A delivery method open to one item at the delivery pincode, in the order of spec 3 §9. */
export const shippingOption = z.object({
  shippingMethod,
  label: z.string(),
  order: z.number().int(),
  /** The day it arrives (or can be collected), yyyy-mm-dd in India. */
  estimatedDate: z.string(),
  /** For STOREPICK: the stores holding the whole quantity, nearest first. */
  stores: z.array(checkoutStore).optional(),
});
export type ShippingOption = z.infer<typeof shippingOption>;

/** What the shipping step adds to each bag product. */
export const productShipping = z.object({
  skuId: z.number().int(),
  /** Some centre can deliver this quantity to the pincode. */
  serviceable: z.boolean(),
  deliveryOptions: z.array(shippingOption),
  /** The method kept for this item when it is still open to it. */
  shippingMethod: shippingMethod.optional(),
  storeId: z.number().int().optional(),
  store: checkoutStore.optional(),
});
export type ProductShipping = z.infer<typeof productShipping>;

/** checkoutStores (spec 3 §7): the stores that can hand over a quantity of a size near a pincode. */
export const checkoutStoresRequest = z.object({
  skuId: id,
  qty: boundedInt(1, BAG.maxQuantityPerItem).default(1),
  /** Defaults to the pincode kept for the shopper's checkout. */
  pincode: checkoutPincodeInput.optional(),
});
export type CheckoutStoresRequest = z.infer<typeof checkoutStoresRequest>;

export const checkoutStoresResponse = z.object({
  pincode: z.string(),
  stores: z.array(checkoutStore),
});
export type CheckoutStoresResponse = z.infer<typeof checkoutStoresResponse>;
