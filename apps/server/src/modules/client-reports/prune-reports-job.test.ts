import { describe, expect, it } from "vitest";
import { nextPruneRun } from "./prune-reports-job";

describe("nextPruneRun", () => {
  it("is half past midnight UTC today before it, tomorrow after it, keyed by that day", () => {
    expect(nextPruneRun(new Date("2026-11-26T00:10:00Z"))).toEqual({
      runAt: new Date("2026-11-26T00:30:00Z"),
      key: "2026-11-26",
    });
    expect(nextPruneRun(new Date("2026-11-26T00:30:00Z"))).toEqual({
      runAt: new Date("2026-11-27T00:30:00Z"),
      key: "2026-11-27",
    });
    expect(nextPruneRun(new Date("2026-12-31T23:59:00Z")).key).toBe("2027-01-01");
  });
});
