import { z } from "zod";
import { idParam } from "../shared/primitives";
import { IMPORT_STATUSES } from "./catalogue-import-limits";

/**
 * The catalogue's CSV import (issue "Back office, part 2", decision 68): a file of one row per size
 * (its style's words and attributes, the size's EAN and prices in rupees, and its units per centre) is
 * checked in the background, every error listed with its line and column, then applied all or nothing.
 */

export const importError = z.object({
  /** The file's line the row starts on (the header is line 1). */
  line: z.number().int(),
  /** The column's name as the header writes it; empty for the whole row or file. */
  column: z.string(),
  message: z.string(),
});
export type ImportError = z.infer<typeof importError>;

export const importResult = z.object({
  stylesCreated: z.number().int(),
  stylesUpdated: z.number().int(),
  sizesCreated: z.number().int(),
  pricesChanged: z.number().int(),
  stockChanges: z.number().int(),
  /** The first styles created, to open and publish. */
  created: z.array(z.object({ styleId: z.number().int(), code: z.string(), name: z.string() })),
});
export type ImportResult = z.infer<typeof importResult>;

export const catalogueImport = z.object({
  importId: z.number().int(),
  fileName: z.string(),
  status: z.enum(IMPORT_STATUSES),
  /** Rows (sizes) in the file, once read; 0 before. */
  rowsTotal: z.number().int(),
  rowsChecked: z.number().int(),
  rowsApplied: z.number().int(),
  /** Every error found; `errors` holds the first `CATALOGUE_IMPORT.errorsKept`, in line order. */
  errorCount: z.number().int(),
  errors: z.array(importError),
  result: importResult.nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type CatalogueImport = z.infer<typeof catalogueImport>;

export const catalogueImportParams = z.object({ importId: idParam });
