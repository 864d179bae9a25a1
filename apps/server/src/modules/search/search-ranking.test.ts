import { describe, expect, it } from "vitest";
import { searchFixture } from "../../testing/search-fixture";

const { catalog, search } = searchFixture();

const found = (text: string) => [...search.match(text).order].map((slot) => catalog.col.ids[slot] as number);

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

describe("suggestions", () => {
  it("complete the word being typed into styles with image, brand and base product, and categories", () => {
    const groups = search.suggest("sneak");
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
    const brands = search.suggest("weave").find((group) => group.title === "Brands");
    expect(brands?.list).toEqual([{ type: "Brand", value: "Weave Co", url: "/wc" }]);
  });

  it("stay within the parent brand or legal brand name on the brand journey", () => {
    const ids = (parentBrand: string) =>
      search
        .suggest("kurta", parentBrand)
        .flatMap((group) => group.list)
        .flatMap((item) => (item.baseProductId ? [item.baseProductId] : []))
        .sort((a, b) => a - b);
    expect(ids("Mill Group")).toEqual([1, 2, 10]);
    expect(ids("weave co kids")).toEqual([8]);
    expect(ids("No Such Brand")).toEqual([]);
  });

  it("are empty when nothing matches", () => {
    expect(search.suggest("xyzzy")).toEqual([]);
  });
});
