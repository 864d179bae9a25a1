import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app";
import { servicesOf } from "./platform/composition";
import { jobRegistryOf } from "./platform/jobs";
import { useTestApp } from "./testing/api-fixture";

const server = useTestApp();
let worker: FastifyInstance;

/** Built as worker.ts builds it, with the server's configuration, on its database. */
beforeAll(async () => {
  worker = await buildApp({
    config: server.config,
    database: server.database,
    storefront: "none",
    role: "worker",
  });
  await worker.ready();
});
afterAll(async () => {
  await worker?.close();
});

/** An app's job handlers as the runner reads them. */
const jobsOf = (app: FastifyInstance) =>
  jobRegistryOf(app)
    .definitions()
    .map(({ name, daily, maxAttempts }) => ({ name, daily, maxAttempts }))
    .sort((a, b) => a.name.localeCompare(b.name));

describe("the job worker's app (npm run worker)", () => {
  it("has every job handler the server has", () => {
    expect(jobsOf(server.app).length).toBeGreaterThan(0);
    expect(jobsOf(worker)).toEqual(jobsOf(server.app));
  });

  it("keeps the catalog out of memory, even when the change feed is read, while the server loads it as it starts", async () => {
    expect(servicesOf(server.app).catalog.loaded()).toBe(true);
    expect(servicesOf(worker).catalog.loaded()).toBe(false);
    // A job that prices a bag reads the feed, and its first read tells of everything.
    await servicesOf(worker).changes.settle();
    expect(servicesOf(worker).catalog.loaded()).toBe(false);
  });

  it("loads the catalog when a job asks for it", async () => {
    const carousel = await servicesOf(worker).catalog.carousel("", 4);
    expect(carousel.styles.styleList).toHaveLength(4);
    expect(servicesOf(worker).catalog.loaded()).toBe(true);
  });
});
