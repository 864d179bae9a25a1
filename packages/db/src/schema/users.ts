import { REGISTRATION } from "@odin/contracts";
import { sql } from "drizzle-orm";
import { boolean, index, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull().default(""),
    email: text("email"),
    mobileNumber: text("mobile_number"),
    countryCallingCode: text("country_calling_code").notNull().default("+91"),
    gender: text("gender"),
    /** argon2id hash; null for social-only accounts. */
    passwordHash: text("password_hash"),
    /** ROLE_END_USER, ROLE_BUSINESS_USER, ROLE_STAFF. */
    roles: text("roles").array().notNull(),
    userType: text("user_type", { enum: REGISTRATION.userTypes }).notNull().default("END_USER"),
    isEmailVerified: boolean("is_email_verified").notNull().default(false),
    isMobileNumberVerified: boolean("is_mobile_number_verified").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the shopper's first order was reserved or placed (first-order promotions); null until then,
     * and again if that order's reservation is given up with no other order to take its place.
     */
    firstOrderAt: timestamp("first_order_at", { withTimezone: true }),
    /** The number of that order (none for first orders placed before it was kept). */
    firstOrderRef: text("first_order_ref"),
    /** Customer care blocked the account's sign-in (the back office, decision 60): every way in refuses it. */
    signInBlockedAt: timestamp("sign_in_blocked_at", { withTimezone: true }),
    signInBlockedReason: text("sign_in_blocked_reason"),
  },
  (t) => [
    uniqueIndex("users_email_idx").on(t.email),
    uniqueIndex("users_mobile_idx").on(t.mobileNumber),
    index("users_created_idx").on(t.createdAt),
    // The back office's lookup by the start of a name, in the order it pages (decision 60's Customers
    // area): byte order (C), so one index serves both the prefix and the keyset.
    index("users_name_idx").on(sql`(lower(${t.firstName} || ' ' || ${t.lastName}) collate "C")`, t.id),
  ],
);
