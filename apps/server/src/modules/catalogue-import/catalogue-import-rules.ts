import {
  CATALOGUE,
  ean13,
  IMPORT_COLUMNS,
  IMPORT_MESSAGES,
  type ImportColumn,
  type ImportError,
  importMessage,
  OPTIONAL_IMPORT_COLUMNS,
  styleUpdateBody,
  text,
  UNITS_COLUMN_PREFIX,
} from "@odin/contracts";
import type { z } from "zod";

/**
 * Reading an import file's header and rows (decision 68), before anything is looked up: the columns by
 * their names, each cell's type and bounds, then what the rows say together (a size twice, an EAN
 * twice, a style's fields that differ between its rows). Pure, with tests beside them.
 */

/** A header name as matched: lower case, without spaces, `_` or `-` ("Article type" is "articletype"). */
export const normalName = (name: string) => name.toLowerCase().replace(/[\s_-]+/g, "");

const KNOWN = new Map(IMPORT_COLUMNS.map((column) => [normalName(column), column]));

export interface Header {
  /** Each known column's index. */
  index: Partial<Record<ImportColumn, number>>;
  /** The names as the file writes them, by index (errors name a column so). */
  written: readonly string[];
  /** The units columns: the centre's code and the column's index. */
  centres: readonly { code: string; index: number }[];
}

const headerError = (message: string): ImportError => ({ line: 1, column: "", message });

/**
 * The header's columns, or why it cannot be read: unknown and missing columns (each named), a column
 * twice, a units column of no centre. `centreCodes` are the centres' codes as the database has them.
 */
export function readHeader(
  cells: readonly string[],
  centreCodes: readonly string[],
): { header: Header; errors: [] } | { header: null; errors: ImportError[] } {
  const centres = new Map(centreCodes.map((code) => [normalName(code), code]));
  const index: Header["index"] = {};
  const units: { code: string; index: number }[] = [];
  const unknown: string[] = [];
  const errors: ImportError[] = [];
  const seen = new Set<string>();
  cells.forEach((cell, at) => {
    const written = cell.trim();
    const name = normalName(written);
    if (seen.has(name)) errors.push(headerError(importMessage("repeatedColumn", { column: written })));
    seen.add(name);
    const column = KNOWN.get(name);
    if (column) index[column] = at;
    else if (name.startsWith(UNITS_COLUMN_PREFIX) && name.length > UNITS_COLUMN_PREFIX.length) {
      const code = centres.get(name.slice(UNITS_COLUMN_PREFIX.length));
      if (code) units.push({ code, index: at });
      else {
        const asked = written.slice(written.toLowerCase().indexOf(UNITS_COLUMN_PREFIX) + 5).trim();
        errors.push({ line: 1, column: written, message: importMessage("unknownCentre", { code: asked }) });
      }
    } else unknown.push(written === "" ? `(empty, column ${at + 1})` : written);
  });
  if (unknown.length > 0) {
    const message = importMessage("unknownColumns", {
      columns: unknown.join(", "),
      known: IMPORT_COLUMNS.join(", "),
    });
    errors.push(headerError(message));
  }
  const missing = IMPORT_COLUMNS.filter(
    (column) => index[column] === undefined && !OPTIONAL_IMPORT_COLUMNS.includes(column),
  );
  if (missing.length > 0) {
    errors.push(headerError(importMessage("missingColumns", { columns: missing.join(", ") })));
  }
  if (errors.length > 0) return { header: null, errors };
  return { header: { index, written: cells.map((cell) => cell.trim()), centres: units }, errors: [] };
}

/** What one row says: null where its cell is blank (an existing style or size keeps its value). */
export interface ImportRow {
  line: number;
  code: string;
  brand: string | null;
  gender: string | null;
  articleType: string | null;
  name: string | null;
  description: string | null;
  colour: string | null;
  colourCode: string | null;
  occasion: string | null;
  hsnCode: string | null;
  size: string;
  ean: string | null;
  /** Paise. */
  mrp: number | null;
  price: number | null;
  /** Units to set per centre code; a blank cell sets none. */
  units: readonly { centre: string; units: number }[];
}

/** The style's own fields, which every row of a style repeats (or leaves blank). */
export const STYLE_FIELDS = [
  "brand",
  "gender",
  "articleType",
  "name",
  "description",
  "colour",
  "colourCode",
  "occasion",
  "hsnCode",
] as const satisfies readonly (keyof ImportRow & ImportColumn)[];

const CODE = /^[A-Z0-9]{10,11}$/;
const RUPEES = /^[0-9]{1,7}(\.[0-9]{1,2})?$/;
const UNITS = /^[0-9]{1,6}$/;
/** A cell the export wrote with an apostrophe so a spreadsheet would not run it (=, +, -, @). */
const ESCAPED_FORMULA = /^'[=+\-@]/;

const { shape } = styleUpdateBody;
/** A brand's code or name, a gender, an article type's name: looked up afterwards. */
const NAME = text(CATALOGUE.nameMaxLength);
const FIELD_SCHEMAS: Partial<Record<ImportColumn, z.ZodType<string>>> = {
  name: shape.name,
  description: shape.story,
  colour: shape.colour,
  colourCode: shape.colourCode,
  occasion: shape.occasion,
  hsnCode: shape.hsnCode,
  brand: NAME,
  gender: NAME,
  articleType: NAME,
  size: text(CATALOGUE.sizeMaxLength),
  ean: ean13,
};

/** Rupees as paise, or null when not a price a size may have. */
export function paiseOf(rupees: string): number | null {
  if (!RUPEES.test(rupees)) return null;
  const [whole = "0", fraction = ""] = rupees.split(".");
  const paise = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return paise >= CATALOGUE.minPrice && paise <= CATALOGUE.maxPrice ? paise : null;
}

