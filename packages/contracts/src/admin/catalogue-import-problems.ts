import { defineProblems, type ProblemName } from "../result";
import { CATALOGUE_IMPORT } from "./catalogue-import-limits";
import { IMPORT_MESSAGES, importMessage } from "./catalogue-import-messages";

/**
 * Why the catalogue's CSV import refused a file or an apply (decision 68). A row's errors are no
 * problem: the dry run lists them. Another staff member's import is `adminProblems.outOfScope`.
 */
export const catalogueImportProblems = defineProblems({
  noFile: () => ({ status: 400, code: "IMPORT_NO_FILE", detail: IMPORT_MESSAGES.noFile }),
  notUtf8: () => ({ status: 400, code: "IMPORT_NOT_UTF8", detail: IMPORT_MESSAGES.notUtf8 }),
  tooLarge: () => ({
    status: 413,
    code: "IMPORT_TOO_LARGE",
    detail: importMessage("tooLarge", { megabytes: CATALOGUE_IMPORT.maxBytes / 1024 / 1024 }),
  }),
  tooManyRows: () => ({
    status: 413,
    code: "IMPORT_TOO_MANY_ROWS",
    detail: importMessage("tooManyRows", { rows: CATALOGUE_IMPORT.maxRows.toLocaleString("en-IN") }),
  }),
  /** Running an import still checking, with errors, or already run. */
  notChecked: () => ({ status: 409, code: "IMPORT_NOT_CHECKED", detail: IMPORT_MESSAGES.notChecked }),
});

export type CatalogueImportProblem = ProblemName<typeof catalogueImportProblems>;
