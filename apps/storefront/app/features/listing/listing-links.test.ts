import { describe, expect, it } from "vitest";
import {
  canonicalSearch,
  clearFiltersHref,
  customPriceHref,
  filterHref,
  keepsScroll,
  pageHref,
  removeFilterHref,
  sortHref,
} from "./listing-links";

const at = (search: string) => ({ path: "/products", search });

describe("listing links", () => {
  it("adds a filter value, or removes it when it is already applied, and returns to page 1", () => {
    expect(filterHref(at("?f-co=Red&p=3"), "f-co", "Blue")).toBe("/products?f-co=Red--Blue");
    expect(filterHref(at("?f-co=Red--Blue"), "f-co", "Red")).toBe("/products?f-co=Blue");
    expect(filterHref(at("?f-co=Red"), "f-co", "Red")).toBe("/products");
  });

  it("replaces single-value filters and flips flags", () => {
    expect(filterHref(at("?p-dl=same-day"), "p-dl", "next-day")).toBe("/products?p-dl=next-day");
    expect(filterHref(at("?na&sort=newest"), "na", "")).toBe("/products?sort=newest");
    expect(filterHref(at("?sort=newest"), "os", "")).toBe("/products?sort=newest&os");
  });

  it("swaps a price range and a custom price", () => {
    expect(filterHref(at("?cpr=100-900"), "f-pr", "500-999")).toBe("/products?f-pr=500-999");
    expect(customPriceHref(at("?f-pr=500-999&p=2"), { min: 700, max: 1500 })).toBe("/products?cpr=700-1500");
  });

  it("removes one chip, or every filter while keeping query, collection and sort", () => {
    expect(removeFilterHref(at("?f-co=Red--Blue&f-br=Ursa"), "f-co", "Blue")).toBe(
      "/products?f-co=Red&f-br=Ursa",
    );
    expect(removeFilterHref(at("?cpr=100-900"), "cpr", "100-900")).toBe("/products");
    expect(clearFiltersHref(at("?q=shirt&cid=12&f-co=Red&cpr=1-9&p-st=S1&na&sort=newest&p=2"))).toBe(
      "/products?q=shirt&cid=12&sort=newest",
    );
  });

  it("replaces the sort and starts again from page 1", () => {
    expect(sortHref(at("?sort=newest&p=4&f-co=Red"), "price_asc")).toBe("/products?sort=price_asc&f-co=Red");
  });

  it("leaves the page out for page 1 and sets it for later pages", () => {
    expect(pageHref(at("?f-co=Red"), 2)).toBe("/products?f-co=Red&p=2");
    expect(pageHref(at("?f-co=Red&p=2"), 3)).toBe("/products?f-co=Red&p=3");
    expect(pageHref(at("?p=2"), 1)).toBe("/products");
  });

  it("keeps only content keys, in one order with sorted values, in the canonical query", () => {
    expect(canonicalSearch("?sort=newest&p=3&f-co=Red--Blue&p-dl=same-day&q=shirt&utm_medium=mail")).toBe(
      "?q=shirt&f-co=Blue--Red",
    );
    expect(canonicalSearch("?f-pr=500-999&os")).toBe("?os&f-pr=500-999");
    expect(canonicalSearch("")).toBe("");
  });

  it("keeps the scroll position on the paths the spec names", () => {
    expect(keepsScroll("/products")).toBe(true);
    expect(keepsScroll("/styles")).toBe(false);
  });
});
