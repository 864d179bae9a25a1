import { STORAGE_KEYS } from "@odin/contracts";
import { describe, expect, it } from "vitest";
import { memoryStorage } from "../../lib/api/storage";
import { dropRecentSearch, readRecentSearches, recordRecentSearch } from "./recent-searches";

describe("recent searches", () => {
  it("puts a new query first and keeps the last 5, newest first", () => {
    const storage = memoryStorage();
    for (const query of ["shirts", "jeans", "caps", "polos", "shoes", "kurtis"]) {
      recordRecentSearch(query, "main", storage);
    }
    expect(readRecentSearches("main", storage)).toEqual(["kurtis", "shoes", "polos", "caps", "jeans"]);
  });

  it("moves a repeated query to the front, ignoring case, with the newest spelling", () => {
    const storage = memoryStorage();
    recordRecentSearch("Jeans", "main", storage);
    recordRecentSearch("shirts", "main", storage);
    expect(recordRecentSearch("  JEANS ", "main", storage)).toEqual(["JEANS", "shirts"]);
  });

  it("keeps one list per brand and ignores blank queries", () => {
    const storage = memoryStorage();
    recordRecentSearch("polos", "us", storage);
    recordRecentSearch("kurtis", "main", storage);
    recordRecentSearch("   ", "us", storage);
    expect(readRecentSearches("us", storage)).toEqual(["polos"]);
    expect(readRecentSearches("main", storage)).toEqual(["kurtis"]);
    expect(readRecentSearches("fm", storage)).toEqual([]);
  });

  it("drops a query that found nothing from every brand's list", () => {
    const storage = memoryStorage();
    recordRecentSearch("xyzzy", "us", storage);
    recordRecentSearch("polos", "us", storage);
    recordRecentSearch("XYZZY", "main", storage);
    dropRecentSearch("Xyzzy", storage);
    expect(readRecentSearches("us", storage)).toEqual(["polos"]);
    expect(readRecentSearches("main", storage)).toEqual([]);
  });

  it("reads a corrupted history as empty and removes it", () => {
    const storage = memoryStorage();
    storage.setItem(STORAGE_KEYS.searchHistory, '{"main": [1, 2]}');
    expect(readRecentSearches("main", storage)).toEqual([]);
    expect(storage.getItem(STORAGE_KEYS.searchHistory)).toBeNull();
    storage.setItem(STORAGE_KEYS.searchHistory, "not json");
    expect(readRecentSearches("main", storage)).toEqual([]);
  });
});
