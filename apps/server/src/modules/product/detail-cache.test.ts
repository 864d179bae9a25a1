import { describe, expect, it } from "vitest";
import { DependentLru } from "./detail-cache";

describe("DependentLru", () => {
  it("keeps at most its bound, evicting the least recently used", () => {
    const cache = new DependentLru<string>(2);
    cache.set(1, "one", [1]);
    cache.set(2, "two", [2]);
    expect(cache.get(1)).toBe("one");
    cache.set(3, "three", [3]);
    expect(cache.size).toBe(2);
    expect(cache.get(2)).toBeUndefined();
    expect(cache.get(1)).toBe("one");
    expect(cache.get(3)).toBe("three");
  });

  it("keeps a null value apart from a missing one", () => {
    const cache = new DependentLru<string | null>(2);
    cache.set(1, null, []);
    expect(cache.get(1)).toBeNull();
    expect(cache.get(2)).toBeUndefined();
  });

  it("drops a style's entry and every entry that shows it", () => {
    const cache = new DependentLru<string>(10);
    cache.set(1, "red", [1, 2]);
    cache.set(2, "blue", [1, 2]);
    cache.set(3, "other design", [3]);
    cache.invalidate([2]);
    expect(cache.get(1)).toBeUndefined();
    expect(cache.get(2)).toBeUndefined();
    expect(cache.get(3)).toBe("other design");
  });

  it("drops dependents of a style that is not cached itself", () => {
    const cache = new DependentLru<string>(10);
    cache.set(1, "red", [1, 2]);
    cache.invalidate([2]);
    expect(cache.size).toBe(0);
  });

  it("forgets the dependencies of a replaced or evicted entry", () => {
    const cache = new DependentLru<string>(1);
    cache.set(1, "red", [1, 2]);
    cache.set(1, "red again", [1]);
    cache.invalidate([2]);
    expect(cache.get(1)).toBe("red again");
    cache.set(5, "five", [5, 1]);
    expect(cache.get(1)).toBeUndefined();
    cache.set(1, "back", [1]);
    cache.invalidate([5]);
    expect(cache.get(1)).toBe("back");
  });

  it("empties on clear", () => {
    const cache = new DependentLru<string>(10);
    cache.set(1, "one", [1]);
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.get(1)).toBeUndefined();
  });
});
