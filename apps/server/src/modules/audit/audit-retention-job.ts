import type { Database } from "@odin/db";
import type { FastifyInstance } from "fastify";
import { defineJob, enqueue, jobName, jobRegistryOf, nextDailyRun } from "../../platform/jobs";
import { deleteExpired } from "./audit.repo";

export const PRUNE_AUDIT_LOG = jobName<Record<string, never>>("prune-audit-log");

/** Runs at 00:45 UTC, after the store's other nightly pruning. */
const RUN_AT_MS_OF_DAY = 45 * 60_000;

/**
 * Removes the audit log's entries older than its retention setting, once a day: each run schedules
 * the next, and every start schedules the coming one (the same key, written once).
 */
export function scheduleAuditPruning(app: FastifyInstance, db: Database): void {
  jobRegistryOf(app).add(
    defineJob(
      PRUNE_AUDIT_LOG,
      async (_payload, { log }) => {
        const removed = await deleteExpired(db);
        if (removed > 0) log.info({ removed }, "audit log entries past their retention removed");
        await enqueue(db, PRUNE_AUDIT_LOG, {}, nextDailyRun(new Date(), RUN_AT_MS_OF_DAY));
      },
      { daily: true },
    ),
  );
  app.addHook("onReady", async () => {
    await enqueue(db, PRUNE_AUDIT_LOG, {}, nextDailyRun(new Date(), RUN_AT_MS_OF_DAY));
  });
}
