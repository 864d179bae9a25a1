import { sql } from "drizzle-orm";
import {
  boolean,
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
import { users } from "./users";

/**
 * The back office's roles (decision 61): a named set of `resource:action` permissions. The built-in
 * ones are seeded; the owner edits them and adds more. `owner` cannot lose a permission.
 */
export const staffRoles = pgTable("staff_roles", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  label: text("label").notNull(),
  permissions: text("permissions").array().notNull(),
  builtIn: boolean("built_in").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A staff member: an account with `ROLE_STAFF` (the storefront refuses it, spec 1 §6) and one role
 * here, optionally limited to some brands or fulfilment centres (null: all of them).
 */
export const staffMembers = pgTable("staff_members", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  roleId: integer("role_id")
    .notNull()
    .references(() => staffRoles.id),
  brandIds: integer("brand_ids").array(),
  centreIds: integer("centre_ids").array(),
  /** A staff member who left: kept for the audit log's names, never signed in again. */
  disabledAt: timestamp("disabled_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The second factor of a staff sign-in (decision 60): the password was right, a code went out by
 * e-mail through the outbox. Stored as the SHA-256 of the challenge's cookie token and of its code.
 */
export const staffChallenges = pgTable(
  "staff_challenges",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    wrongTries: smallint("wrong_tries").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("staff_challenges_expires_idx").on(t.expiresAt)],
);

/**
 * A signed-in staff member's session: the SHA-256 of its cookie's opaque token. It ends after
 * `idle` minutes without a request, at `expiresAt` whatever, or when signed out (`endedAt`).
 */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    clientAddress: text("client_address").notNull(),
    userAgent: text("user_agent").notNull(),
  },
  (t) => [index("staff_sessions_user_idx").on(t.userId), index("staff_sessions_expires_idx").on(t.expiresAt)],
);

/**
 * The audit log (decision 62): every back-office write, who made it, on what, and the fields it
 * changed. Append-only: the code has no update or delete of it, and the database refuses both
 * (a trigger, migration 0026) except deleting rows older than the retention setting.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** The staff member (null: the system, a job acting on its own). */
    actorId: integer("actor_id"),
    /** The actor's name as it was, so the entry reads the same after the account is gone. */
    actorName: text("actor_name").notNull(),
    resource: text("resource").notNull(),
    resourceId: text("resource_id").notNull(),
    action: text("action").notNull(),
    /** `{ field: { from, to } }`, secrets and bank numbers masked. */
    changes: jsonb("changes")
      .$type<Record<string, { from: unknown; to: unknown }>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    clientAddress: text("client_address").notNull(),
    userAgent: text("user_agent").notNull(),
    correlationId: text("correlation_id").notNull(),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at, t.id),
    index("audit_log_resource_idx").on(t.resource, t.resourceId, t.at),
    index("audit_log_actor_idx").on(t.actorId, t.at),
  ],
);

/** How long the audit log keeps its rows: one row; the database refuses less than 180 days. */
export const auditSettings = pgTable(
  "audit_settings",
  {
    id: smallint("id").primaryKey().default(1),
    retentionDays: integer("retention_days").notNull().default(730),
  },
  (t) => [
    check("audit_settings_one_row", sql`${t.id} = 1`),
    check("audit_settings_retention", sql`${t.retentionDays} BETWEEN 180 AND 3650`),
  ],
);
