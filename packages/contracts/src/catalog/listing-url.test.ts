import { describe, expect, it } from "vitest";
import { MESSAGES } from "../messages";
import {
  clearFilters,
  listingPageSearch,
  listingSearch,
  parseCustomPrice,
  priceRangeName,
  removeFilter,
  splitFilterValues,
  toggleFilter,
} from "./listing-url";

const params = (query: string) => new URLSearchParams(query);
const toggle = (query: string, key: string, value?: string) =>
  listingSearch(toggleFilter(params(query), key, value));

describe("filter values", () => {
  it("splits on -- and on the older single dash unless the whole value is known", () => {
    expect(splitFilterValues("Red--Navy Blue")).toEqual(["Red", "Navy Blue"]);
    expect(splitFilterValues("nw-us")).toEqual(["nw", "us"]);
    expect(splitFilterValues("500-999", (value) => value === "500-999")).toEqual(["500-999"]);
    expect(splitFilterValues("Red--Red-- ")).toEqual(["Red"]);
    expect(splitFilterValues("  ")).toEqual([]);
  });
});

describe("toggling rules (spec 2 §4)", () => {
  it("adds a value that is not there and removes one that is", () => {
    expect(toggle("f-co=Red", "f-co", "Blue")).toBe("?f-co=Red--Blue");
    expect(toggle("f-co=Red--Blue", "f-co", "Red")).toBe("?f-co=Blue");
  });

  it("drops a filter that has no values left", () => {
    expect(toggle("f-br=nw&sort=newest", "f-br", "nw")).toBe("?sort=newest");
  });

  it("flips na and os, written bare", () => {
    expect(toggle("sort=newest", "na")).toBe("?sort=newest&na");
    expect(toggle("na&sort=newest", "na")).toBe("?sort=newest");
    expect(toggle("", "os")).toBe("?os");
  });

  it("replaces sort, p-dl, p-st and r with the new value", () => {
    expect(toggle("sort=newest", "sort", "price_asc")).toBe("?sort=price_asc");
    expect(toggle("p-dl=same-day", "p-dl", "next-day")).toBe("?p-dl=next-day");
    expect(toggle("p-st=ST1", "p-st", "ST2")).toBe("?p-st=ST2");
    expect(toggle("r=4", "r", "3")).toBe("?r=3");
  });

  it("returns to the first page on any change", () => {
    expect(toggle("f-co=Red&p=3", "f-oc", "Party")).toBe("?f-co=Red&f-oc=Party");
  });

  it("lets a price range and a custom price replace each other", () => {
    expect(toggle("cpr=500-900", "f-pr", "0-499")).toBe("?f-pr=0-499");
    expect(toggle("f-pr=0-499", "cpr", "500-900")).toBe("?cpr=500-900");
  });

  it("removes one applied value and clears every filter but query, collection and sort", () => {
    expect(listingSearch(removeFilter(params("f-co=Red--Blue&r=4"), "f-co", "Red"))).toBe("?f-co=Blue&r=4");
    expect(listingSearch(removeFilter(params("r=4&na"), "r", "4"))).toBe("?na");
    expect(
      listingSearch(
        clearFilters(params("q=shirt&cid=men&f-co=Red&cpr=1-9&na&p-dl=standard&sort=newest&p=2")),
      ),
    ).toBe("?q=shirt&cid=men&sort=newest");
  });

  it("writes page links without p for the first page", () => {
    expect(listingPageSearch(params("f-co=Red&p=3"), 4)).toBe("?f-co=Red&p=4");
    expect(listingPageSearch(params("f-co=Red&p=3"), 1)).toBe("?f-co=Red");
    expect(listingSearch(params("f-co=Navy Blue"))).toBe("?f-co=Navy+Blue");
  });
});

describe("custom price (spec 2 §5)", () => {
  it("accepts whole rupees with max above min", () => {
    expect(parseCustomPrice("500-2000")).toEqual({ ok: true, range: { min: 500, max: 2000 } });
    expect(parseCustomPrice("1-1000000")).toEqual({ ok: true, range: { min: 1, max: 1000000 } });
  });

  it("gives the spec's message for the first broken rule", () => {
    expect(parseCustomPrice("-2000")).toEqual({ ok: false, message: MESSAGES.priceFilter.bothRequired });
    expect(parseCustomPrice("5x-2000")).toEqual({ ok: false, message: MESSAGES.priceFilter.numbersOnly });
    expect(parseCustomPrice("500--2000")).toEqual({ ok: false, message: MESSAGES.priceFilter.numbersOnly });
    expect(parseCustomPrice("0-2000")).toEqual({
      ok: false,
      message: MESSAGES.priceFilter.cannotStartWithZero,
    });
    expect(parseCustomPrice("5-1000001")).toEqual({ ok: false, message: MESSAGES.priceFilter.belowLimit });
    expect(parseCustomPrice("2000-2000")).toEqual({
      ok: false,
      message: MESSAGES.priceFilter.maxGreaterThanMin,
    });
  });
});

describe("price range names", () => {
  it("names the open ends Below and Above", () => {
    expect(priceRangeName({ min: 0, max: 499 })).toBe("Below ₹500");
    expect(priceRangeName({ min: 1000, max: 1499 })).toBe("₹1,000 - ₹1,499");
    expect(priceRangeName({ min: 5000, max: 1_000_000 })).toBe("Above ₹5,000");
  });
});
