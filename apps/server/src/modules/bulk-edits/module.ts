import type { AppModule } from "../../platform/composition";
import { bulkEditsRoutes } from "./bulk-edits.routes";
import { createBulkEditsService } from "./bulk-edits.service";
import { registerBulkEditJob } from "./bulk-edits-job";

/** Bulk edits of the catalogue (decision 69): preview, apply once, the job that applies in batches. */
export const bulkEditsModule = {
  name: "bulk-edits",
  register({ app, db }, { styles, declarations }) {
    const bulkEdits = createBulkEditsService({ db, styles, declarations });
    bulkEditsRoutes(app, bulkEdits);
    registerBulkEditJob(app, bulkEdits);
  },
} satisfies AppModule;
