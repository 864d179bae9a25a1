import { type ListingResponse, listingResponse } from "@odin/contracts";
import { describe, expect, it } from "vitest";
import { searchFixture } from "../../testing/search-fixture";
import { buildListing } from "./listing-builder";

const { catalog, search } = searchFixture();

const found = (text: string) => [...search.match(text).order].map((slot) => catalog.col.ids[slot] as number);

function listing(deeplinkurl: string): ListingResponse {
  const result = buildListing({ catalog, search, routes: new Map(), place: null }, { deeplinkurl });
  if (!result.ok) throw new Error(result.problem.detail);
  return listingResponse.parse(result.value);
}
const listed = (deeplinkurl: string) => listing(deeplinkurl).styles.styleList.map((card) => card.styleId);

describe("search results as a listing", () => {
  it("come in relevance order, styles in stock first, unless a sort is chosen", () => {
    expect(found("red kurta")).toEqual([8, 2]);
    expect(listed("/search?q=red+kurta")).toEqual([2, 8]);
    expect(listed("/search?q=kurta")).toEqual([1, 10, 2, 8]);
    expect(listing("/search?q=kurta").sorts.some((sort) => sort.selected)).toBe(false);
    expect(listed("/search?q=kurta&sort=popularity")).toEqual([2, 1, 10, 8]);
    expect(listing("/search?q=kurta&f-co=Blue").totalElements).toBe(1);
  });
});
