import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * Why a refresh-token family was revoked: a logout, a replayed token, a role the storefront refuses,
 * a password changed or reset, customer care blocking the account's sign-in.
 */
export const REFRESH_REVOKED_REASONS = [
  "logout",
  "reuse",
  "role",
  "password-change",
  "password-reset",
  "blocked",
] as const;
export type RefreshRevokedReason = (typeof REFRESH_REVOKED_REASONS)[number];

/**
 * Refresh-token families (docs/decisions/0017): one family per sign-in. Every refresh rotates the
 * token inside its family; replaying a used token revokes the whole family. A family ends at
 * `expiresAt` (absolute lifetime) whatever the rotations.
 */
export const refreshFamilies = pgTable(
  "refresh_families",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** Why it was revoked. */
    revokedReason: text("revoked_reason", { enum: REFRESH_REVOKED_REASONS }),
  },
  (t) => [index("refresh_families_user_idx").on(t.userId)],
);

/** Refresh tokens, stored only as the SHA-256 hex of the opaque token. */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    familyId: text("family_id")
      .notNull()
      .references(() => refreshFamilies.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when the token is exchanged for the next one; a second use is a replay. */
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("refresh_tokens_family_idx").on(t.familyId)],
);

/**
 * Captcha solutions already accepted, until their challenge expires: a solution is accepted once,
 * by whichever instance of the server sees it first (docs/decisions/0017).
 */
export const spentCaptchas = pgTable(
  "spent_captchas",
  {
    signature: text("signature").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("spent_captchas_expires_idx").on(t.expiresAt)],
);
