import type { Database } from "@odin/db";
import type { FastifyInstance } from "fastify";
import { defineJob, enqueue, jobName, jobRegistryOf, nextDailyRun } from "../../platform/jobs";
import { deleteReportsBefore } from "./client-reports.repo";
import { deleteMeasurementsBefore } from "./web-vitals.repo";
import { webVitalsRetentionDays } from "./web-vitals-rules";

const DAY_MS = 86_400_000;
/** Runs a little after midnight UTC, when the store is quiet. */
const RUN_AT_MS_OF_DAY = 30 * 60_000;

export const PRUNE_CLIENT_REPORTS = jobName<Record<string, never>>("prune-client-reports");

/** The next daily run after `now`. */
export const nextPruneRun = (now: Date) => nextDailyRun(now, RUN_AT_MS_OF_DAY);

/**
 * Deletes analytics events and error reports older than the retention, and web vitals' measurements
 * older than theirs (decision 75), once a day: each run schedules the next, and every start schedules
 * the coming one (the same key, written once).
 */
export function schedulePruning(app: FastifyInstance, db: Database, retentionDays: number): void {
  jobRegistryOf(app).add(
    defineJob(
      PRUNE_CLIENT_REPORTS,
      async () => {
        const now = new Date();
        await deleteReportsBefore(db, new Date(now.getTime() - retentionDays * DAY_MS));
        const measurementDays = webVitalsRetentionDays(retentionDays);
        await deleteMeasurementsBefore(db, new Date(now.getTime() - measurementDays * DAY_MS));
        const next = nextPruneRun(now);
        await enqueue(db, PRUNE_CLIENT_REPORTS, {}, next);
      },
      { daily: true },
    ),
  );
  app.addHook("onReady", async () => {
    await enqueue(db, PRUNE_CLIENT_REPORTS, {}, nextPruneRun(new Date()));
  });
}
