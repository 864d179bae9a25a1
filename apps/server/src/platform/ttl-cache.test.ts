import { describe, expect, it } from "vitest";
import { TtlCache } from "./ttl-cache";

describe("TtlCache", () => {
  it("loads once for concurrent misses and serves the value until it expires", async () => {
    let now = 0;
    let loads = 0;
    const cache = new TtlCache<number>(1000, 10, () => now);
    const load = async () => ++loads;
    const [a, b] = await Promise.all([cache.get("k", load), cache.get("k", load)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    now = 999;
    expect(await cache.get("k", load)).toBe(1);
    now = 1000;
    expect(await cache.get("k", load)).toBe(2);
  });

  it("forgets failed loads and keeps at most its size", async () => {
    const cache = new TtlCache<string>(1000, 2, () => 0);
    await expect(cache.get("bad", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("bad", async () => "up")).toBe("up");
    await cache.get("b", async () => "b");
    await cache.get("c", async () => "c");
    expect(await cache.get("bad", async () => "reloaded")).toBe("reloaded");
  });

  it("peeks only at a finished, fresh load, and never loads", async () => {
    let now = 0;
    const cache = new TtlCache<string>(1000, 10, () => now);
    expect(cache.peek("k")).toBeUndefined();
    let finish: (value: string) => void = () => {};
    const loading = cache.get("k", () => new Promise<string>((resolve) => (finish = resolve)));
    expect(cache.peek("k")).toBeUndefined();
    finish("v");
    await loading;
    expect(cache.peek("k")).toBe("v");
    now = 1000;
    expect(cache.peek("k")).toBeUndefined();
  });
});
