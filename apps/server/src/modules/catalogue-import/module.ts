import type { AppModule } from "../../platform/composition";
import { defineJob, jobRegistryOf } from "../../platform/jobs";
import { catalogueImportRoutes } from "./catalogue-import.routes";
import { createCatalogueImportService } from "./catalogue-import.service";
import { IMPORT_APPLY, IMPORT_CHECK } from "./catalogue-import-jobs";

/** Rows read between two writes of an import's progress. */
const PROGRESS_EVERY = 2_000;

/** The catalogue's CSV import (decision 68): its routes, and its dry run and apply as jobs. */
export const catalogueImportModule = {
  name: "catalogue-import",
  register({ app, db }) {
    const imports = createCatalogueImportService({ db, progressEvery: PROGRESS_EVERY });
    catalogueImportRoutes(app, imports);
    const registry = jobRegistryOf(app);
    // Each reads the import's status first: a retry after a crash does what is left, once.
    registry.add(defineJob(IMPORT_CHECK, ({ importId }) => imports.check(importId)));
    registry.add(defineJob(IMPORT_APPLY, ({ importId }) => imports.run(importId)));
  },
} satisfies AppModule;
