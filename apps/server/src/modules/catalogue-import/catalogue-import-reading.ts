import {
  CATALOGUE_IMPORT,
  IMPORT_MESSAGES,
  type ImportColumn,
  type ImportError,
  importMessage,
} from "@odin/contracts";
import type { Executor } from "@odin/db";
import type { ImportRecord } from "./catalogue-import.repo";
import { findArticleTypes, findBrands, findCentres, findEans, findStyles } from "./catalogue-import.repo";
import { csvErrorOf, csvRecords } from "./catalogue-import-csv";
import { type PlannedStyle, planStyles } from "./catalogue-import-plan";
import {
  groupRows,
  type Header,
  type ImportRow,
  readHeader,
  readRow,
  type StyleRows,
} from "./catalogue-import-rules";

/**
 * Reading an import's file, the same for its dry run and its apply (decision 68): the records streamed
 * from csv-parse, each row read by the rules, progress written every `progressEvery` rows; then the
 * rows planned against what the database holds, read in a few queries for the whole file.
 */

export interface FileRead {
  rows: number;
  header: Header | null;
  styles: StyleRows[];
  errors: ImportError[];
  centres: { id: number; code: string }[];
}

/** A column's name as the header writes it (errors name it so). */
export function columnNameOf(header: Header | null): (column: ImportColumn) => string {
  return (column) => {
    const at = header?.index[column];
    return at === undefined ? column : (header?.written[at] ?? column);
  };
}

/** The file's rows, read and checked alone and together, with every error found. */
export async function readFile(
  db: Executor,
  record: Pick<ImportRecord, "csv">,
  progress: (rows: number) => Promise<void>,
  progressEvery: number,
): Promise<FileRead> {
  const centres = await findCentres(db);
  const errors: ImportError[] = [];
  const rows: ImportRow[] = [];
  let header: Header | null = null;
  let count = 0;
  try {
    for await (const { line, cells } of csvRecords(record.csv)) {
      if (header === null) {
        const read = readHeader(
          cells,
          centres.map((centre) => centre.code),
        );
        if (!read.header) return { rows: 0, header: null, styles: [], errors: read.errors, centres };
        header = read.header;
        continue;
      }
      count += 1;
      if (count > CATALOGUE_IMPORT.maxRows) {
        const message = importMessage("tooManyRows", {
          rows: CATALOGUE_IMPORT.maxRows.toLocaleString("en-IN"),
        });
        errors.push({ line, column: "", message });
        break;
      }
      const read = readRow(cells, header, line);
      errors.push(...read.errors);
      if (read.row) rows.push(read.row);
      if (count % progressEvery === 0) await progress(count);
    }
  } catch (error) {
    const bad = csvErrorOf(error);
    if (!bad) throw error;
    errors.push({ line: bad.line, column: "", message: importMessage("unreadable", { reason: bad.reason }) });
  }
  if (header === null) errors.push({ line: 1, column: "", message: IMPORT_MESSAGES.empty });
  else if (count === 0 && errors.length === 0)
    errors.push({ line: 2, column: "", message: IMPORT_MESSAGES.noRows });
  const grouped = groupRows(rows, columnNameOf(header));
  return { rows: count, header, styles: grouped.styles, errors: [...errors, ...grouped.errors], centres };
}

/** What the file's styles become against the database (its styles locked for an apply), and the errors. */
export async function planFile(
  db: Executor,
  file: FileRead,
  scope: { brandIds: readonly number[] | null; centreIds: readonly number[] | null },
  lock: boolean,
): Promise<{ planned: PlannedStyle[]; errors: ImportError[] }> {
  const codes = file.styles.map((style) => style.code);
  const eans = file.styles.flatMap((style) => style.sizes.flatMap((size) => (size.ean ? [size.ean] : [])));
  // One after another: inside the apply's transaction they share one connection.
  const brands = await findBrands(db);
  const articleTypes = await findArticleTypes(db);
  const existing = await findStyles(db, codes, lock);
  const held = await findEans(db, eans);
  const { header } = file;
  const unitsColumn = (centre: string) => {
    const at = header?.centres.find((column) => column.code === centre)?.index;
    return { written: (at === undefined ? undefined : header?.written[at]) ?? `units ${centre}` };
  };
  const allowed = scope.centreIds;
  return planStyles(
    file.styles,
    {
      brands,
      articleTypes,
      existing: new Map(existing.map((style) => [style.code, style])),
      eans: new Map(held.map(({ ean, ...size }) => [ean, size])),
      brandIds: scope.brandIds,
      centres:
        allowed === null
          ? null
          : file.centres.filter((centre) => allowed.includes(centre.id)).map((centre) => centre.code),
      unitsColumn,
    },
    columnNameOf(header),
  );
}
