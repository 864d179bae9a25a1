import { type ListingResponse, listingResponse } from "@odin/contracts";
import { describe, expect, it } from "vitest";
import type { StyleRow } from "../catalog/catalog.repo";
import { CatalogIndex } from "../catalog/catalog-index";
import { buildListing } from "../catalog/listing-builder";
import { searchCatalog } from "./search-ranking";
import { brandJourneyMask, buildSuggestions } from "./suggestions";

/** [id, brand, name, article, colour, gender, popularity, in stock]. */
const STYLES: [number, number, string, string, string, string, number, boolean][] = [
  [1, 1, "Green Straight Kurta", "kurtas", "Green", "Women", 10, true],
  [2, 1, "Red Printed Kurti", "kurtis", "Red", "Women", 20, true],
  [3, 2, "Blue Mill Shirt", "shirts", "Blue", "Men", 99, true],
  [4, 2, "Black Slim Fit Jeans", "jeans", "Black", "Men", 50, true],
  [5, 2, "White Crew Neck T-Shirt", "tshirts", "White", "Men", 40, true],
  [6, 3, "White Running Sneakers", "sneakers", "White", "Men", 30, true],
  [7, 3, "Black Formal Trousers", "trousers", "Black", "Men", 25, true],
  [8, 2, "Red Printed Kurta", "kurtas", "Red", "Women", 90, false],
  [9, 2, "Off White Crew Neck T-Shirt", "tshirts", "Off White", "Men", 95, true],
  [10, 1, "Blue Solid Kurta", "kurtas", "Blue", "Women", 5, true],
];

function styleRow([
  id,
  brandId,
  name,
  articleType,
  colour,
  gender,
  popularity,
]: (typeof STYLES)[number]): StyleRow {
  return {
    id,
    code: `SR${String(id).padStart(9, "0")}`,
    slug: `search-${id}`,
    name,
    brandId,
    gender,
    articleType,
    colour,
    colourCode: "#777777",
    occasion: "Casual",
    mrp: 199_900,
    price: 99_900,
    discountPercent: 50,
    isNew: false,
    onSale: true,
    popularity,
    createdAt: Date.UTC(2026, 0, id),
    imageViews: ["front"],
    tags: [colour.toLowerCase(), gender.toLowerCase()],
  };
}

const catalog = CatalogIndex.fromRows({
  brands: [
    { id: 1, code: "bm", name: "Blue Mill", legalBrandNames: ["Blue Mill"], parentBrand: "Mill Group" },
    {
      id: 2,
      code: "wc",
      name: "Weave Co",
      legalBrandNames: ["Weave Co", "Weave Co Kids"],
      parentBrand: "Weave",
    },
    { id: 3, code: "sx", name: "Stridex", legalBrandNames: ["Stridex"], parentBrand: "Mill Group" },
  ],
  promotions: [],
  centres: [],
  styles: STYLES.map(styleRow),
  extras: STYLES.filter((style) => style[7]).map(([styleId]) => ({
    styleId,
    centres: [1],
    promotionIds: null,
    ratingAverage: null,
    ratingCount: null,
  })),
});

const found = (text: string) =>
  [...searchCatalog(catalog, text).order].map((slot) => catalog.col.ids[slot] as number);

function listing(deeplinkurl: string): ListingResponse {
  const outcome = buildListing({ catalog, routes: new Map(), place: null }, { deeplinkurl });
  if (!outcome.ok) throw new Error(outcome.problem.detail);
  return listingResponse.parse(outcome.value);
}
const listed = (deeplinkurl: string) => listing(deeplinkurl).styles.styleList.map((card) => card.styleId);

describe("search ranking", () => {
  it("finds Indian English synonyms and spellings, the shopper's own word first", () => {
    expect(found("tees").sort()).toEqual([5, 9]);
    expect(found("t shirt").sort()).toEqual([5, 9]);
    expect(found("pants")).toEqual([7]);
    expect(found("denim")).toEqual([4]);
    expect(found("shoes")).toEqual([6]);
    expect(found("kurti")[0]).toBe(2);
    expect(found("kurti").sort((a, b) => a - b)).toEqual([1, 2, 8, 10]);
    expect(found("kurta").slice(-1)).toEqual([2]);
  });

  it("tolerates typos", () => {
    expect(found("jens")).toEqual([4]);
    expect(found("tshrt").sort()).toEqual([5, 9]);
    expect(found("snekers")).toEqual([6]);
    expect(found("trousres")).toEqual([7]);
  });

  it("needs every word, and finds nothing for words the catalog does not have", () => {
    expect(found("black jeans")).toEqual([4]);
    expect(found("xyzzy")).toEqual([]);
  });

  it("puts the styles of a brand named in full first", () => {
    // "Blue Mill Shirt" of Weave Co holds both words in its name and colour, yet Blue Mill comes first.
    const ids = found("blue mill");
    expect(ids.slice(0, 3).sort((a, b) => a - b)).toEqual([1, 2, 10]);
    expect(ids[3]).toBe(3);
  });

  it("finds a White style before an Off White one", () => {
    expect(found("white t-shirt")).toEqual([5, 9]);
  });
});

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

describe("suggestions", () => {
  it("complete the word being typed into styles with image, brand and base product, and categories", () => {
    const groups = buildSuggestions(catalog, "sneak");
    const styles = groups.find((group) => group.title === "Products")?.list ?? [];
    expect(styles).toEqual([
      expect.objectContaining({
        type: "Style",
        value: "White Running Sneakers",
        brand: "Stridex",
        baseProduct: "White Running Sneakers",
        baseProductId: 6,
        image: expect.stringMatching(/^\/img\//),
      }),
    ]);
    const categories = groups.find((group) => group.title === "Categories")?.list ?? [];
    expect(categories.map((item) => item.value)).toEqual(["Sneakers for Men"]);
    expect(categories[0]?.url).toBe("/search?q=Men%20Sneakers");
    expect(groups.some((group) => group.title === "Brands")).toBe(false);
  });

  it("name brands whose name holds a typed word", () => {
    const brands = buildSuggestions(catalog, "weave").find((group) => group.title === "Brands");
    expect(brands?.list).toEqual([{ type: "Brand", value: "Weave Co", url: "/wc" }]);
  });

  it("stay within the parent brand or legal brand name on the brand journey", () => {
    const ids = (parentBrand: string) =>
      buildSuggestions(catalog, "kurta", brandJourneyMask(catalog, parentBrand))
        .flatMap((group) => group.list)
        .flatMap((item) => (item.baseProductId ? [item.baseProductId] : []))
        .sort((a, b) => a - b);
    expect(ids("Mill Group")).toEqual([1, 2, 10]);
    expect(ids("weave co kids")).toEqual([8]);
    expect(ids("No Such Brand")).toEqual([]);
  });

  it("are empty when nothing matches", () => {
    expect(buildSuggestions(catalog, "xyzzy")).toEqual([]);
  });
});
