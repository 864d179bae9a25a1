import { REVIEWS } from "@odin/contracts";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { orders } from "./orders";

/**
 * A shopper's review of a style (spec 2 §3 "Review"). Only published reviews count towards the
 * rating shown on listings and product pages. A shopper reviews a style once (`reviews_user_style_idx`);
 * seeded reviews have no user.
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
    /** Addresses of its photos (`/review-images/<uuid>.webp`), in the author's order. */
    images: text("images").array().notNull().default([]),
    /** UNDER_MODERATION, PUBLISHED or REJECTED (spec 2 §4). */
    status: text("status", { enum: REVIEWS.moderationStatuses }).notNull().default("UNDER_MODERATION"),
    /** The author had bought the style when writing or last editing it. */
    verifiedPurchase: boolean("verified_purchase").notNull().default(false),
    /** The operator's reason for a rejection, shown to the author. */
    rejectionReason: text("rejection_reason"),
    /** The store's reply, shown under the review on the product page (the back office, decision 60). */
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("reviews_style_status_idx").on(t.styleId, t.status),
    uniqueIndex("reviews_user_style_idx").on(t.userId, t.styleId),
    // The moderation queue's keyset walk (decision 63) and the operator's queue, in their order.
    index("reviews_status_updated_id_idx").on(t.status, t.updatedAt, t.id),
    check("reviews_rating", sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * A photo a shopper uploaded for a review (spec 2 §2 review screens): stored under `key` in the object
 * storage, owned by the shopper, attached to a review once the review names it. Only its owner may
 * attach or delete it.
 */
export const reviewImages = pgTable(
  "review_images",
  {
    /** The storage key, `reviews/<uuid>.webp`; its address is `/review-images/<uuid>.webp`. */
    name: text("name").primaryKey(),
    userId: integer("user_id").notNull(),
    reviewId: integer("review_id").references(() => reviews.id, { onDelete: "set null" }),
    bytes: integer("bytes").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("review_images_user_idx").on(t.userId), index("review_images_review_idx").on(t.reviewId)],
);

/**
 * A shopper's rating of a whole order (spec 3 §2 "After delivery the user can rate the order"; spec 2
 * §7 reviews/orderConfirmation; decision 45): one per order, which the shopper may change. Saved only
 * while an item of the order is delivered, collected or returned.
 */
export const orderRatings = pgTable(
  "order_ratings",
  {
    id: serial("id").primaryKey(),
    /** `orders.id`; the rating goes with its order. */
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    userId: integer("user_id").notNull(),
    rating: smallint("rating").notNull(),
    comment: text("comment"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("order_ratings_order_idx").on(t.orderId),
    check("order_ratings_rating", sql`${t.rating} between 1 and 5`),
  ],
);
