import { randomBytes } from "node:crypto";
import { type DatabaseHandle, schema } from "@odin/db";
import { eq, inArray, sql } from "drizzle-orm";
import Fastify from "fastify";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openTestDatabase } from "../testing/test-app";
import {
  cancel,
  defineJob,
  enqueue,
  type JobContext,
  type JobDefinition,
  jobName,
  jobRegistryOf,
} from "./jobs";
import { type JobRunner, type JobRunnerOptions, runJobsWithApp, startJobRunner } from "./jobs-runner";
import { createShutdown } from "./shutdown";

const { jobs } = schema;
let database: DatabaseHandle;
const runners: JobRunner[] = [];
/** Every job name a test made, so that its rows are removed afterwards. */
const names: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await Promise.all(runners.map((runner) => runner.stop()));
  if (names.length > 0) await database.db.delete(jobs).where(inArray(jobs.name, names));
  await database.close();
});

/** Log lines, to check what reaches them (and that payloads do not). */
const lines: string[] = [];
const log = pino({ level: "info" }, { write: (line: string) => lines.push(line) });

type Payload = { orderId: number; marker: string };

/** A job kind of its own for one test, whose handler counts its runs and fails while `failure` says so. */
function countedJob(
  failure: (attempt: number) => Error | undefined = () => undefined,
  options: { maxAttempts?: number } = {},
) {
  const name = jobName<Payload>(`test-${randomBytes(6).toString("hex")}`);
  names.push(name);
  const runs: Payload[] = [];
  const contexts: JobContext[] = [];
  const definition = defineJob(
    name,
    async (payload, context) => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      contexts.push(context);
      const error = failure(context.attempt);
      if (error) throw error;
      runs.push(payload);
    },
    options,
  );
  return { name, runs, contexts, definition };
}

function runnerOf(handlers: JobDefinition[], options: Partial<JobRunnerOptions> = {}) {
  const runner = startJobRunner({ db: database.db, log, handlers, pollIntervalMs: 60_000, ...options });
  runners.push(runner);
  return runner;
}

const payload = (): Payload => ({ orderId: 123, marker: `m${randomBytes(6).toString("hex")}` });

async function rowsOf(name: string) {
  return database.db.select().from(jobs).where(eq(jobs.name, name)).orderBy(jobs.id);
}

/** Moves a job's time to now, as if its delay had passed. */
async function makeDue(name: string) {
  await database.db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.name, name));
}

/** How far the database's clock and Node's may disagree in a comparison of their times. */
const CLOCK_SLACK_MS = 1_000;

