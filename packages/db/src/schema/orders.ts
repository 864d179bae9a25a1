import {
  ORDER_ITEM_STATUSES,
  type orderPayment,
  PAYMENT_TYPES,
  type PricingLine,
  type ShippingMethod,
} from "@odin/contracts";
import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/**
 * What a signed-in shopper chose on the shipping step (spec 3 §3 "Other saved keys": pincode,
 * `shippingAddressId`, `savedShippingMethods`), kept on the server so the steps work without scripts.
 */
export const checkoutSelections = pgTable("checkout_selections", {
  userId: integer("user_id").primaryKey(),
  pincode: text("pincode"),
  addressId: integer("address_id"),
  /** `[{ skuId, shippingMethod, storeId? }]` */
  shippingMethods: jsonb("shipping_methods")
    .$type<{ skuId: number; shippingMethod: ShippingMethod; storeId?: number }[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The delivery address as it was when the order was placed. */
export interface OrderAddressSnapshot {
  firstName: string;
  lastName: string;
  address: string;
  landmark?: string;
  city: string;
  state: string;
  pincode: string;
  mobileNumber: string;
}

/** The pricing lines as the shopper saw them when placing the order. */
export interface OrderPricingSnapshot {
  lines: PricingLine[];
  total: number;
  couponCode?: string;
}

/**
 * An order's states: PLACED (paid, or to be paid on delivery), PAYMENT_PENDING (reserved while its
 * online payment runs), PAYMENT_FAILED (not paid; reserved for a retry until `reservedUntil`),
 * CANCELLED.
 */
export const ORDER_STATUSES = ["PLACED", "PAYMENT_PENDING", "PAYMENT_FAILED", "CANCELLED"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** An order payment's states: due (cash on delivery), paid, pending, failed, reversed. */
export type OrderPaymentStatus = (typeof orderPayment.shape.status.options)[number];

/** Who moved an order item: the shopper (cancel, return), an operator, a payment's settlement, a job. */
export const ORDER_ITEM_MOVERS = ["shopper", "operator", "payment", "job"] as const;
export type OrderItemMover = (typeof ORDER_ITEM_MOVERS)[number];

/**
 * An order (spec 3 §3 "Order", "Order placement data"). `orderNumber` is the id shoppers see. The
 * shopper's `idempotencyKey` (header `Idempotency-Key`) makes a retried placement answer this order;
 * `requestHash` refuses the same key with a different body.
 */
export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    orderNumber: text("order_number").notNull().unique(),
    userId: integer("user_id").notNull(),
    status: text("status", { enum: ORDER_STATUSES }).notNull(),
    pincode: text("pincode").notNull(),
    shippingAddress: jsonb("shipping_address").$type<OrderAddressSnapshot>().notNull(),
    pricing: jsonb("pricing").$type<OrderPricingSnapshot>().notNull(),
    total: integer("total").notNull(),
    couponCode: text("coupon_code"),
    idempotencyKey: text("idempotency_key").notNull(),
    /** An order paid online holds its stock and points until then, unless paid (decision 41). */
    reservedUntil: timestamp("reserved_until", { withTimezone: true }),
    /** When an unpaid order gave its stock and points back (a retry after it reserves them again). */
    releasedAt: timestamp("released_at", { withTimezone: true }),
    /** How many times its stock and points were reserved: 1, and one more for each retry after a release. */
    reservations: smallint("reservations").notNull().default(1),
    requestHash: text("request_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("orders_idempotency_idx").on(t.userId, t.idempotencyKey),
    index("orders_user_created_idx").on(t.userId, t.createdAt),
  ],
);

/**
 * The orders holding a promotion's coupon, one row each from the transaction that reserves or places
 * the order until a reservation given up deletes it: the promotion's `redemptions` counts them, and
 * the back office lists them (decision 70).
 */
export const couponOrders = pgTable(
  "coupon_orders",
  {
    id: serial("id").primaryKey(),
    orderRef: text("order_ref")
      .notNull()
      .unique()
      .references(() => orders.orderNumber, { onDelete: "cascade" }),
    promotionId: integer("promotion_id").notNull(),
    userId: integer("user_id").notNull(),
    /** When the order took it (reserved or placed). */
    heldAt: timestamp("held_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("coupon_orders_promotion_idx").on(t.promotionId, t.id)],
);

/** What an order item shows of its product, as it was when placed. */
export interface OrderItemProduct {
  styleName: string;
  brandName: string;
  image: string;
  url: string;
  size: string;
  brandSize?: string;
  colour: string;
}

/**
 * One size of an order allocated to the fulfilment centre that ships or hands it over (`fcId`). A size
 * that one centre cannot cover alone becomes one item per centre. Each item has its own status.
 */
export const orderItems = pgTable(
  "order_items",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    skuId: integer("sku_id").notNull(),
    styleId: integer("style_id").notNull(),
    brandId: integer("brand_id").notNull(),
    fcId: integer("fc_id").notNull(),
    quantity: smallint("quantity").notNull(),
    mrp: integer("mrp").notNull(),
    unitPrice: integer("unit_price").notNull(),
    /** quantity × unitPrice less this item's share of the coupon and promotions. */
    lineTotal: integer("line_total").notNull(),
    hsnCode: text("hsn_code").notNull(),
    gstRate: real("gst_rate").notNull(),
    gstAmount: integer("gst_amount").notNull(),
    shippingMethod: text("shipping_method").$type<ShippingMethod>().notNull(),
    /** The store it is collected from (STOREPICK): the same centre as fcId. */
    storeId: integer("store_id"),
    product: jsonb("product").$type<OrderItemProduct>().notNull(),
    /** Moved only by the order lifecycle (modules/orders/order-lifecycle.ts), which records each move. */
    status: text("status", { enum: ORDER_ITEM_STATUSES }).notNull(),
    statusAt: timestamp("status_at", { withTimezone: true }).notNull().defaultNow(),
    expectedDelivery: date("expected_delivery").notNull(),
    /** Who carries a shipped item, and its tracking number (set when it is SHIPPED). */
    carrier: text("carrier"),
    trackingNumber: text("tracking_number"),
  },
  (t) => [
    index("order_items_order_idx").on(t.orderId),
    // The back office's orders of a brand in a state (a brand's staff always filter by their brands;
    // decision 65): one index range instead of two bitmaps joined.
    index("order_items_brand_status_order_idx").on(t.brandId, t.status, t.orderId),
    // The units of a size held for open orders not yet shipped (the back office's stock, decision 66).
    index("order_items_open_sku_idx")
      .on(t.skuId, t.fcId)
      .where(sql`${t.status} in ('PAYMENT_PENDING', 'PLACED', 'PACKED')`),
    check("order_items_quantity", sql`${t.quantity} between 1 and 10`),
  ],
);

/** How an order is paid: one row per payment type (cash on delivery and loyalty may share an order). */
export const orderPayments = pgTable(
  "order_payments",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    paymentType: text("payment_type", { enum: PAYMENT_TYPES }).notNull(),
    amount: integer("amount").notNull(),
    status: text("status").$type<OrderPaymentStatus>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_payments_order_idx").on(t.orderId)],
);

/** Where an item's move came from, for the timeline and the audit. */
export interface OrderItemEventDetail {
  carrier?: string;
  trackingNumber?: string;
  note?: string;
}

/**
 * Every move of an order item from one state to the next (the order lifecycle): when, by whom
 * (shopper, operator, payment, job) and with what (carrier and tracking number when shipped). The
 * order details' timeline, the return window (from the delivery's time) and the audit read it.
 */
export const orderItemEvents = pgTable(
  "order_item_events",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    itemId: integer("item_id")
      .notNull()
      .references(() => orderItems.id, { onDelete: "cascade" }),
    fromStatus: text("from_status", { enum: ORDER_ITEM_STATUSES }).notNull(),
    status: text("status", { enum: ORDER_ITEM_STATUSES }).notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    by: text("by", { enum: ORDER_ITEM_MOVERS }).notNull(),
    detail: jsonb("detail").$type<OrderItemEventDetail>().notNull().default(sql`'{}'::jsonb`),
  },
  (t) => [
    index("order_item_events_order_idx").on(t.orderId, t.at),
    index("order_item_events_item_idx").on(t.itemId),
  ],
);
