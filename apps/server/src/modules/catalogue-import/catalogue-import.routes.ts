import multipart from "@fastify/multipart";
import { adminRoutes, CATALOGUE_IMPORT, catalogueImportProblems, fail, unwrap } from "@odin/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { serve } from "../../platform/serve";
import { catalogueStaffOf } from "../declarations";
import type { CatalogueImportService } from "./catalogue-import.service";

const TAG = "admin";
const OWN = "An import is its staff member's own: another member's answers 403, an unknown one 404.";

/** Control characters and path separators leave a file's name as the log and the page show it. */
const cleanName = (name: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is its job
  name.replace(/[\u0000-\u001f\u007f-\u009f/\\]/g, "").slice(0, 200) || "import.csv";

/** The one file of a multipart body, or why there is none. */
async function uploadedFile(request: FastifyRequest): Promise<{ fileName: string; bytes: Buffer }> {
  try {
    const file = await request.file();
    const bytes = await file?.toBuffer();
    if (file && bytes) return { fileName: cleanName(file.filename), bytes };
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") return unwrap(fail(catalogueImportProblems.tooLarge()));
    if (!code?.startsWith("FST_")) throw error;
  }
  return unwrap(fail(catalogueImportProblems.noFile()));
}

/** The catalogue's CSV import (decision 68). */
export function catalogueImportRoutes(app: FastifyInstance, imports: CatalogueImportService): void {
  serve(app, adminRoutes.catalogueImportView, {
    tag: TAG,
    summary: "An import's progress, its errors by line and column, and what it changed",
    description: `Poll it while \`status\` is checking or applying. ${OWN}`,
    async handler(request) {
      return unwrap(await imports.view(request.params.importId, catalogueStaffOf(request)));
    },
  });

  serve(app, adminRoutes.catalogueImportApply, {
    tag: TAG,
    summary: "Run an import whose dry run found no errors: every row is applied, or none",
    description:
      "Starts the apply in the background (`status` applying). It checks the file again in one transaction " +
      "and changes nothing if any row fails then (a style changed, units moved since the dry run: status " +
      `invalid, with the errors). Anything but a clean dry run not yet run answers 409 IMPORT_NOT_CHECKED. ${OWN}`,
    async handler(request) {
      return unwrap(await imports.apply(request.params.importId, catalogueStaffOf(request)));
    },
  });

  // Multipart bodies are parsed in this scope only, bounded to one file.
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        files: 1,
        fileSize: CATALOGUE_IMPORT.maxBytes,
        fields: 0,
        parts: 1,
        fieldSize: 0,
        headerPairs: 20,
      },
    });
    serve(scope, adminRoutes.catalogueImportUpload, {
      tag: TAG,
      summary: "Upload a CSV file of styles, sizes, prices and stock: its dry run starts",
      description:
        `A \`multipart/form-data\` body with one file part (UTF-8 CSV, at most ${CATALOGUE_IMPORT.maxBytes} bytes and ` +
        `${CATALOGUE_IMPORT.maxRows} rows besides its header: 413 otherwise; not UTF-8: 400). One row per size: ` +
        "code, brand, gender, articleType, name, description, colour, colourCode, occasion, hsnCode, size, ean, " +
        "mrp, price (rupees) and `units <centre code>` columns; header names match ignoring case and spaces. " +
        "The dry run runs in the background and lists every error with its line and column.",
      async handler(request) {
        return unwrap(await imports.upload(await uploadedFile(request), catalogueStaffOf(request)));
      },
    });
  });
}