describe("scheduled jobs", () => {
  it("runs a due job once", async () => {
    const { name, runs, contexts, definition } = countedJob();
    const runner = runnerOf([definition]);
    const job = payload();
    expect(await enqueue(database.db, name, job, { key: "order:123" })).toBe(true);
    await runner.drainDue();
    await runner.drainDue();
    expect(runs).toEqual([job]);
    const [row] = await rowsOf(name);
    expect(row).toMatchObject({ state: "done", attempts: 1, leaseUntil: null, lastError: null });
    expect(row?.finishedAt).toBeInstanceOf(Date);
    expect(contexts).toHaveLength(1);
    const [context] = contexts;
    expect([context?.jobId, context?.attempt, context?.key]).toEqual([row?.id, 1, "order:123"]);
    expect(context?.db).toBe(database.db);
  });

  it("does not run a job before its time, and runs it once due", async () => {
    const { name, runs, definition } = countedJob();
    const runner = runnerOf([definition]);
    await enqueue(database.db, name, payload(), { runAt: new Date(Date.now() + 3_600_000) });
    await runner.drainDue();
    expect(runs).toHaveLength(0);
    expect((await rowsOf(name))[0]).toMatchObject({ state: "pending", attempts: 0 });
    await makeDue(name);
    await runner.drainDue();
    expect(runs).toHaveLength(1);

    const late = countedJob();
    const other = runnerOf([late.definition]);
    await enqueue(database.db, late.name, payload(), { runAt: new Date(Date.now() - 60_000) });
    await other.drainDue();
    expect(late.runs).toHaveLength(1);
  });

  it("writes one job per name and key, inside a transaction too", async () => {
    const { name, runs, definition } = countedJob();
    const runner = runnerOf([definition]);
    const first = payload();
    expect(await enqueue(database.db, name, first, { key: "order:1" })).toBe(true);
    const again = await database.db.transaction((tx) => enqueue(tx, name, payload(), { key: "order:1" }));
    expect(again).toBe(false);
    expect(await enqueue(database.db, name, payload(), { key: "order:2" })).toBe(true);
    await runner.drainDue();
    expect(runs).toHaveLength(2);
    expect(runs).toContainEqual(first);
    expect(await enqueue(database.db, name, payload(), { key: "order:1" }), "not again once done").toBe(
      false,
    );
    expect(await rowsOf(name)).toHaveLength(2);
  });

  it("cancels a waiting job by its key, and not one that has run", async () => {
    const { name, runs, definition } = countedJob();
    const runner = runnerOf([definition]);
    await enqueue(database.db, name, payload(), { key: "order:7", runAt: new Date(Date.now() + 60_000) });
    await enqueue(database.db, name, payload(), { key: "order:8" });
    await runner.drainDue();
    expect(runs).toHaveLength(1);
    expect(await database.db.transaction((tx) => cancel(tx, name, "order:7"))).toBe(true);
    expect(await cancel(database.db, name, "order:7")).toBe(false);
    expect(await cancel(database.db, name, "order:8"), "already done").toBe(false);
    expect(await cancel(database.db, name, "order:9"), "no such job").toBe(false);
    await makeDue(name);
    await runner.drainDue();
    expect(runs).toHaveLength(1);
    const states = (await rowsOf(name)).map((row) => [row.key, row.state]);
    expect(states).toEqual([
      ["order:7", "cancelled"],
      ["order:8", "done"],
    ]);
  });

  it("leaves nothing when the transaction that enqueued rolls back", async () => {
    const { name, runs, definition } = countedJob();
    const runner = runnerOf([definition]);
    const rolledBack = database.db.transaction(async (tx) => {
      await enqueue(tx, name, payload(), { key: "order:3" });
      tx.rollback();
    });
    await expect(rolledBack).rejects.toThrow();
    await runner.drainDue();
    expect(runs).toHaveLength(0);
    expect(await rowsOf(name)).toHaveLength(0);
  });

  it("never runs one job twice, nor at once, when two runners share the table", {
    tags: ["postgres"],
  }, async () => {
    const name = jobName<{ index: number }>(`test-${randomBytes(6).toString("hex")}`);
    names.push(name);
    const runs = new Map<number, number>();
    const running = new Set<number>();
    let overlaps = 0;
    const definition = defineJob(name, async ({ index }) => {
      if (running.has(index)) overlaps += 1;
      running.add(index);
      runs.set(index, (runs.get(index) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 2));
      running.delete(index);
    });
    const count = 40;
    for (let index = 0; index < count; index += 1) await enqueue(database.db, name, { index });
    // Two runners polling the same rows, as two instances or a server and a worker do.
    const a = runnerOf([definition], { batchSize: 3, pollIntervalMs: 5 });
    const b = runnerOf([definition], { batchSize: 4, pollIntervalMs: 5 });
    await Promise.all([a.drainDue(), b.drainDue(), a.drainDue(), b.drainDue()]);
    await vi.waitFor(() => expect(runs.size).toBe(count), { timeout: 30_000, interval: 10 });
    expect([...runs.values()].every((times) => times === 1)).toBe(true);
    expect(overlaps).toBe(0);
    const rows = await rowsOf(name);
    expect(rows.every((row) => row.state === "done" && row.attempts === 1)).toBe(true);
  });

  it("takes back a job whose runner died, once its lease has run out", async () => {
    const { name, runs, definition } = countedJob();
    await enqueue(database.db, name, payload());
    // As a runner leaves it when its process dies: running, with the lease it took.
    await database.db
      .update(jobs)
      .set({ state: "running", attempts: 1, leaseUntil: sql`now() + interval '1 hour'` })
      .where(eq(jobs.name, name));
    const runner = runnerOf([definition]);
    await runner.drainDue();
    expect(runs, "not while its lease lasts").toHaveLength(0);
    await database.db
      .update(jobs)
      .set({ leaseUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.name, name));
    await runner.drainDue();
    expect(runs).toHaveLength(1);
    expect((await rowsOf(name))[0]).toMatchObject({ state: "done", attempts: 2 });
  });

  it("fails a job whose runner died during its last attempt, without running it again", async () => {
    const { name, runs, definition } = countedJob(undefined, { maxAttempts: 2 });
    await enqueue(database.db, name, payload());
    await database.db
      .update(jobs)
      .set({ state: "running", attempts: 2, leaseUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.name, name));
    const runner = runnerOf([definition]);
    await runner.drainDue();
    expect(runs).toHaveLength(0);
    expect((await rowsOf(name))[0]).toMatchObject({ state: "failed", attempts: 3 });
  });

  it("retries a failing job with growing delays, then marks it failed without logging its payload", async () => {
    const { name, definition } = countedJob(() => new Error("gateway answered 503"), { maxAttempts: 3 });
    // Retries fall due a minute and then two minutes later, so no pass retries early however slow the
    // machine; the test moves each retry's time forward instead of waiting for it.
    const runner = runnerOf([definition], { baseDelayMs: 60_000, maxDelayMs: 600_000 });
    const job = payload();
    await enqueue(database.db, name, job);
    for (const [attempt, delayMs] of [
      [1, 60_000],
      [2, 120_000],
    ] as const) {
      const before = Date.now();
      await runner.drainDue();
      const after = Date.now();
      const [waiting] = await rowsOf(name);
      expect(waiting).toMatchObject({
        state: "pending",
        attempts: attempt,
        lastError: "gateway answered 503",
      });
      expect(waiting?.runAt.getTime()).toBeGreaterThanOrEqual(before + delayMs - CLOCK_SLACK_MS);
      expect(waiting?.runAt.getTime()).toBeLessThanOrEqual(after + delayMs + CLOCK_SLACK_MS);
      await runner.drainDue();
      expect((await rowsOf(name))[0]?.attempts, "not retried before its time").toBe(attempt);
      await makeDue(name);
    }
    await runner.drainDue();
    expect((await rowsOf(name))[0]).toMatchObject({ state: "failed", attempts: 3 });
    await makeDue(name);
    await runner.drainDue();
    expect((await rowsOf(name))[0]?.attempts, "a failed job is not run again").toBe(3);
    const failure = lines
      .map((line) => JSON.parse(line))
      .find((entry) => entry.job === name && entry.level === 50);
    expect(failure).toMatchObject({
      msg: "job failed for good",
      attempts: 3,
      lastError: "gateway answered 503",
    });
    expect(lines.join("\n")).not.toContain(job.marker);
  });

  it("succeeds on a retry", async () => {
    const { name, runs, definition } = countedJob((attempt) =>
      attempt === 1 ? new Error("busy") : undefined,
    );
    const runner = runnerOf([definition], { baseDelayMs: 60_000 });
    await enqueue(database.db, name, payload());
    await runner.drainDue();
    await makeDue(name);
    await runner.drainDue();
    expect(runs).toHaveLength(1);
    expect((await rowsOf(name))[0]).toMatchObject({ state: "done", attempts: 2, lastError: null });
  });

  it("takes only the kinds of job it has handlers for", async () => {
    const mine = countedJob();
    const theirs = countedJob();
    const runner = runnerOf([mine.definition]);
    await enqueue(database.db, theirs.name, payload());
    await enqueue(database.db, mine.name, payload());
    await runner.drainDue();
    expect(mine.runs).toHaveLength(1);
    expect((await rowsOf(theirs.name))[0]).toMatchObject({ state: "pending", attempts: 0 });
  });

  it("takes no job after stop", async () => {
    const { name, runs, definition } = countedJob();
    const runner = runnerOf([definition]);
    await runner.stop();
    await enqueue(database.db, name, payload());
    await runner.drainDue();
    expect(runs).toHaveLength(0);
    expect((await rowsOf(name))[0]?.state).toBe("pending");
  });

  it("runs the app's jobs once it is ready, and lets a running one finish before the database closes", async () => {
    const own = await openTestDatabase();
    const name = jobName<Payload>(`test-${randomBytes(6).toString("hex")}`);
    names.push(name);
    const events: string[] = [];
    const watched = {
      ...own,
      close: async () => {
        const [row] = await own.db.select().from(jobs).where(eq(jobs.name, name));
        events.push(`database closed with the job ${row?.state}`);
        await own.close();
      },
    };
    let started: () => void = () => {};
    const jobStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    let closing: () => void = () => {};
    const shutdownBegan = new Promise<void>((resolve) => {
      closing = resolve;
    });
    // The job waits until the shutdown has begun, so it is running then however fast the machine is.
    const definition = defineJob(name, async () => {
      started();
      await shutdownBegan;
      events.push("job finished");
    });
    const app = Fastify({ logger: false });
    jobRegistryOf(app).add(definition);
    runJobsWithApp(app, { db: own.db, pollIntervalMs: 10 });
    app.addHook("preClose", async () => closing());
    await enqueue(own.db, name, payload());
    await app.ready();
    await jobStarted;
    const exits: number[] = [];
    await createShutdown(app, watched, 600_000, (code) => exits.push(code))("SIGTERM");
    expect(events).toEqual(["job finished", "database closed with the job done"]);
    expect(exits).toEqual([0]);
  });
});
