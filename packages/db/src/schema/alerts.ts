import { sql } from "drizzle-orm";
import { bigserial, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * Back-in-stock requests (decision 67): a shopper, or a guest by phone or e-mail, asks to be told when
 * a sold-out size can be bought again. `recipient` names who is told and how: `user:<id>`,
 * `sms:<10 digits>` or `email:<address>`; one waiting request per size and recipient.
 */
export const stockAlerts = pgTable(
  "stock_alerts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    skuId: integer("sku_id").notNull(),
    recipient: text("recipient").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the message went to the outbox; null while waiting. */
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("stock_alerts_waiting_idx").on(t.skuId, t.recipient).where(sql`${t.notifiedAt} is null`),
    // A size's waiting requests, oldest first (a wave's order).
    index("stock_alerts_queue_idx").on(t.skuId, t.id).where(sql`${t.notifiedAt} is null`),
  ],
);

/** Every alert sent, for the caps: three a day per recipient, one price drop a week per shopper and style. */
export const alertSends = pgTable(
  "alert_sends",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    recipient: text("recipient").notNull(),
    kind: text("kind").$type<"stock" | "price">().notNull(),
    styleId: integer("style_id").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("alert_sends_recipient_idx").on(t.recipient, t.sentAt)],
);

/** Recipients who followed an alert's unsubscribe link: they get no more alerts. */
export const alertOptOuts = pgTable("alert_opt_outs", {
  recipient: text("recipient").primaryKey(),
  at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
});
