import type { FastifyInstance } from "fastify";
import { defineJob, jobRegistryOf } from "../../platform/jobs";
import { BULK_EDIT_APPLY, type BulkEditsService } from "./bulk-edits.service";

/**
 * After each batch the edit rests this many times as long as the batch took, so it applies a third
 * of the time and the storefront keeps the machine: a batch's writes, and the change it makes to
 * every listing, compete with shoppers' requests for the same cores (decision 72).
 */
const REST_PER_BATCH = 4;

const rest = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The job that applies an edit: one transaction per batch of styles, so the listing's reads and the
 * change feed see small steps. A crash or a retry goes on from the last batch committed.
 */
export function registerBulkEditJob(app: FastifyInstance, bulkEdits: BulkEditsService): void {
  jobRegistryOf(app).add(
    defineJob(BULK_EDIT_APPLY, async ({ editId }, { log }) => {
      let batches = 0;
      for (;;) {
        const started = performance.now();
        if ((await bulkEdits.applyBatch(editId)) !== "more") break;
        batches += 1;
        await rest(REST_PER_BATCH * (performance.now() - started));
      }
      log.info({ editId, batches }, "bulk edit applied");
    }),
  );
}
