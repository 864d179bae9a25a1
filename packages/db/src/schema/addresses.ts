import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * A shopper's delivery addresses (spec 3 §3 Address, §4 Addresses). City and state are copied from
 * the pincode directory when the address is saved. A shopper has at most one default (a partial
 * unique index); the list is read most recently modified first ("an edited address moves to the
 * front"). Changes to one shopper's addresses take turns on a lock of the shopper's `users` row.
 */
export const addresses = pgTable(
  "addresses",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    address: text("address").notNull(),
    landmark: text("landmark").notNull().default(""),
    mobileNumber: text("mobile_number").notNull(),
    alternateNumber: text("alternate_number").notNull().default(""),
    pincode: text("pincode").notNull(),
    city: text("city").notNull(),
    state: text("state").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    lastModifiedAt: timestamp("last_modified_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("addresses_one_default_idx").on(t.userId).where(sql`${t.isDefault}`),
    index("addresses_user_modified_idx").on(t.userId, t.lastModifiedAt.desc(), t.id.desc()),
  ],
);
