import { z } from "zod";
import { shippingMethod } from "../checkout/shipping";
import { PAYMENT_TYPES } from "../payments/constants";
import { boundedIntParam } from "../shared/primitives";
import { ORDERS } from "./constants";
import { orderAddress, orderItemStatus, orderOverview, orderPayment } from "./order";

/**
 * The shopper's orders (spec 3 §2 "My Orders", "Order details", §3 "Order", §7 orderDetails v4 and
 * ProductOrderDetails; API.md `GET /api/orders?page=&size=10`, `GET /api/orders/{orderId}`). Money
 * is paise. Calendar dates (`…On`, `expectedDelivery`) are yyyy-mm-dd in India; instants (`…At`)
 * are ISO 8601 in UTC.
 */

/** Pages count from 1; the page size is the spec's 10 and nothing else. */
export const orderHistoryQuery = z.object({
  page: boundedIntParam(1, 100_000).default(1),
  size: boundedIntParam(ORDERS.pageSize, ORDERS.pageSize).default(ORDERS.pageSize),
});
export type OrderHistoryQuery = z.input<typeof orderHistoryQuery>;

/** What an item's state lets the shopper ask for (spec 3 §3 "Eligibility types"). */
export const eligibilityType = z.enum(ORDERS.eligibilityTypes);
export type EligibilityType = z.infer<typeof eligibilityType>;

/**
 * An order as a whole: its items' status when they agree; otherwise the status of its least advanced
 * item that is not cancelled (CANCELLED when every item is). See decision 47.
 */
export const orderStatus = orderItemStatus;

export const orderSummary = z.object({
  /** The OD number shoppers see. */
  orderId: z.string(),
  total: z.number().int(),
  /** Pieces ordered, over all items. */
  quantity: z.number().int(),
  placedAt: z.string(),
  placedOn: z.string(),
  paymentTypes: z.array(z.enum(PAYMENT_TYPES)),
  /** The latest expected day of its items still on their way (of all items when none is). */
  expectedDelivery: z.string(),
  status: orderStatus,
  /** Pictures of its first items (at most `ORDERS.historyImages`). */
  images: z.array(z.object({ src: z.string(), alt: z.string() })),
});
export type OrderSummary = z.infer<typeof orderSummary>;

export const orderHistoryResponse = z.object({
  orders: z.array(orderSummary),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  totalElements: z.number().int(),
});
export type OrderHistoryResponse = z.infer<typeof orderHistoryResponse>;

/** One step of an item's life, as `order_item_events` recorded it. */
export const orderItemEvent = z.object({
  status: orderItemStatus,
  at: z.string(),
  on: z.string(),
});

export const orderDetailsItem = z.object({
  itemId: z.number().int(),
  styleId: z.number().int(),
  styleName: z.string(),
  brandName: z.string(),
  image: z.string(),
  url: z.string(),
  size: z.string(),
  brandSize: z.string().optional(),
  colour: z.string(),
  qty: z.number().int(),
  unitPrice: z.number().int(),
  lineTotal: z.number().int(),
  shippingMethod,
  /** The delivery option's label (spec 3 §9). */
  shippingMethodLabel: z.string(),
  status: orderItemStatus,
  carrier: z.string().optional(),
  trackingNumber: z.string().optional(),
  expectedDelivery: z.string(),
  /** The day it was delivered or collected, once it was. */
  deliveredOn: z.string().optional(),
  /** The last day a return or exchange is accepted, while it can be (decision 47). */
  returnByOn: z.string().optional(),
  /** What the shopper may ask for now: RETURN, CANCEL, EXCHANGE, in that order. */
  actions: z.array(eligibilityType),
  timeline: z.array(orderItemEvent),
});
export type OrderDetailsItem = z.infer<typeof orderDetailsItem>;

export const orderDetails = z.object({
  orderId: z.string(),
  placedAt: z.string(),
  placedOn: z.string(),
  status: orderStatus,
  total: z.number().int(),
  quantity: z.number().int(),
  items: z.array(orderDetailsItem),
  overview: orderOverview,
  shippingAddress: orderAddress,
  payments: z.array(orderPayment),
  /** Some item has shipped or been collected: its tax invoice can be downloaded. */
  invoiceAvailable: z.boolean(),
});
export type OrderDetails = z.infer<typeof orderDetails>;
