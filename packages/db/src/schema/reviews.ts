import { index, integer, pgTable, serial, smallint, text, timestamp } from "drizzle-orm/pg-core";

/**
 * A shopper's review of a style (spec 2 §3 "Review"). Only published reviews count towards the
 * rating shown on listings and product pages.
 */
export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    styleId: integer("style_id").notNull(),
    userId: integer("user_id"),
    /** Name shown with the review. */
    authorName: text("author_name").notNull(),
    rating: smallint("rating").notNull(),
    text: text("text").notNull(),
    colour: text("colour"),
    size: text("size"),
    images: text("images").array().notNull().default([]),
    /** UNDER_MODERATION, PUBLISHED or REJECTED (spec 2 §4). */
    status: text("status").notNull().default("UNDER_MODERATION"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("reviews_style_status_idx").on(t.styleId, t.status)],
);
