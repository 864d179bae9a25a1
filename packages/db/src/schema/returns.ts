import { RETURN_MODES } from "@odin/contracts";
import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { type OrderAddressSnapshot, orderItems, orders } from "./orders";

/** A return's states: REQUESTED, then REFUND_REQUESTED once the item is RETURNED and its refund was asked for. */
export const RETURN_STATUSES = ["REQUESTED", "REFUND_REQUESTED"] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/**
 * A shopper's return of one order item (spec 3 §3 "Return request", §4 "Return flow"; decision 49).
 * `returnNumber` (RT…) is the id shoppers see and the return form prints; `consignmentNumber` (RC…)
 * names the parcel for the courier. One return per item (a unique key), so a double submit makes one.
 * The refund's split is fixed when the return is asked for; it is paid when the item is RETURNED.
 */
export const returns = pgTable(
  "returns",
  {
    id: serial("id").primaryKey(),
    returnNumber: text("return_number").notNull().generatedAlwaysAs(sql`'RT' || lpad(id::text, 8, '0')`),
    consignmentNumber: text("consignment_number")
      .notNull()
      .generatedAlwaysAs(sql`'RC' || lpad(id::text, 10, '0')`),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    itemId: integer("item_id")
      .notNull()
      .references(() => orderItems.id, { onDelete: "cascade" }),
    userId: integer("user_id").notNull(),
    reasonId: smallint("reason_id").notNull(),
    comment: text("comment").notNull().default(""),
    mode: text("mode", { enum: RETURN_MODES }).notNull(),
    /** Where the courier collects it (reverse pickup), as the address was when the return was asked for. */
    pickupAddress: jsonb("pickup_address").$type<OrderAddressSnapshot>(),
    /** The centre it goes back to: the one that sent it. */
    fcId: integer("fc_id").notNull(),
    /** The bank-transfer record a cash-on-delivery refund is paid to. */
    neftId: integer("neft_id"),
    /** Paise: to the payment's source, as the brand's points, by bank transfer, and their sum. */
    toSource: integer("to_source").notNull(),
    toLoyalty: integer("to_loyalty").notNull(),
    toBankTransfer: integer("to_bank_transfer").notNull(),
    refundAmount: integer("refund_amount").notNull(),
    status: text("status", { enum: RETURN_STATUSES }).notNull().default("REQUESTED"),
    refundRequestedAt: timestamp("refund_requested_at", { withTimezone: true }),
    /** The day the courier is to collect it (reverse pickup), set by operations. */
    pickupScheduledFor: date("pickup_scheduled_for"),
    /** When the centre received it, and what its quality check found (the back office, decision 60). */
    receivedAt: timestamp("received_at", { withTimezone: true }),
    qualityCheck: text("quality_check", { enum: ["PASSED", "FAILED"] }),
    qualityNote: text("quality_note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("returns_item_idx").on(t.itemId),
    uniqueIndex("returns_number_idx").on(t.returnNumber),
    index("returns_user_idx").on(t.userId, t.createdAt),
    // The back office's queue by a rare stage (decision 63), newest first: each predicate is one the
    // queue's stage filter adds word for word (returns-admin.repo.ts), so the planner can use it.
    index("returns_check_failed_idx").on(t.id).where(sql`${t.qualityCheck} = 'FAILED'`),
    index("returns_received_unchecked_idx")
      .on(t.id)
      .where(
        sql`${t.receivedAt} is not null and (${t.qualityCheck} is null or ${t.qualityCheck} not in ('PASSED', 'FAILED'))`,
      ),
    index("returns_unreceived_unchecked_idx")
      .on(t.id)
      .where(
        sql`${t.receivedAt} is null and (${t.qualityCheck} is null or ${t.qualityCheck} not in ('PASSED', 'FAILED'))`,
      ),
    check("returns_mode", sql`${t.mode} in ('REVERSEPICKUP', 'SELFSHIP')`),
    check("returns_status", sql`${t.status} in ('REQUESTED', 'REFUND_REQUESTED')`),
    check("returns_comment_length", sql`char_length(${t.comment}) <= 500`),
    check(
      "returns_refund_sum",
      sql`${t.refundAmount} = ${t.toSource} + ${t.toLoyalty} + ${t.toBankTransfer} and ${t.toSource} >= 0 and ${t.toLoyalty} >= 0 and ${t.toBankTransfer} >= 0`,
    ),
  ],
);
