import { describe, expect, it } from "vitest";
import { createRandom } from "./random";

describe("createRandom", () => {
  it("gives the same numbers for the same label", () => {
    const a = createRandom("design:1");
    const b = createRandom("design:1");
    const first = Array.from({ length: 50 }, () => a.next());
    expect(Array.from({ length: 50 }, () => b.next())).toEqual(first);
  });

  it("gives different streams for different labels", () => {
    expect(createRandom("style:1").next()).not.toBe(createRandom("style:2").next());
  });

  it("stays in range and covers it", () => {
    const rng = createRandom("range");
    const seen = new Set<number>();
    for (let i = 0; i < 2_000; i++) {
      const value = rng.int(3, 7);
      expect(value).toBeGreaterThanOrEqual(3);
      expect(value).toBeLessThanOrEqual(7);
      seen.add(value);
      const unit = rng.next();
      expect(unit).toBeGreaterThanOrEqual(0);
      expect(unit).toBeLessThan(1);
    }
    expect([...seen].sort()).toEqual([3, 4, 5, 6, 7]);
  });

  it("samples distinct items and respects weights", () => {
    const rng = createRandom("sample");
    const sample = rng.sample([1, 2, 3, 4, 5, 6], 4);
    expect(new Set(sample).size).toBe(4);
    let heavy = 0;
    for (let i = 0; i < 1_000; i++)
      if (rng.weighted(["light", "heavy"], (item) => (item === "heavy" ? 9 : 1)) === "heavy") heavy++;
    expect(heavy).toBeGreaterThan(850);
  });

  it("is a known sequence (guards against accidental changes to the generator)", () => {
    const rng = createRandom("odin");
    expect(Array.from({ length: 3 }, () => rng.int(0, 1_000_000))).toEqual([482457, 813878, 799716]);
  });
});
