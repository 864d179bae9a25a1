import { z } from "zod";
import { shippingMethod } from "../checkout/shipping";
import { TAX_DOCUMENT_NUMBER, TAX_DOCUMENTS } from "../invoices/constants";
import { orderAddress, orderItemStatus, orderOverview } from "../orders/order";
import { PAYMENT_TYPES } from "../payments/constants";
import { text } from "../shared/primitives";
import { auditEntry } from "./audit";
import { ADMIN_ORDER_STATES, adminCustomer, adminOrderParams, orderPaymentStatus } from "./orders";

/**
 * One order as the back office sees it (decision 65): what was ordered and where each item is, who
 * holds it, how it was paid and what went back, what the shopper was told, its tax documents, and
 * every move and back-office change. Never card data: a gateway's ids only.
 */

const instant = z.iso.datetime();

/** A fulfilment centre: a warehouse or a store. */
export const adminCentre = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(["warehouse", "store"]),
  city: z.string(),
});

export const adminOrderItem = z.object({
  itemId: z.number().int(),
  skuId: z.number().int(),
  styleId: z.number().int(),
  styleName: z.string(),
  brandId: z.number().int(),
  brandName: z.string(),
  size: z.string(),
  brandSize: z.string().optional(),
  colour: z.string(),
  image: z.string(),
  quantity: z.number().int(),
  /** Paise, as placed. */
  mrp: z.number().int(),
  unitPrice: z.number().int(),
  lineTotal: z.number().int(),
  gstAmount: z.number().int(),
  status: orderItemStatus,
  statusAt: instant,
  shippingMethod,
  /** yyyy-mm-dd in India. */
  expectedDelivery: z.string(),
  /** The centre that holds and sends it. */
  centre: adminCentre.nullable(),
  /** The store it is collected from (STOREPICK). */
  store: adminCentre.nullable(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  /**
   * A store pickup is handed over against the code the shopper was sent when it was packed. The code
   * itself is not shown: the shopper's telling it is what proves the parcel is theirs.
   */
  pickupCodeRequired: z.boolean(),
  /** The moves the order lifecycle allows next (decision 43). */
  nextMoves: z.array(orderItemStatus),
});
export type AdminOrderItem = z.infer<typeof adminOrderItem>;

/** Which centre holds which items. */
export const adminAllocation = z.object({
  centre: adminCentre.nullable(),
  itemIds: z.array(z.number().int()),
  units: z.number().int(),
});

export const adminPayment = z.object({
  type: z.enum(PAYMENT_TYPES),
  /** Paise. */
  amount: z.number().int(),
  status: orderPaymentStatus,
});

/** One attempt to pay at a gateway: our TX id and the gateway's ids, never card data. */
export const adminPaymentAttempt = z.object({
  transactionId: z.string(),
  gateway: z.string(),
  paymentType: z.string(),
  bankCode: z.string().nullable(),
  amount: z.number().int(),
  status: z.string(),
  gatewayOrderId: z.string().nullable(),
  gatewayPaymentId: z.string().nullable(),
  failureCode: z.string().nullable(),
  createdAt: instant,
  settledAt: instant.nullable(),
});

/**
 * Money going back: one line per cancelled or returned item and destination, or a payment the
 * order could not take. `state` is the gateway refund's or the payout's, "given" for points (they go
 * back at once), "not yet" for a return whose item has not arrived back.
 */
export const adminRefund = z.object({
  itemId: z.number().int().nullable(),
  cause: z.enum(["cancel", "return", "payment not taken"]),
  /** The cancel's item, the return's RT number, or the payment's refund key. */
  reference: z.string(),
  destination: z.enum(["source", "loyalty", "bank transfer"]),
  amount: z.number().int(),
  state: z.string(),
  at: instant,
});

/** An SMS or e-mail about the order, from the outbox. */
export const adminOrderMessage = z.object({
  id: z.number().int(),
  channel: z.enum(["sms", "email"]),
  template: z.string(),
  recipient: z.string(),
  status: z.string(),
  attempts: z.number().int(),
  createdAt: instant,
  sentAt: instant.nullable(),
  lastError: z.string().nullable(),
  /** The words the shopper read: the SMS, or the e-mail's subject and text; null if not kept. */
  text: z.string().nullable(),
});

export const adminTaxDocument = z.object({
  kind: z.enum(TAX_DOCUMENTS.kinds),
  number: z.string(),
  issuedAt: instant,
  reason: z.enum(TAX_DOCUMENTS.reasons).optional(),
  /** The back office's address of its PDF. */
  url: z.string(),
});

/** A move of an item (order_item_events). */
export const adminItemEvent = z.object({
  itemId: z.number().int(),
  from: orderItemStatus,
  to: orderItemStatus,
  by: z.enum(["shopper", "operator", "payment", "job"]),
  at: instant,
  carrier: z.string().optional(),
  trackingNumber: z.string().optional(),
  note: z.string().optional(),
});

export const adminOrder = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  placedAt: instant,
  status: orderItemStatus,
  orderState: z.enum(ADMIN_ORDER_STATES),
  customer: adminCustomer,
  shippingAddress: orderAddress,
  pricing: orderOverview,
  total: z.number().int(),
  items: z.array(adminOrderItem),
  allocations: z.array(adminAllocation),
  payments: z.array(adminPayment),
  paymentAttempts: z.array(adminPaymentAttempt),
  refunds: z.array(adminRefund),
  messages: z.array(adminOrderMessage),
  documents: z.array(adminTaxDocument),
  /** Oldest first. */
  events: z.array(adminItemEvent),
  /** The back office's changes to the order and its items, oldest first. */
  audit: z.array(auditEntry),
});
export type AdminOrder = z.infer<typeof adminOrder>;

/** A tax document of an order, as a PDF. */
export const adminOrderDocumentParams = adminOrderParams.extend({
  number: text(TAX_DOCUMENTS.maxNumberLength).regex(TAX_DOCUMENT_NUMBER),
});
