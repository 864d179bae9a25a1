import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { createJobRegistry, defineJob, jobName, jobRegistryOf } from "./jobs";

describe("job definitions", () => {
  it("accepts lower-case names with digits and dashes only", () => {
    expect(jobName<{ orderId: number }>("cancel-uncollected-pickup")).toBe("cancel-uncollected-pickup");
    for (const bad of ["", "Cancel", "cancel pickup", "-cancel", "x".repeat(64), "cancel_pickup"]) {
      expect(() => jobName(bad), bad).toThrow(/job name/);
    }
  });

  it("refuses a maximum of attempts below one", () => {
    const name = jobName<{ orderId: number }>("return-points");
    expect(() => defineJob(name, async () => {}, { maxAttempts: 0 })).toThrow(/maxAttempts/);
    expect(defineJob(name, async () => {}, { maxAttempts: 2 }).maxAttempts).toBe(2);
  });

  it("keeps one handler per job name", () => {
    const registry = createJobRegistry();
    expect(registry.definitions()).toEqual([]);
    const name = jobName<{ orderId: number }>("return-points");
    const first = defineJob(name, async () => {});
    registry.add(first);
    expect(() => registry.add(defineJob(name, async () => {}))).toThrow(/two handlers/);
    expect(registry.definitions()).toEqual([first]);
  });

  it("gives each app one registry, also once it is ready", async () => {
    const app = Fastify();
    const other = Fastify();
    expect(jobRegistryOf(app)).toBe(jobRegistryOf(app));
    expect(jobRegistryOf(app)).not.toBe(jobRegistryOf(other));
    await other.ready();
    expect(jobRegistryOf(other).definitions()).toEqual([]);
    await Promise.all([app.close(), other.close()]);
  });
});
