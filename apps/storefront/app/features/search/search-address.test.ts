import { describe, expect, it } from "vitest";
import { letterGroupOf } from "./brand-letter-groups";
import { filterCount, noResultsAddress, searchAddress, toggleSearchFilter } from "./search-address";

describe("search address", () => {
  it("opens /search?q= with the chosen filters under the listing's keys", () => {
    expect(searchAddress("  blue jeans ")).toBe("/search?q=blue+jeans");
    const filters = { "f-co": ["Blue", "Black"], "f-br": ["us"], "f-pr": [] };
    expect(searchAddress("jeans", filters)).toBe("/search?q=jeans&f-co=Blue--Black&f-br=us");
    expect(searchAddress("", { "f-oc": ["Party"] })).toBe("/search?f-oc=Party");
  });

  it("removes markup and a typed '<' from the query", () => {
    expect(searchAddress("<b>shirts</b> <")).toBe("/search?q=shirts");
    expect(noResultsAddress("a&b <x>")).toBe("/noresults?q=a%26b");
  });

  it("toggles a filter value and counts the chosen values", () => {
    let filters = toggleSearchFilter({}, "f-co", "Red");
    filters = toggleSearchFilter(filters, "f-br", "us");
    expect(filterCount(filters)).toBe(2);
    filters = toggleSearchFilter(filters, "f-co", "Red");
    expect(filters["f-co"]).toEqual([]);
    expect(filterCount(filters)).toBe(1);
  });

  it("groups brands by the panel's letter groups", () => {
    expect(letterGroupOf("Arrow")).toBe("ABC");
    expect(letterGroupOf("flying machine")).toBe("DEF");
    expect(letterGroupOf("Zodiac")).toBe("YZ#");
    expect(letterGroupOf("1st Step")).toBe("YZ#");
  });
});
