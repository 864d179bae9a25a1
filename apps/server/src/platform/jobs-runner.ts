import { type Database, queryRows, schema } from "@odin/db";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { type JobDefinition, type JobPayload, jobRegistryOf } from "./jobs";

/**
 * Runs the jobs of `jobs.ts`. Each pass claims due rows of the kinds it has handlers for with one
 * `UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED)` that sets `running`, counts the attempt
 * and gives the row a lease; two runners (two instances, or a server and `npm run worker`) never
 * claim one row together. Only the claim that holds the row (same id, state and attempt) settles
 * it: `done`, or back to `pending` after a growing delay, or `failed` after the last attempt. A row
 * whose runner died while running it is claimed again once its lease has run out. Every statement
 * stands alone: nothing holds a connection while a handler runs, so PGlite's single connection
 * stays free for requests. Payloads are never logged.
 */

export interface JobRunnerOptions {
  db: Database;
  log: FastifyBaseLogger;
  /** The kinds of job this runner takes; rows of other kinds stay for a runner that has them. */
  handlers: readonly JobDefinition[];
  /** How often due jobs are looked for (default 5 s). */
  pollIntervalMs?: number;
  /** Attempts of a job whose definition sets none (default 5). */
  maxAttempts?: number;
  /** First retry delay; doubles with each attempt up to maxDelayMs (defaults 30 s and 1 h). */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** How long a claimed job stays with its runner before another may take it (default 300 s). */
  leaseSeconds?: number;
  batchSize?: number;
}

export interface JobRunner {
  /** Runs every job that is due now (and what falls due meanwhile), then resolves. */
  drainDue(): Promise<void>;
  /** Lets the running jobs finish and takes no more. */
  stop(): Promise<void>;
}

interface ClaimedJob {
  id: number;
  name: string;
  key: string | null;
  payload: JobPayload;
  attempts: number;
}

const { jobs } = schema;

/** An error's message, cut short. */
function describe(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

export function startJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, log } = options;
  const defaultMaxAttempts = options.maxAttempts ?? 5;
  const baseDelayMs = options.baseDelayMs ?? 30_000;
  const maxDelayMs = options.maxDelayMs ?? 3_600_000;
  const leaseSeconds = options.leaseSeconds ?? 300;
  const batchSize = options.batchSize ?? 10;
  const byName = new Map(options.handlers.map((definition) => [definition.name as string, definition]));
  const names = [...byName.keys()];
  let stopped = false;
  let chain: Promise<void> = Promise.resolve();
  let queued: Promise<void> | undefined;

  /** Claims a batch of due jobs; ids come back as numbers from both drivers (bigint may be text). */
  async function claim(): Promise<ClaimedJob[]> {
    const rows = await queryRows<ClaimedJob>(
      db,
      sql`UPDATE jobs
          SET state = 'running', attempts = attempts + 1,
              lease_until = now() + make_interval(secs => ${leaseSeconds})
          WHERE id IN (
            SELECT id FROM jobs
            WHERE ${inArray(jobs.name, names)}
              AND ((state = 'pending' AND run_at <= now()) OR (state = 'running' AND lease_until <= now()))
            ORDER BY run_at, id
            LIMIT ${batchSize}
            FOR UPDATE SKIP LOCKED)
          RETURNING id, name, key, payload, attempts`,
    );
    return rows.map((row) => ({ ...row, id: Number(row.id) }));
  }

  /** Settles a claimed job, if this runner still holds it; answers whether it did. */
  async function settle(job: ClaimedJob, values: PgUpdateSetSource<typeof jobs>): Promise<boolean> {
    const held = and(eq(jobs.id, job.id), eq(jobs.state, "running"), eq(jobs.attempts, job.attempts));
    const rows = await db
      .update(jobs)
      .set({ leaseUntil: null, ...values })
      .where(held)
      .returning({ id: jobs.id });
    return rows.length === 1;
  }

  async function fail(job: ClaimedJob, jobLog: FastifyBaseLogger, lastError: string): Promise<void> {
    if (await settle(job, { state: "failed", finishedAt: sql`now()`, lastError })) {
      jobLog.error({ attempts: job.attempts, lastError }, "job failed for good");
    }
  }

  async function run(job: ClaimedJob): Promise<void> {
    const definition = byName.get(job.name);
    if (!definition) return;
    const jobLog = log.child({ jobId: job.id, job: job.name, key: job.key });
    const maxAttempts = definition.maxAttempts ?? defaultMaxAttempts;
    if (job.attempts > maxAttempts) {
      await fail(job, jobLog, "its runner stopped during the last attempt");
      return;
    }
    try {
      await definition.run(job.payload, {
        db,
        log: jobLog,
        jobId: job.id,
        attempt: job.attempts,
        key: job.key,
      });
    } catch (error) {
      const lastError = describe(error);
      if (job.attempts >= maxAttempts) {
        await fail(job, jobLog, lastError);
        return;
      }
      const delaySeconds = Math.min(maxDelayMs, baseDelayMs * 2 ** (job.attempts - 1)) / 1000;
      const runAt = sql`now() + make_interval(secs => ${delaySeconds})`;
      if (await settle(job, { state: "pending", runAt, lastError })) {
        jobLog.warn({ attempts: job.attempts, lastError }, "job failed; will retry");
      }
      return;
    }
    if (await settle(job, { state: "done", finishedAt: sql`now()`, lastError: null })) {
      jobLog.info({ attempts: job.attempts }, "job done");
    } else {
      jobLog.warn({ attempts: job.attempts }, "job outlived its lease; another runner took it");
    }
  }

  async function runDue(): Promise<void> {
    if (names.length === 0) return;
    for (;;) {
      if (stopped) return;
      const claimed = await claim();
      if (claimed.length === 0) return;
      const outcomes = await Promise.allSettled(claimed.map(run));
      for (const outcome of outcomes) {
        if (outcome.status === "rejected") log.error({ err: describe(outcome.reason) }, "job not settled");
      }
    }
  }

  /** One pass after the current one; passes asked for before it starts share it. */
  function schedule(): Promise<void> {
    if (queued) return queued;
    const pass = chain.then(async () => {
      queued = undefined;
      await runDue();
    });
    const settled = pass.catch((error: unknown) => {
      log.error({ err: describe(error) }, "job pass failed");
    });
    queued = settled;
    chain = settled;
    return settled;
  }

  const timer = setInterval(() => void schedule(), options.pollIntervalMs ?? 5_000);
  timer.unref();
  void schedule();

  return {
    drainDue: () => (stopped ? chain : schedule()),
    async stop() {
      stopped = true;
      clearInterval(timer);
      await chain;
    },
  };
}

/**
 * Runs the app's registered jobs while it is up: starts a runner when the app is ready and stops
 * it when the app closes (before the database is closed).
 */
export function runJobsWithApp(
  app: FastifyInstance,
  options: Omit<JobRunnerOptions, "handlers" | "log">,
): void {
  const registry = jobRegistryOf(app);
  let runner: JobRunner | undefined;
  app.addHook("onReady", async () => {
    const handlers = registry.definitions();
    runner = startJobRunner({ ...options, handlers, log: app.log });
    app.log.info({ jobs: handlers.map((handler) => handler.name) }, "job runner started");
  });
  app.addHook("onClose", async () => runner?.stop());
}
