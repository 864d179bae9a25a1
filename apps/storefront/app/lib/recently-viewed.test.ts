import { PRODUCT, STORAGE_KEYS } from "@odin/contracts";
import { describe, expect, it } from "vitest";
import { memoryStorage } from "./api/storage";
import { readRecentlyViewed, recordRecentlyViewed } from "./recently-viewed";

describe("recently viewed styles", () => {
  it("starts empty", () => {
    expect(readRecentlyViewed(memoryStorage())).toEqual([]);
  });

  it("keeps the newest first and moves a style seen again to the front", () => {
    const storage = memoryStorage();
    recordRecentlyViewed(1, storage);
    recordRecentlyViewed(2, storage);
    recordRecentlyViewed(3, storage);
    expect(recordRecentlyViewed(1, storage)).toEqual([1, 3, 2]);
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.recentlyViewedItems) ?? "")).toEqual([1, 3, 2]);
  });

  it(`keeps at most ${PRODUCT.recentlyViewedMax} styles`, () => {
    const storage = memoryStorage();
    for (let id = 1; id <= 25; id++) recordRecentlyViewed(id, storage);
    const stored = readRecentlyViewed(storage);
    expect(stored).toHaveLength(PRODUCT.recentlyViewedMax);
    expect(stored[0]).toBe(25);
    expect(stored.at(-1)).toBe(6);
  });

  it.each([
    ["not JSON", "{oops"],
    ["not a list", '{"a":1}'],
    ["a list of other things", '["12", null]'],
    ["negative ids", "[-1]"],
  ])("reads a corrupted value (%s) as empty and removes it", (_, raw) => {
    const storage = memoryStorage();
    storage.setItem(STORAGE_KEYS.recentlyViewedItems, raw);
    expect(readRecentlyViewed(storage)).toEqual([]);
    expect(storage.getItem(STORAGE_KEYS.recentlyViewedItems)).toBeNull();
    expect(recordRecentlyViewed(7, storage)).toEqual([7]);
  });
});
