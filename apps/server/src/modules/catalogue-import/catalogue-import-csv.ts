import { Readable } from "node:stream";
import { CsvError, parse } from "csv-parse";

/** One record of a CSV file: the line it starts on (the header is line 1) and its cells. */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/** The piece of the text the parser is given at a time, so records stream out as they are read. */
const CHUNK = 64 * 1024;

function* chunks(text: string): Generator<string> {
  for (let at = 0; at < text.length; at += CHUNK) yield text.slice(at, at + CHUNK);
}

/**
 * The line breaks inside a record's quoted cells, a CRLF counted once (csv-parse's own line count
 * counts it twice).
 */
const breaksIn = (cells: readonly string[]) =>
  cells.reduce((total, cell) => total + (cell.match(/\r\n|\r|\n/g)?.length ?? 0), 0);

/**
 * The records of a CSV text, streamed by csv-parse (decision 68): RFC 4180 quoting (commas, quotes and
 * line breaks inside quoted cells), a byte-order mark dropped, blank lines skipped. A row may have
 * more or fewer cells than the header (the caller says so, with its line). Throws `CsvError` (with
 * `lines`) when the text is not CSV, e.g. a quote left open.
 */
export async function* csvRecords(text: string): AsyncGenerator<CsvRecord> {
  const parser = Readable.from(chunks(text)).pipe(
    parse({ bom: true, relax_column_count: true, skip_empty_lines: true, info: true }),
  );
  let endLine = 0;
  let emptyLines = 0;
  for await (const { record, info } of parser as AsyncIterable<{
    record: string[];
    info: { empty_lines: number };
  }>) {
    const line = endLine + 1 + (info.empty_lines - emptyLines);
    yield { line, cells: record };
    endLine = line + breaksIn(record);
    emptyLines = info.empty_lines;
  }
}

/** The line a CSV error was found on, and its words. */
export function csvErrorOf(error: unknown): { line: number; reason: string } | null {
  if (!(error instanceof CsvError)) return null;
  const { lines } = error as CsvError & { lines?: number };
  return { line: lines ?? 1, reason: error.message };
}
