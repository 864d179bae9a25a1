import { describe, expect, it } from "vitest";
import { keptSamples, lsnOf, replicaLagMs, replicaState } from "./replica-lag";

describe("lsnOf", () => {
  it("orders positions across the high word", () => {
    expect(lsnOf("0/FFFFFFFF") < lsnOf("1/0")).toBe(true);
    expect(lsnOf("16/B374D848")).toBe((0x16n << 32n) | 0xb374d848n);
  });

  it("refuses what is not a position", () => {
    expect(() => lsnOf("16-B374")).toThrow(/not a log position/);
  });
});

describe("replicaLagMs", () => {
  const samples = [
    { at: 1_000, lsn: 100n },
    { at: 1_250, lsn: 150n },
    { at: 1_500, lsn: 150n },
    { at: 1_750, lsn: 200n },
  ];

  it("is nothing when the replica has replayed the newest sample", () => {
    expect(replicaLagMs(samples, 200n, 1_800)).toBe(0);
    expect(replicaLagMs(samples, 250n, 1_800)).toBe(0);
  });

  it("is the age of the oldest sample not yet replayed", () => {
    expect(replicaLagMs(samples, 150n, 1_800)).toBe(50);
    expect(replicaLagMs(samples, 120n, 1_800)).toBe(550);
    expect(replicaLagMs(samples, 99n, 1_800)).toBe(800);
  });

  it("is nothing before any sample", () => {
    expect(replicaLagMs([], 0n, 1_800)).toBe(0);
  });
});

describe("keptSamples", () => {
  it("keeps the samples within the bound and the newest one older", () => {
    const samples = [0, 1_000, 2_000, 3_000, 4_000].map((at) => ({ at, lsn: BigInt(at) }));
    expect(keptSamples(samples, 4_500, 2_000).map((sample) => sample.at)).toEqual([2_000, 3_000, 4_000]);
    expect(keptSamples(samples, 4_500, 2_600).map((sample) => sample.at)).toEqual([
      1_000, 2_000, 3_000, 4_000,
    ]);
  });

  it("keeps a lone old sample", () => {
    expect(keptSamples([{ at: 0, lsn: 1n }], 60_000, 2_000)).toHaveLength(1);
  });
});

describe("replicaState", () => {
  it("is fresh up to the bound, lagging past it, lost without an answer", () => {
    expect(replicaState(2_000, 2_000)).toEqual({ kind: "fresh", lagMs: 2_000 });
    expect(replicaState(2_001, 2_000)).toEqual({ kind: "lagging", lagMs: 2_001 });
    expect(replicaState(null, 2_000, "refused")).toEqual({ kind: "lost", reason: "refused" });
  });
});
