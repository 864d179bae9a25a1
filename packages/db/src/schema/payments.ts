import { ONLINE_PAYMENT_TYPES, PAYMENT_GATEWAYS } from "@odin/contracts";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { orders } from "./orders";

/**
 * Online payments (docs/decisions/0041-online-payments.md). No card number, CVV or expiry of a card
 * the shopper types is ever stored: cards are entered on the gateway's page, and a saved card is the
 * gateway's token with its network and last four digits.
 */

/**
 * How the browser gets to the gateway for an attempt: a form posted (or a page opened) at the gateway,
 * or our page asking for the code a wallet sends. Kept until the attempt settles, so the page that
 * hands the shopper over can be drawn again.
 */
export type PaymentHandoff =
  | { kind: "form"; method: "POST" | "GET"; action: string; fields: Record<string, string> }
  | { kind: "walletOtp" };

/** A payment attempt's states (`paymentTransactions.status`, below). */
export const PAYMENT_ATTEMPT_STATUSES = ["created", "pending", "paid", "failed", "refunded"] as const;
export type PaymentAttemptStatus = (typeof PAYMENT_ATTEMPT_STATUSES)[number];

/** A gateway refund's states. */
export const PAYMENT_REFUND_STATUSES = ["pending", "processed", "failed"] as const;
export type PaymentRefundStatus = (typeof PAYMENT_REFUND_STATUSES)[number];

/** What a saved card is. */
export const CARD_TYPES = ["credit", "debit", "prepaid"] as const;
export type CardType = (typeof CARD_TYPES)[number];

/**
 * One attempt to pay an order's online share through a gateway. `transactionId` is ours (it names
 * the attempt in the gateway's return address); `gatewayOrderId` is the gateway's order, unique per
 * gateway, so a callback or webhook names exactly one attempt. `status` moves created → pending →
 * paid | failed, and a paid attempt whose order could not take it moves on to refunded. A settled
 * attempt never moves back (the conditional updates of payment-settlement.ts).
 */
export const paymentTransactions = pgTable(
  "payment_transactions",
  {
    id: serial("id").primaryKey(),
    transactionId: text("transaction_id").notNull().unique(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    userId: integer("user_id").notNull(),
    gateway: text("gateway", { enum: PAYMENT_GATEWAYS.all }).notNull(),
    /** CREDIT_CARD, SAVEDCARD, NET_BANKING, UPI, WALLET, E_WALLET, CARDLESS_EMI. */
    paymentType: text("payment_type", { enum: ONLINE_PAYMENT_TYPES }).notNull(),
    /** The bank, wallet or EMI provider chosen, when the type has one. */
    bankCode: text("bank_code"),
    /** Paise. */
    amount: integer("amount").notNull(),
    currency: text("currency").notNull().default("INR"),
    gatewayOrderId: text("gateway_order_id"),
    gatewayPaymentId: text("gateway_payment_id"),
    status: text("status", { enum: PAYMENT_ATTEMPT_STATUSES }).notNull().default("created"),
    /** The gateway's or our reason for a failure (a payment error code of spec 3 §8 where one fits). */
    failureCode: text("failure_code"),
    /** The shopper asked to save the card (a gateway token is kept once the payment succeeds). */
    saveCard: boolean("save_card").notNull().default(false),
    /** Cleared once the attempt settles (it names the shopper for the gateway's page). */
    handoff: jsonb("handoff").$type<PaymentHandoff>(),
    /**
     * The gateway's token for the attempt's server-to-server steps, when its protocol has one (Paytm's
     * txnToken, which its wallet's code, balance and debit calls carry). Never sent to the browser.
     */
    gatewayToken: text("gateway_token"),
    /** When the gateway stops taking this attempt (the payment request expiry). */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("payment_transactions_gateway_order_idx").on(t.gateway, t.gatewayOrderId),
    index("payment_transactions_order_idx").on(t.orderId),
    check("payment_transactions_amount", sql`${t.amount} > 0`),
  ],
);

/**
 * Gateway webhooks already applied, each by a key made of its signed fields (decision 41: Razorpay's
 * event, payment and state, PayU's txnid and status, ...), so a webhook delivered again is acknowledged
 * without being applied twice.
 */
export const paymentEvents = pgTable(
  "payment_events",
  {
    gateway: text("gateway", { enum: PAYMENT_GATEWAYS.all }).notNull(),
    eventId: text("event_id").notNull(),
    event: text("event").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.gateway, t.eventId] })],
);

/**
 * Money given back to the shopper through the gateway: a payment captured for an order that could no
 * longer take it (the whole attempt, key `late:<attempt id>`), or the paid share of a cancelled item
 * (key `cancel:<item id>`). An attempt may have several partial refunds; the idempotency key makes a
 * repeated request one refund. The gateway's refund id once asked.
 */
export const paymentRefunds = pgTable(
  "payment_refunds",
  {
    id: serial("id").primaryKey(),
    transactionId: integer("transaction_id")
      .notNull()
      .references(() => paymentTransactions.id, { onDelete: "cascade" }),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    amount: integer("amount").notNull(),
    /** Why: the order was already paid by another attempt, released before the payment came, an item cancelled. */
    reason: text("reason").notNull(),
    status: text("status", { enum: PAYMENT_REFUND_STATUSES }).notNull().default("pending"),
    gatewayRefundId: text("gateway_refund_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("payment_refunds_transaction_idx").on(t.transactionId),
    check("payment_refunds_amount", sql`${t.amount} > 0`),
  ],
);

/** The shopper's customer record at a gateway (saved cards hang off it). */
export const paymentCustomers = pgTable(
  "payment_customers",
  {
    userId: integer("user_id").notNull(),
    gateway: text("gateway", { enum: PAYMENT_GATEWAYS.all }).notNull(),
    customerId: text("customer_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gateway] })],
);

/**
 * A saved card (spec 3 §3 "Saved card"): the gateway's card-on-file token (RBI tokenisation) with what
 * the shopper recognises it by. Never a card number, expiry or CVV.
 */
export const savedCards = pgTable(
  "saved_cards",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").notNull(),
    gateway: text("gateway", { enum: PAYMENT_GATEWAYS.all }).notNull(),
    token: text("token").notNull(),
    /** Visa, MasterCard, RuPay, Amex, Diners… */
    network: text("network").notNull(),
    last4: text("last4").notNull(),
    /** The issuing bank's code, when the gateway gives it. */
    issuer: text("issuer"),
    cardType: text("card_type", { enum: CARD_TYPES }).notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("saved_cards_token_idx").on(t.userId, t.gateway, t.token),
    check("saved_cards_last4", sql`${t.last4} ~ '^[0-9]{4}$'`),
  ],
);

export type SavedCardRow = typeof savedCards.$inferSelect;
export type PaymentTransactionRow = typeof paymentTransactions.$inferSelect;
