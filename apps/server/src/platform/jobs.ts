import { type Database, type Executor, schema } from "@odin/db";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";

/**
 * Scheduled jobs (docs/decisions/0031-scheduled-jobs.md): work that must happen later, such as
 * cancelling a store-pickup order that was not collected within 7 days. A job is a row of `jobs`,
 * written with `enqueue` in the transaction of the change that schedules it, so both commit or
 * neither does; a job runner (`jobs-runner.ts`, in the server or in `npm run worker`) runs it once
 * its time has come. A job runs at least once and never twice at the same time; a handler that
 * throws is retried with backoff. Handlers must be idempotent and read the current state of what
 * they change (a job may run after its cause was undone, or again after a crash).
 */

/** What a job carries: ids and flags only, never personal data (rows stay, and errors are logged). */
export type JobPayload = Readonly<Record<string, string | number | boolean | null>>;

declare const payloadType: unique symbol;
/** A job's name, carrying its payload's type so that `enqueue` and the handler agree on it. */
export type JobName<P extends JobPayload> = string & { readonly [payloadType]: P };

const NAME = /^[a-z][a-z0-9-]{0,62}$/;
const MAX_KEY_LENGTH = 200;

/** Names a kind of job, e.g. `jobName<{ orderId: number }>("cancel-uncollected-pickup")`. */
export function jobName<P extends JobPayload>(name: string): JobName<P> {
  if (!NAME.test(name)) throw new Error(`job name "${name}" must be lower-case letters, digits and -`);
  return name as JobName<P>;
}

const DAY_MS = 86_400_000;

/**
 * The next run of a daily job after `now`, at `msOfDay` past midnight UTC, keyed by its date so every
 * instance schedules the same one.
 */
export function nextDailyRun(now: Date, msOfDay: number): { runAt: Date; key: string } {
  const dayStart = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  let runAt = dayStart + msOfDay;
  if (runAt <= now.getTime()) runAt += DAY_MS;
  return { runAt: new Date(runAt), key: new Date(runAt).toISOString().slice(0, 10) };
}

/** What a handler is given besides its payload. */
export interface JobContext {
  db: Database;
  /** A logger that already names the job and its id. */
  log: FastifyBaseLogger;
  jobId: number;
  /** 1 for the first run, counting runs that a crash interrupted. */
  attempt: number;
  key: string | null;
}

export interface JobDefinition<P extends JobPayload = JobPayload> {
  readonly name: JobName<P>;
  /** Runs before this many attempts end in `failed` (else the runner's default). */
  readonly maxAttempts: number | undefined;
  /** Schedules its next day's run when it runs: it must run, so staff may not discard one. */
  readonly daily: boolean;
  /** Does the job's work; throws to be retried. */
  run(payload: P, context: JobContext): Promise<void>;
}

/** A handler for a kind of job. */
export function defineJob<P extends JobPayload>(
  name: JobName<P>,
  run: (payload: P, context: JobContext) => Promise<void>,
  options: { maxAttempts?: number; daily?: boolean } = {},
): JobDefinition<P> {
  const { maxAttempts, daily = false } = options;
  if (maxAttempts !== undefined && !(Number.isInteger(maxAttempts) && maxAttempts >= 1)) {
    throw new Error(`maxAttempts of job ${name} must be a whole number of at least 1`);
  }
  return { name, maxAttempts, daily, run };
}

/** The handlers of one app: modules add theirs while the app is built, a runner reads them. */
export interface JobRegistry {
  add(definition: JobDefinition): void;
  definitions(): readonly JobDefinition[];
}

export function createJobRegistry(): JobRegistry {
  const byName = new Map<string, JobDefinition>();
  return {
    add(definition) {
      if (byName.has(definition.name)) throw new Error(`job ${definition.name} has two handlers`);
      byName.set(definition.name, definition);
    },
    definitions: () => [...byName.values()],
  };
}

const registries = new WeakMap<FastifyInstance, JobRegistry>();

/**
 * The job registry of an app, made on first use: modules add their handlers to it while the app
 * is built (with the root app they are given), the runner of `runJobsWithApp` reads it when ready.
 */
export function jobRegistryOf(app: FastifyInstance): JobRegistry {
  let registry = registries.get(app);
  if (!registry) {
    registry = createJobRegistry();
    registries.set(app, registry);
  }
  return registry;
}

export interface EnqueueOptions {
  /** When the job may run (default: now). */
  runAt?: Date;
  /** Unique per job name: a second job with the same key is not written. Needed to `cancel` it. */
  key?: string;
}

/**
 * Writes a job with the given database or, better, the transaction of the change that causes it.
 * Answers false when a job of that name and key already exists (whatever its state).
 */
export async function enqueue<P extends JobPayload>(
  target: Executor,
  name: JobName<P>,
  payload: P,
  options: EnqueueOptions = {},
): Promise<boolean> {
  const { runAt, key } = options;
  if (runAt && Number.isNaN(runAt.getTime())) throw new Error(`job ${name}: runAt is not a valid date`);
  if (key !== undefined && (key.length === 0 || key.length > MAX_KEY_LENGTH)) {
    throw new Error(`job ${name}: a key has 1 to ${MAX_KEY_LENGTH} characters`);
  }
  const written = await target
    .insert(schema.jobs)
    .values({ name, payload, key: key ?? null, runAt: runAt ?? sql`now()` })
    .onConflictDoNothing({ target: [schema.jobs.name, schema.jobs.key] })
    .returning({ id: schema.jobs.id });
  return written.length === 1;
}

/**
 * Cancels the job of this name and key if it has not started (or waits for a retry). Answers
 * false when there is none, or it is running or finished: its handler must then find, from the
 * state of what it changes, that there is nothing left to do.
 */
export async function cancel<P extends JobPayload>(
  target: Executor,
  name: JobName<P>,
  key: string,
): Promise<boolean> {
  const { jobs } = schema;
  const cancelled = await target
    .update(jobs)
    .set({ state: "cancelled", finishedAt: sql`now()` })
    .where(and(eq(jobs.name, name), eq(jobs.key, key), eq(jobs.state, "pending")))
    .returning({ id: jobs.id });
  return cancelled.length > 0;
}
