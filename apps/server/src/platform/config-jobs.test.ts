import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

describe("loadConfig: scheduled jobs", () => {
  it("runs the jobs in the server every 5 seconds by default", () => {
    expect(loadConfig({}).jobs).toEqual({ inProcess: true, pollIntervalMs: 5000 });
  });

  it("leaves the jobs to a worker only with a PostgreSQL server", () => {
    const database = { DATABASE_URL: "postgres://odin@db.internal/odin" };
    expect(loadConfig({ ...database, ODIN_JOBS_IN_PROCESS: "false" }).jobs.inProcess).toBe(false);
    expect(loadConfig({ ...database, ODIN_JOBS_IN_PROCESS: "0", ODIN_JOBS_POLL_SECONDS: "30" }).jobs).toEqual(
      {
        inProcess: false,
        pollIntervalMs: 30_000,
      },
    );
    expect(() => loadConfig({ ODIN_JOBS_IN_PROCESS: "false" })).toThrow(/ODIN_JOBS_IN_PROCESS.*DATABASE_URL/);
  });

  it("refuses values it does not know", () => {
    expect(() => loadConfig({ ODIN_JOBS_IN_PROCESS: "no" })).toThrow(/ODIN_JOBS_IN_PROCESS/);
    expect(() => loadConfig({ ODIN_JOBS_POLL_SECONDS: "0" })).toThrow(/ODIN_JOBS_POLL_SECONDS/);
  });
});
