import { sql } from "drizzle-orm";
import { integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** A bulk edit's states: previewed, then (applied once) applying in the background, then done. */
export const BULK_EDIT_STATUSES = ["previewed", "applying", "done"] as const;

/**
 * Bulk edits of the catalogue (decision 69): a price change, publishing or a stock set on every style
 * the catalogue list's filters found. The preview freezes the styles it matched (`style_ids`) and what
 * it showed (`preview`), so applying changes exactly those; a conditional update of `status` applies
 * it once. A job applies it a batch of styles per transaction, `styles_done` counting its progress.
 */
export const bulkEdits = pgTable("bulk_edits", {
  id: serial("id").primaryKey(),
  /** The staff member who previewed it. */
  staffId: integer("staff_id").notNull(),
  /** The brands the filters were narrowed to (the staff member's scope); null: every brand. */
  brandIds: integer("brand_ids").array(),
  /** The list's filters, as the API took them. */
  filters: jsonb("filters").$type<Record<string, unknown>>().notNull(),
  /** What changes: `{ kind: "price" | "publish" | "unpublish" | "stock", … }`. */
  operation: jsonb("operation").$type<Record<string, unknown>>().notNull(),
  /** The styles the filters found at preview time, in the order they are applied. */
  styleIds: integer("style_ids").array().notNull(),
  /** What the preview showed: counts, the first changes and skips. */
  preview: jsonb("preview").$type<Record<string, unknown>>().notNull(),
  status: text("status", { enum: BULK_EDIT_STATUSES }).notNull().default("previewed"),
  /** Who applied it, as the audit log names them (the job's entries are theirs). */
  actor: jsonb("actor").$type<Record<string, unknown>>(),
  /** Styles of `style_ids` the job has been through. */
  stylesDone: integer("styles_done").notNull().default(0),
  stylesChanged: integer("styles_changed").notNull().default(0),
  sizesChanged: integer("sizes_changed").notNull().default(0),
  stylesSkipped: integer("styles_skipped").notNull().default(0),
  /** The first styles the apply skipped, with why. */
  skips: jsonb("skips").$type<unknown[]>().notNull().default(sql`'[]'::jsonb`),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  appliedAt: timestamp("applied_at", { withTimezone: true }),
  finishedAt: timestamp("finished_at", { withTimezone: true }),
});
