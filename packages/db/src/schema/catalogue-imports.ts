import type { ImportError, ImportResult } from "@odin/contracts";
import { IMPORT_STATUSES } from "@odin/contracts";
import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** Who started an import, as its audit entries name them (the apply runs later, in a job). */
export interface ImportActor {
  staffId: number;
  name: string;
  clientAddress: string;
  userAgent: string;
  correlationId: string;
}

/**
 * A CSV import of the catalogue (decision 68): the file as uploaded, its dry run's progress and
 * errors, then its apply's. `status` moves checking → invalid | checked → applying → applied | invalid;
 * only the conditional update checked → applying starts an apply, so an import runs once.
 */
export const catalogueImports = pgTable(
  "catalogue_imports",
  {
    id: serial("id").primaryKey(),
    staffId: integer("staff_id").notNull(),
    actor: jsonb("actor").$type<ImportActor>().notNull(),
    /** The brands the staff member may change (null: every brand), as when the file was uploaded. */
    brandIds: integer("brand_ids").array(),
    /** The centres whose stock they may change (null: every centre). */
    centreIds: integer("centre_ids").array(),
    fileName: text("file_name").notNull(),
    /** The file's text (UTF-8, its byte-order mark removed). */
    csv: text("csv").notNull(),
    status: text("status", { enum: IMPORT_STATUSES }).notNull().default("checking"),
    rowsTotal: integer("rows_total").notNull().default(0),
    rowsChecked: integer("rows_checked").notNull().default(0),
    rowsApplied: integer("rows_applied").notNull().default(0),
    errorCount: integer("error_count").notNull().default(0),
    /** The first errors, in line order (CATALOGUE_IMPORT.errorsKept). */
    errors: jsonb("errors").$type<ImportError[]>().notNull().default([]),
    /** The units the dry run saw per size and centre the file sets ("CODE|size|centre": units). */
    seen: jsonb("seen").$type<Record<string, number>>().notNull().default({}),
    result: jsonb("result").$type<ImportResult>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("catalogue_imports_staff_idx").on(t.staffId, t.id)],
);
