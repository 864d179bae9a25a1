/**
 * The catalogue import's limits, columns and states (decision 68), without zod: the back office's
 * bundle imports them (decision 13); catalogue-import.ts builds its schemas on them.
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
