import type { RefundDestinationName } from "@odin/contracts";
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { orderItems, orders } from "./orders";

/**
 * An item the shopper cancelled (spec 3 §3 "Cancel request", §4 "Cancel flow"; decision 48): why, and
 * what was given back where. One per item (`item_id` unique), so two cancels of one item at once end
 * in one cancel and one refund. Money is paise: `to_source` went back through the gateway (the
 * `payment_refunds` row), `to_loyalty` as the brand's points; `unpaid` was cash on delivery not
 * collected, given back nowhere.
 */
export const orderCancellations = pgTable(
  "order_cancellations",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    itemId: integer("item_id")
      .notNull()
      .unique()
      .references(() => orderItems.id, { onDelete: "cascade" }),
    userId: integer("user_id").notNull(),
    reasonId: smallint("reason_id").notNull(),
    comment: text("comment").notNull().default(""),
    /** to_source + to_loyalty. */
    refundAmount: integer("refund_amount").notNull(),
    toSource: integer("to_source").notNull(),
    toLoyalty: integer("to_loyalty").notNull(),
    unpaid: integer("unpaid").notNull(),
    /** Delivery and COD charges included (the order's last item). */
    charges: integer("charges").notNull(),
    /** source, loyalty, or none. */
    destinations: jsonb("destinations").$type<RefundDestinationName[]>().notNull(),
    /** The bank-transfer record named with the request, when one was. */
    neftId: integer("neft_id"),
    /** The gateway refund asked for `to_source`. */
    paymentRefundId: integer("payment_refund_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("order_cancellations_order_idx").on(t.orderId),
    check("order_cancellations_comment", sql`char_length(${t.comment}) <= 255`),
    check(
      "order_cancellations_amounts",
      sql`${t.toSource} >= 0 and ${t.toLoyalty} >= 0 and ${t.unpaid} >= 0 and ${t.charges} >= 0 and ${t.refundAmount} = ${t.toSource} + ${t.toLoyalty}`,
    ),
  ],
);

export type OrderCancellationRow = typeof orderCancellations.$inferSelect;
