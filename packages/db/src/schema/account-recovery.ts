import { type communicationType, SOCIAL_PROVIDERS } from "@odin/contracts";
import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * Password-reset links (spec 1 §2 `/reset-password?sessionId=…&type=…`): the `sessionId` is a random
 * token stored only as its SHA-256; it expires and is used once.
 */
export const passwordResets = pgTable(
  "password_resets",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** mobile | email: where the link was sent. */
    channel: text("channel").$type<(typeof communicationType.options)[number]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("password_resets_user_idx").on(t.userId)],
);

/** Google and Facebook accounts linked to a user: the provider's stable subject id. */
export const socialIdentities = pgTable(
  "social_identities",
  {
    provider: text("provider", { enum: SOCIAL_PROVIDERS }).notNull(),
    subject: text("subject").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index("social_identities_user_idx").on(t.userId)],
);
