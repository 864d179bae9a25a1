import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/**
 * A shopper's bag (spec 3 §2, §6; decision 27): a signed-in shopper's (`userId`) or a guest's, named
 * by the SHA-256 of the random token in the guest's HttpOnly cookie (`guestKey`). Exactly one is set.
 * The row is the lock every change to the bag takes first (`INSERT … ON CONFLICT DO UPDATE`), so two
 * tabs or devices changing one bag take turns.
 */
export const bags = pgTable(
  "bags",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").unique(),
    guestKey: text("guest_key").unique(),
    /** The coupon the shopper applied; checked again on every read (it may stop applying). */
    couponCode: text("coupon_code"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("bags_one_owner", sql`(${t.userId} is null) <> (${t.guestKey} is null)`),
    index("bags_guest_updated_idx").on(t.updatedAt).where(sql`${t.guestKey} is not null`),
  ],
);

/** One size in a bag and how many (spec 3 §3 cart item; at most 10, spec 3 §5). */
export const bagItems = pgTable(
  "bag_items",
  {
    bagId: integer("bag_id")
      .notNull()
      .references(() => bags.id, { onDelete: "cascade" }),
    skuId: integer("sku_id").notNull(),
    quantity: smallint("quantity").notNull(),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.bagId, t.skuId] }),
    check("bag_items_quantity", sql`${t.quantity} between 1 and 10`),
  ],
);

/**
 * A shopper's use of a coupon, for the once-per-shopper and once-per-period rules of the promotions
 * (decision 28): one row per shopper and promotion, held by the order that used it from the moment
 * that order is reserved (decision 41), kept when it is paid, deleted when its reservation is given
 * up. A later use takes the row over once the promotion's days have passed; two orders reserving the
 * coupon at once meet on the row, and the second is refused.
 */
export const couponRedemptions = pgTable(
  "coupon_redemptions",
  {
    id: serial("id").primaryKey(),
    promotionId: integer("promotion_id").notNull(),
    userId: integer("user_id").notNull(),
    /** The order that used it. */
    orderRef: text("order_ref").notNull(),
    /** When that order was reserved (or placed). */
    redeemedAt: timestamp("redeemed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("coupon_redemptions_user_promotion_idx").on(t.userId, t.promotionId)],
);
