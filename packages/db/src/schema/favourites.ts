import { index, integer, pgTable, serial, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * A shopper's favourite styles (spec 2 §2 "Favourites", §3 "Favourite product"). One row per shopper
 * and style (a unique key), so a double tap or two tabs adding at once keep one favourite. The style
 * is not a foreign key, as the bag's sizes are not: a style that leaves the catalog drops out of the
 * list when it is read. Listed most recently added first.
 */
export const favouriteStyles = pgTable(
  "favourite_styles",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    styleId: integer("style_id").notNull(),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("favourite_styles_user_style_idx").on(t.userId, t.styleId),
    index("favourite_styles_user_added_idx").on(t.userId, t.addedAt.desc(), t.id.desc()),
    // Who holds a style as a favourite: its price-drop alert (decision 67).
    index("favourite_styles_style_idx").on(t.styleId),
  ],
);

/** A shopper's favourite brands (spec 2 §3 "Favourite brand"): one row per shopper and brand. */
export const favouriteBrands = pgTable(
  "favourite_brands",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    brandId: integer("brand_id").notNull(),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("favourite_brands_user_brand_idx").on(t.userId, t.brandId),
    index("favourite_brands_user_added_idx").on(t.userId, t.addedAt.desc(), t.id.desc()),
  ],
);