/** A cell as read: trimmed, the export's formula apostrophe taken off; null when blank. */
function cellOf(cells: readonly string[], at: number | undefined): string | null {
  if (at === undefined) return null;
  const cell = (cells[at] ?? "").trim();
  if (cell === "") return null;
  return ESCAPED_FORMULA.test(cell) ? cell.slice(1) : cell;
}

/** One row's cells, typed and bounded, with an error per bad cell; `row` is null when any is bad. */
export function readRow(
  cells: readonly string[],
  header: Header,
  line: number,
): { row: ImportRow | null; errors: ImportError[] } {
  const errors: ImportError[] = [];
  const columnName = (column: ImportColumn) => {
    const at = header.index[column];
    return at === undefined ? column : (header.written[at] ?? column);
  };
  const fail = (column: string, message: string) => {
    errors.push({ line, column, message });
    return null;
  };
  if (cells.length !== header.written.length) {
    const message = importMessage("cellCount", { found: cells.length, expected: header.written.length });
    return { row: null, errors: [{ line, column: "", message }] };
  }
  const cell = (column: ImportColumn) => cellOf(cells, header.index[column]);
  const checked = (column: ImportColumn): string | null => {
    const value = cell(column);
    const schema = FIELD_SCHEMAS[column];
    if (value === null || !schema) return value;
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : fail(columnName(column), parsed.error.issues[0]?.message ?? "");
  };
  const code = cell("code")?.toUpperCase() ?? null;
  if (code === null) fail(columnName("code"), IMPORT_MESSAGES.required);
  else if (!CODE.test(code)) fail(columnName("code"), IMPORT_MESSAGES.code);
  const size = checked("size");
  if (cell("size") === null) fail(columnName("size"), IMPORT_MESSAGES.required);
  const money = (column: "mrp" | "price") => {
    const value = cell(column);
    if (value === null) return null;
    return paiseOf(value) ?? fail(columnName(column), IMPORT_MESSAGES.rupees);
  };
  const [mrp, price] = [money("mrp"), money("price")];
  if (mrp !== null && price !== null && price > mrp) fail(columnName("price"), IMPORT_MESSAGES.priceAboveMrp);
  const units: { centre: string; units: number }[] = [];
  for (const centre of header.centres) {
    const value = cellOf(cells, centre.index);
    if (value === null) continue;
    if (!UNITS.test(value) || Number(value) > CATALOGUE.maxUnits) {
      fail(header.written[centre.index] ?? centre.code, importMessage("units", { max: CATALOGUE.maxUnits }));
    } else units.push({ centre: centre.code, units: Number(value) });
  }
  const fields = Object.fromEntries(STYLE_FIELDS.map((field) => [field, checked(field)])) as Record<
    (typeof STYLE_FIELDS)[number],
    string | null
  >;
  const ean = checked("ean");
  if (errors.length > 0 || code === null || size === null) return { row: null, errors };
  return { row: { line, code, ...fields, size, ean, mrp, price, units }, errors };
}

/** A style's rows together: its fields (the first row giving each) and its sizes in file order. */
export interface StyleRows {
  code: string;
  line: number;
  fields: Record<(typeof STYLE_FIELDS)[number], { value: string; line: number } | null>;
  sizes: ImportRow[];
}

/**
 * The rows by style, with the errors only the rows together show: a style's size or an EAN twice, a
 * style field one row gives otherwise than another.
 */
export function groupRows(
  rows: readonly ImportRow[],
  columnName: (column: ImportColumn) => string,
): { styles: StyleRows[]; errors: ImportError[] } {
  const styles = new Map<string, StyleRows>();
  const sizes = new Map<string, number>();
  const eans = new Map<string, number>();
  const errors: ImportError[] = [];
  for (const row of rows) {
    let style = styles.get(row.code);
    if (!style) {
      const fields = Object.fromEntries(STYLE_FIELDS.map((field) => [field, null])) as StyleRows["fields"];
      style = { code: row.code, line: row.line, fields, sizes: [] };
      styles.set(row.code, style);
    }
    let good = true;
    for (const field of STYLE_FIELDS) {
      const value = row[field];
      const known = style.fields[field];
      if (value === null) continue;
      if (!known) style.fields[field] = { value, line: row.line };
      else if (known.value !== value) {
        const message = importMessage("differs", { code: row.code, line: known.line });
        errors.push({ line: row.line, column: columnName(field), message });
        good = false;
      }
    }
    const sizeKey = `${row.code}|${row.size.toLowerCase()}`;
    const sizeLine = sizes.get(sizeKey);
    if (sizeLine !== undefined) {
      const message = importMessage("duplicateSize", { size: row.size, code: row.code, line: sizeLine });
      errors.push({ line: row.line, column: columnName("size"), message });
      good = false;
    } else sizes.set(sizeKey, row.line);
    const eanLine = row.ean === null ? undefined : eans.get(row.ean);
    if (row.ean !== null && eanLine !== undefined) {
      const message = importMessage("duplicateEan", { ean: row.ean, line: eanLine });
      errors.push({ line: row.line, column: columnName("ean"), message });
      good = false;
    } else if (row.ean !== null) eans.set(row.ean, row.line);
    if (good) style.sizes.push(row);
  }
  return { styles: [...styles.values()], errors };
}

/** The errors to keep (the first `kept`, in line order, header first) and how many there were. */
export function keptErrors(errors: readonly ImportError[], kept: number): ImportError[] {
  return [...errors].sort((a, b) => a.line - b.line).slice(0, kept);
}
