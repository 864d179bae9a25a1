import { z } from "zod";
import { pricingLine } from "../bag/bag";
import { checkoutStore, shippingMethod } from "../checkout/shipping";
import { PAYMENT_TYPES } from "../payments/constants";
import { text } from "../shared/primitives";
import { ORDER_ITEM_STATUSES } from "./constants";

/**
 * An order as its confirmation shows it (spec 3 §2 "Order confirmation", §3 "Order"; API.md
 * `GET /api/orderConfirm/{orderId}`). Money is paise; prices are those of the moment it was placed.
 */

/** An order id as shoppers see it ("OD" and digits). */
export const orderIdParam = z.object({ orderId: text(32).regex(/^[A-Z0-9]+$/) });

export const orderItemStatus = z.enum(ORDER_ITEM_STATUSES);
export type OrderItemStatus = z.infer<typeof orderItemStatus>;

export const orderItem = z.object({
  itemId: z.number().int(),
  skuId: z.number().int(),
  styleId: z.number().int(),
  styleName: z.string(),
  brandName: z.string(),
  image: z.string(),
  url: z.string(),
  size: z.string(),
  brandSize: z.string().optional(),
  colour: z.string(),
  qty: z.number().int(),
  mrp: z.number().int(),
  unitPrice: z.number().int(),
  lineTotal: z.number().int(),
  gstRate: z.number(),
  gstAmount: z.number().int(),
  shippingMethod,
  /** The store it is collected from (STOREPICK). */
  store: checkoutStore.omit({ distance: true }).optional(),
  status: orderItemStatus,
  /** yyyy-mm-dd in India. */
  expectedDelivery: z.string(),
});
export type OrderItem = z.infer<typeof orderItem>;

export const orderAddress = z.object({
  firstName: z.string(),
  lastName: z.string(),
  address: z.string(),
  landmark: z.string().optional(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  mobileNumber: z.string(),
});

export const orderPayment = z.object({
  paymentTypeCode: z.enum(PAYMENT_TYPES),
  amount: z.number().int(),
  status: z.enum(["due", "paid", "pending", "failed", "reversed"]),
});

/** The pricing lines as the shopper saw them when placing the order. */
export const orderOverview = z.object({
  lines: z.array(pricingLine),
  total: z.number().int(),
  couponCode: z.string().optional(),
});

export const orderConfirmation = z.object({
  orderId: z.string(),
  placedAt: z.string(),
  /** success, pending (payment not yet known) or failed. */
  status: z.enum(["success", "pending", "failed"]),
  total: z.number().int(),
  quantity: z.number().int(),
  items: z.array(orderItem),
  overview: orderOverview,
  shippingAddress: orderAddress,
  payments: z.array(orderPayment),
  /** Some item is collected from a store (the 30-minute confirmation and 7-day auto-cancel text). */
  storePickup: z.boolean(),
});
export type OrderConfirmation = z.infer<typeof orderConfirmation>;
