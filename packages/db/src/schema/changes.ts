import { bigserial, index, integer, pgTable, timestamp } from "drizzle-orm/pg-core";

/**
 * Styles whose price, stock, promotions or reviews changed, written by statement triggers
 * (migration 0003). Every instance reads it to refresh its in-memory catalog and caches, so a
 * change shows in the next answer. `style_id` null means "everything": a bulk change.
 */
export const catalogChanges = pgTable(
  "catalog_changes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    styleId: integer("style_id"),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("catalog_changes_changed_at_idx").on(t.changedAt)],
);
