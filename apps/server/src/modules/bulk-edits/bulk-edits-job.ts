import type { FastifyInstance } from "fastify";
import { defineJob, jobRegistryOf } from "../../platform/jobs";
import { BULK_EDIT_APPLY, type BulkEditsService } from "./bulk-edits.service";

/**
 * The job that applies an edit: one transaction per batch of styles, so the listing's reads and the
 * change feed see small steps. A crash or a retry goes on from the last batch committed.
 */
export function registerBulkEditJob(app: FastifyInstance, bulkEdits: BulkEditsService): void {
  jobRegistryOf(app).add(
    defineJob(BULK_EDIT_APPLY, async ({ editId }, { log }) => {
      let batches = 0;
      while ((await bulkEdits.applyBatch(editId)) === "more") batches += 1;
      log.info({ editId, batches }, "bulk edit applied");
    }),
  );
}
