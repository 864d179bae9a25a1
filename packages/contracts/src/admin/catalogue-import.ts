import { z } from "zod";
import { idParam } from "../shared/primitives";

/**
 * The catalogue's CSV import (issue "Back office, part 2", decision 68): a file of one row per size
 * (its style's words and attributes, the size's EAN and prices in rupees, and its units per centre) is
 * checked in the background, every error listed with its line and column, then applied all or nothing.
 */

export const CATALOGUE_IMPORT = {
  /** The largest file taken, bytes (30 MB: 100,000 rows of long names with room to spare). */
  maxBytes: 30 * 1024 * 1024,
  /** The most rows (sizes) a file may hold, its header not counted. */
  maxRows: 100_000,
  /** The errors an import keeps and shows; `errorCount` counts them all. */
  errorsKept: 500,
  /** How often the page asks for an import's progress, ms. */
  pollMs: 1_000,
  /** The styles an import's answer links to (the first created). */
  createdShown: 100,
} as const;

/**
 * The columns of an import file by their names in the header (matched ignoring case, spaces, `_` and
 * `-`): a style's code and words, then one size. Units are columns named `units <centre code>`.
 */
export const IMPORT_COLUMNS = [
  "code",
  "brand",
  "gender",
  "articleType",
  "name",
  "description",
  "colour",
  "colourCode",
  "occasion",
  "hsnCode",
  "size",
  "ean",
  "mrp",
  "price",
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** The columns a header may leave out: a new style's description is then empty, its colour code grey. */
export const OPTIONAL_IMPORT_COLUMNS: readonly ImportColumn[] = ["description", "colourCode"];

/** How the header names a centre's units column: `units BLR-WH1` (any case). */
export const UNITS_COLUMN_PREFIX = "units";

/**
 * `checking`: the dry run reads the file; `invalid`: it (or an apply) found errors, nothing changed;
 * `checked`: clean, ready to apply; `applying`; `applied`.
 */
export const IMPORT_STATUSES = ["checking", "invalid", "checked", "applying", "applied"] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

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
