import { randomUUID } from "node:crypto";
import { ANALYTICS, type AnalyticsEventInput, FUNNEL_EVENTS } from "@odin/contracts";
import { schema } from "@odin/db";
import { asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobRegistryOf } from "../../platform/jobs";
import { useTestApp } from "../../testing/api-fixture";
import { randomIp } from "../../testing/auth";
import { CLIENT_HEADERS, problemOf } from "../../testing/test-app";
import { PRUNE_CLIENT_REPORTS } from "./prune-reports-job";

const test = useTestApp({ env: { ODIN_EVENTS_BATCHES_PER_MINUTE: "3" } });

function postEvents(payload: object, options: { session?: string | null; address?: string } = {}) {
  const { session = randomUUID(), address = randomIp() } = options;
  return test.app.inject({
    method: "POST",
    url: "/api/events",
    headers: { ...CLIENT_HEADERS, ...(session ? { clientSessionId: session } : {}) },
    remoteAddress: address,
    payload,
  });
}

const rowsOf = (session: string) =>
  test.database.db
    .select()
    .from(schema.analyticsEvents)
    .where(eq(schema.analyticsEvents.clientSessionId, session))
    .orderBy(asc(schema.analyticsEvents.id));

const funnel: AnalyticsEventInput[] = [
  { name: FUNNEL_EVENTS.pageView, path: "/", ageMs: 9_000 },
  { name: FUNNEL_EVENTS.search, path: "/search", ageMs: 7_000, fields: { searchTerm: "jeans", results: 42 } },
  {
    name: FUNNEL_EVENTS.addToBag,
    path: "/p/slim-jeans/AB12",
    ageMs: 5_000,
    fields: { styleId: 12, skuId: 120 },
  },
  {
    name: FUNNEL_EVENTS.checkoutStep,
    path: "/checkout/shipping",
    ageMs: 3_000,
    fields: { step: "shipping" },
  },
  {
    name: FUNNEL_EVENTS.purchase,
    path: "/orderconfirmation",
    ageMs: 0,
    fields: { orderId: "OD1", value: 99_900 },
  },
];

describe("POST /api/events", () => {
  it("stores a batch of the funnel's events under the tab's session, dated by the server's clock", async () => {
    const session = randomUUID();
    const response = await postEvents({ events: funnel }, { session });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ stored: funnel.length });
    const rows = await rowsOf(session);
    expect(rows.map((row) => [row.name, row.path, row.fields])).toEqual(
      funnel.map((event) => [event.name, event.path, event.fields ?? null]),
    );
    const [first, , , , last] = rows;
    const gap = (last?.occurredAt.getTime() ?? 0) - (first?.occurredAt.getTime() ?? 0);
    expect(gap).toBe(9_000);
    expect(last?.occurredAt.getTime()).toBe(last?.receivedAt.getTime());
  });

  it.each([
    ["no events", { events: [] }],
    ["too many events", { events: Array.from({ length: ANALYTICS.maxEventsPerBatch + 1 }, () => funnel[0]) }],
    ["a name that is not one", { events: [{ ...funnel[0], name: "Page View!" }] }],
    ["a path with a control character", { events: [{ ...funnel[0], path: "/\u0000" }] }],
    ["an age over a day", { events: [{ ...funnel[0], ageMs: ANALYTICS.maxAgeMs + 1 }] }],
    ["a nested field", { events: [{ ...funnel[0], fields: { deep: { a: 1 } } }] }],
    [
      "too many fields",
      {
        events: [
          { ...funnel[0], fields: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`f${i}`, i])) },
        ],
      },
    ],
    ["a long field value", { events: [{ ...funnel[0], fields: { term: "x".repeat(501) } }] }],
    ["not a batch", [funnel[0]]],
  ])("refuses %s with 400 and stores nothing", async (_case, payload) => {
    const session = randomUUID();
    const response = await postEvents(payload, { session });
    expect(response.statusCode).toBe(400);
    expect(problemOf(response)?.status).toBe(400);
    expect(await rowsOf(session)).toEqual([]);
  });

  it("refuses a batch without a client session id", async () => {
    const response = await postEvents({ events: funnel }, { session: null });
    expect(response.statusCode).toBe(400);
  });

  it("refuses a body past the server's size limit with 413", async () => {
    const response = await postEvents({ events: [{ ...funnel[0], path: `/${"x".repeat(1_100_000)}` }] });
    expect(response.statusCode).toBe(413);
  });

  it("counts batches per client address and refuses those past the minute's limit with 429", async () => {
    const address = randomIp();
    const session = randomUUID();
    for (let i = 0; i < 3; i++) {
      expect((await postEvents({ events: funnel.slice(0, 1) }, { session, address })).statusCode).toBe(200);
    }
    const refused = await postEvents({ events: funnel.slice(0, 1) }, { session, address });
    expect(refused.statusCode).toBe(429);
    expect(problemOf(refused)?.code).toBe("RATE_LIMITED");
    expect(await rowsOf(session)).toHaveLength(3);
    expect((await postEvents({ events: funnel.slice(0, 1) })).statusCode).toBe(200);
  });
});

describe("the daily prune", () => {
  it("is scheduled when the app starts", async () => {
    const jobs = await test.database.db
      .select({ state: schema.jobs.state })
      .from(schema.jobs)
      .where(eq(schema.jobs.name, PRUNE_CLIENT_REPORTS));
    expect(jobs.length).toBeGreaterThanOrEqual(1);
  });

  it("deletes events past the retention (90 days), keeps the others and schedules the next run", async () => {
    const session = randomUUID();
    await postEvents({ events: funnel.slice(0, 2) }, { session });
    const [old] = await rowsOf(session);
    await test.database.db
      .update(schema.analyticsEvents)
      .set({ receivedAt: sql`now() - interval '91 days'` })
      .where(eq(schema.analyticsEvents.id, old?.id ?? 0));
    await test.database.db.delete(schema.jobs).where(eq(schema.jobs.name, PRUNE_CLIENT_REPORTS));
    const prune = jobRegistryOf(test.app)
      .definitions()
      .find((job) => job.name === PRUNE_CLIENT_REPORTS);
    expect(prune).toBeDefined();
    await prune?.run({}, { db: test.database.db, log: test.app.log, jobId: 1, attempt: 1, key: null });
    expect((await rowsOf(session)).map((row) => row.name)).toEqual([FUNNEL_EVENTS.search]);
    const next = await test.database.db
      .select({ state: schema.jobs.state, runAt: schema.jobs.runAt })
      .from(schema.jobs)
      .where(eq(schema.jobs.name, PRUNE_CLIENT_REPORTS));
    expect(next).toHaveLength(1);
    expect(next[0]?.state).toBe("pending");
    expect(next[0]?.runAt.getTime()).toBeGreaterThan(Date.now());
  });
});
