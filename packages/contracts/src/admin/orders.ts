import { z } from "zod";
import { shippingMethod } from "../checkout/shipping";
import { orderItemStatus, orderPayment } from "../orders/order";
import { PAYMENT_TYPES } from "../payments/constants";
import { boundedIntParam, idParam, text } from "../shared/primitives";
import { ADMIN_MESSAGES } from "./messages";

/**
 * The back office's order list and search (decision 65): one search box, filters, newest first, a
 * page at a time by a keyset cursor. No total is counted: on half a million orders a count costs
 * more than the page, and staff page on or narrow the search instead.
 */

export const ADMIN_ORDERS = {
  pageSize: 50,
  maxPageSize: 100,
  /** What the search box takes: an order number, a phone, an e-mail or a payment's transaction id. */
  maxSearchLength: 254,
} as const;

/** An order's state as placed and paid (the orders row): not the items' progress. */
export const ADMIN_ORDER_STATES = ["PLACED", "PAYMENT_PENDING", "PAYMENT_FAILED", "CANCELLED"] as const;

/** An order payment's states (the order's payment rows): due (cash on delivery), paid, pending, failed, reversed. */
export const orderPaymentStatus = orderPayment.shape.status;

/** A calendar day in India, yyyy-mm-dd. */
const indiaDay = text(10).regex(/^\d{4}-\d{2}-\d{2}$/, { error: ADMIN_MESSAGES.orders.badDay });
/** A day of the calendar: 30 February is refused, not read as 2 March. */
function isCalendarDay(day: string): boolean {
  const [year = 0, month = 0, date = 0] = day.split("-").map(Number);
  const found = new Date(Date.UTC(year, month - 1, date));
  return found.getUTCFullYear() === year && found.getUTCMonth() === month - 1 && found.getUTCDate() === date;
}
const validDay = indiaDay.refine(isCalendarDay, { error: ADMIN_MESSAGES.orders.badDay });

export const adminOrdersQuery = z
  .object({
    /** An order number (OD…), a phone number, an e-mail or a payment's transaction id (TX…). */
    q: text(ADMIN_ORDERS.maxSearchLength).trim().optional(),
    /** Orders with an item in this state. */
    status: orderItemStatus.optional(),
    /** Orders paid (in part) this way. */
    paymentMethod: z.enum(PAYMENT_TYPES).optional(),
    /** Orders with a payment in this state (with `paymentMethod`, that payment). */
    paymentStatus: orderPaymentStatus.optional(),
    /** Orders with an item sent this way (STOREPICK, sdd, ndd, standard). */
    deliveryMode: shippingMethod.optional(),
    /** Orders with an item allocated to this fulfilment centre. */
    centreId: idParam.optional(),
    /** Orders with an item of this brand. */
    brandId: idParam.optional(),
    /** Placed on or after this day, India time. */
    from: validDay.optional(),
    /** Placed on or before this day, India time (the whole day). */
    to: validDay.optional(),
    /** The `next` of the page before. */
    after: text(200).optional(),
    limit: boundedIntParam(1, ADMIN_ORDERS.maxPageSize).default(ADMIN_ORDERS.pageSize),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: ADMIN_MESSAGES.orders.daysReversed,
    path: ["to"],
  });
export type AdminOrdersQuery = z.output<typeof adminOrdersQuery>;

/** The shopper who placed an order, as the back office names them. */
export const adminCustomer = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});

export const adminOrderSummary = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  placedAt: z.iso.datetime(),
  /** The order's status as My Orders shows it: derived from its items (decision 47). */
  status: orderItemStatus,
  /** The order as placed and paid. */
  orderState: z.enum(ADMIN_ORDER_STATES),
  /** How many items are in each state. */
  itemStatuses: z.array(z.object({ status: orderItemStatus, count: z.number().int() })),
  customer: adminCustomer,
  /** Paise. */
  total: z.number().int(),
  payments: z.array(z.object({ type: z.enum(PAYMENT_TYPES), status: orderPaymentStatus })),
  deliveryModes: z.array(shippingMethod),
  /** Units ordered, all items together. */
  itemCount: z.number().int(),
});
export type AdminOrderSummary = z.infer<typeof adminOrderSummary>;

export const adminOrdersPage = z.object({
  orders: z.array(adminOrderSummary),
  /** Pass as `after` for the next page; null on the last. */
  next: z.string().nullable(),
});
export type AdminOrdersPage = z.infer<typeof adminOrdersPage>;

/** An order of the back office, by its number. */
export const adminOrderParams = z.object({ orderNumber: text(32).regex(/^[A-Z0-9]+$/) });
