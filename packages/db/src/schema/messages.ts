import { OTP } from "@odin/contracts";
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** The outbox's channels. */
export const MESSAGE_CHANNELS = ["sms", "email"] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** The outbox's message templates, by name. */
export const MESSAGE_TEMPLATES = [
  "otp-login",
  "otp-registration",
  "otp-cod",
  "password-reset",
  "order-placed",
  "order-status",
  "pickup-ready",
  "contact-message",
  "newsletter-confirm",
  "app-link",
  "client-error-report",
  "item-cancelled",
  "exchange-request",
  "staff-sign-in-code",
  "return-refused",
  "review-rejected",
  "back-in-stock",
  "price-drop",
] as const;
export type MessageTemplate = (typeof MESSAGE_TEMPLATES)[number];

/** Templates whose payload is a one-time code or link: never kept once delivered or failed for good. */
export const SECRET_TEMPLATES: ReadonlySet<MessageTemplate> = new Set([
  "otp-login",
  "otp-registration",
  "otp-cod",
  "password-reset",
  "newsletter-confirm",
  "staff-sign-in-code",
  // A store pickup's "ready": it carries the pickup code, which proves the parcel is the shopper's.
  "pickup-ready",
]);

/** An outbox message's states (the table's `status`, below); staff may discard one still pending. */
export const OUTBOX_STATUSES = ["pending", "sending", "sent", "failed", "discarded"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * The outbox (DESIGN.md rule 9): every SMS and e-mail is written here in the same transaction as the
 * change that causes it, then delivered by the dispatcher through a provider adapter. The
 * idempotency key makes a retried request enqueue the message once; `status` moves
 * pending → sent | failed, and a delivery claims a row with a conditional update so two dispatchers
 * never send it twice.
 */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: serial("id").primaryKey(),
    channel: text("channel", { enum: MESSAGE_CHANNELS }).notNull(),
    recipient: text("recipient").notNull(),
    /** Template name, e.g. otp-login, password-reset; provider template ids (DLT) come from config. */
    template: text("template", { enum: MESSAGE_TEMPLATES }).notNull(),
    /** Template variables. A code's or a link's (SECRET_TEMPLATES) are cleared once the message is delivered. */
    payload: jsonb("payload").$type<Record<string, string>>(),
    idempotencyKey: text("idempotency_key").notNull(),
    status: text("status", { enum: OUTBOX_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    availableAt: timestamp("available_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    providerMessageId: text("provider_message_id"),
    lastError: text("last_error"),
  },
  (t) => [
    uniqueIndex("outbox_messages_idempotency_idx").on(t.idempotencyKey),
    // The dispatcher's claim (pending, or sending whose lease ran out), in its order; it also serves
    // the back office's waiting messages.
    index("outbox_messages_claim_idx")
      .on(t.availableAt, t.id)
      .where(sql`${t.status} in ('pending', 'sending')`),
    // The back office's list (decision 60): a state newest first, and a state's template.
    index("outbox_messages_status_id_idx").on(t.status, t.id),
    index("outbox_messages_status_template_id_idx").on(t.status, t.template, t.id),
  ],
);

/**
 * One-time codes (spec 1 §4, §7): `id` is the `sessionID` handed to the browser. The code is kept
 * only as a keyed hash, bound to its purpose and phone number, with an expiry, a wrong-try counter
 * and single use (`consumedAt`). `verifiedAt` marks a code that was validated for a later step
 * (registration), which then consumes it.
 */
export const otpChallenges = pgTable(
  "otp_challenges",
  {
    id: text("id").primaryKey(),
    purpose: text("purpose", { enum: OTP.purposes }).notNull(),
    mobileNumber: text("mobile_number").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    sends: integer("sends").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
  },
  (t) => [index("otp_challenges_mobile_idx").on(t.mobileNumber, t.createdAt)],
);

/** Every OTP send (first or resend), counted per phone and per client address in a sliding window. */
export const otpSends = pgTable(
  "otp_sends",
  {
    id: serial("id").primaryKey(),
    mobileNumber: text("mobile_number").notNull(),
    clientAddress: text("client_address").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("otp_sends_mobile_idx").on(t.mobileNumber, t.sentAt),
    index("otp_sends_address_idx").on(t.clientAddress, t.sentAt),
  ],
);
