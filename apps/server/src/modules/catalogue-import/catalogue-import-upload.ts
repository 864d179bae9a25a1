import {
  CATALOGUE_IMPORT,
  type CatalogueImportProblem,
  catalogueImportProblems,
  fail,
  ok,
  type Result,
} from "@odin/contracts";
import { csvRecords } from "./catalogue-import-csv";

const utf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * An uploaded file as text: UTF-8 only (its byte-order mark dropped), refused when larger than the
 * bound or when it holds a NUL, which no database text can hold and no CSV file has.
 */
export function textOfUpload(bytes: Buffer): Result<string, CatalogueImportProblem> {
  if (bytes.length > CATALOGUE_IMPORT.maxBytes) return fail(catalogueImportProblems.tooLarge());
  if (bytes.length === 0) return fail(catalogueImportProblems.noFile());
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return fail(catalogueImportProblems.notUtf8());
  }
  if (text.includes("\u0000")) return fail(catalogueImportProblems.notUtf8());
  return ok(text);
}

/**
 * The records of a text, header included, counted only past the rows' bound: a text of fewer lines
 * than the bound cannot hold more records. A text that is not CSV counts its lines (its dry run says why).
 */
export async function countRecords(text: string): Promise<number> {
  let lines = 1;
  for (let at = text.indexOf("\n"); at !== -1; at = text.indexOf("\n", at + 1)) lines += 1;
  if (lines <= CATALOGUE_IMPORT.maxRows + 1) return lines;
  let records = 0;
  try {
    for await (const _record of csvRecords(text)) records += 1;
  } catch {
    return lines;
  }
  return records;
}
