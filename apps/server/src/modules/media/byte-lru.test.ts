import { describe, expect, it } from "vitest";
import { ByteLru } from "./byte-lru";

const bytes = (n: number) => ({ byteLength: n });

describe("ByteLru", () => {
  it("evicts the least recently used values once the byte bound is passed", () => {
    const cache = new ByteLru<{ byteLength: number }>(100);
    cache.set("a", bytes(40));
    cache.set("b", bytes(40));
    cache.get("a");
    cache.set("c", bytes(40));
    expect([
      cache.get("a") !== undefined,
      cache.get("b") !== undefined,
      cache.get("c") !== undefined,
    ]).toEqual([true, false, true]);
    expect([cache.size, cache.bytes]).toEqual([2, 80]);
  });

  it("replaces a key in place and refuses values larger than the whole cache", () => {
    const cache = new ByteLru<{ byteLength: number }>(100);
    cache.set("a", bytes(30));
    cache.set("a", bytes(50));
    expect(cache.bytes).toBe(50);
    cache.set("huge", bytes(101));
    expect([cache.get("huge"), cache.size, cache.bytes]).toEqual([undefined, 1, 50]);
  });
});
