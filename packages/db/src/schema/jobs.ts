import { sql } from "drizzle-orm";
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** A job's states, which the table's `state` moves through (below). */
export const JOB_STATES = ["pending", "running", "done", "failed", "cancelled"] as const;
export type JobState = (typeof JOB_STATES)[number];

/**
 * Scheduled jobs (docs/decisions/0031-scheduled-jobs.md): written in the transaction of the change
 * that schedules them, run by a job runner once `run_at` has come. A runner claims a row with a
 * conditional update (FOR UPDATE SKIP LOCKED) that sets `running` and a lease; only that claim may
 * settle it, and a row whose runner died is taken again once its lease has run out. `state` moves
 * pending → running → done | failed (or back to pending for a retry), or pending → cancelled.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** The job's kind, e.g. cancel-uncollected-pickup; a runner takes only the kinds it has handlers for. */
    name: text("name").notNull(),
    /** Unique per name when set ("order:123"), so a job is scheduled once and can be cancelled by it. */
    key: text("key"),
    /** Ids only, never personal data: the row outlives the request and errors may be logged. */
    payload: jsonb("payload").$type<Record<string, string | number | boolean | null>>().notNull(),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    state: text("state", { enum: JOB_STATES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** While running: when another runner may take the row again (its runner is presumed dead). */
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("jobs_name_key_idx").on(t.name, t.key),
    index("jobs_due_idx").on(t.runAt).where(sql`${t.state} = 'pending'`),
    index("jobs_lease_idx").on(t.leaseUntil).where(sql`${t.state} = 'running'`),
    // The back office's list (decision 60): a state newest first, and a state's kind.
    index("jobs_state_id_idx").on(t.state, t.id),
    index("jobs_state_name_id_idx").on(t.state, t.name, t.id),
  ],
);
