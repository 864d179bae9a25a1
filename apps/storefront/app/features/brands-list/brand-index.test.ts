import { type BrandListItem, MESSAGES } from "@odin/contracts";
import { describe, expect, it } from "vitest";
import { BRAND_LETTERS, brandLetter, brandsListView, groupByLetter, letterHref } from "./brand-index";

const brand = (brandName: string, legalBrandName = brandName): BrandListItem => ({
  brandId: brandName.length,
  code: brandName.slice(0, 2).toLowerCase(),
  brandName,
  legalBrandName,
  legalBrandNames: [legalBrandName],
  brandType: "Apparel",
  parentBrand: "Odin Brands",
  wideNavigation: false,
  url: `/${brandName.slice(0, 2).toLowerCase()}`,
  productListingUrl: "/products?f-br=x",
  images: { logo: "/img/b/logo-x/000000/mobile.webp" },
});

const BRANDS = [
  brand("24 Seven"),
  brand("Aranya Looms"),
  brand("Carryall Co."),
  brand("chronoleaf"),
  brand("Neelam Weaves", "Neelam Weaves, Neelam Weaves Girls"),
];
const view = (query: string) => brandsListView(BRANDS, new URLSearchParams(query));

describe("brand letters", () => {
  it("files names under their first letter, upper-cased, and others under #", () => {
    expect(BRAND_LETTERS).toHaveLength(27);
    expect(brandLetter("chronoleaf")).toBe("C");
    expect(brandLetter("24 Seven")).toBe("#");
    expect(brandLetter("Ésprit")).toBe("#");
  });

  it("groups in A-Z order with # last", () => {
    expect(groupByLetter(BRANDS).map((group) => [group.letter, group.brands.length])).toEqual([
      ["A", 1],
      ["C", 2],
      ["N", 1],
      ["#", 1],
    ]);
    expect(letterHref("#")).toBe("/brandslist?letter=%23");
    expect(letterHref(null)).toBe("/brandslist");
  });
});

describe("brandsListView", () => {
  it("shows every letter by default (View All) and knows which letters have brands", () => {
    const all = view("");
    expect(all.letter).toBeNull();
    expect(all.groups).toHaveLength(4);
    expect(all.letters).toEqual(["A", "C", "N", "#"]);
    expect(all.error).toBeNull();
  });

  it("keeps one letter when asked, in either case, and ignores an unknown letter", () => {
    expect(view("letter=c").groups.map((group) => group.letter)).toEqual(["C"]);
    expect(view("letter=%23").groups.map((group) => group.letter)).toEqual(["#"]);
    expect(view("letter=%23").letter).toBe("#");
    expect(view("letter=Z").groups).toEqual([]);
    expect(view("letter=zz").letter).toBeNull();
  });

  it("searches brand and legal names, case-insensitively, across letters", () => {
    expect(view("q=weaves+girls").groups.flatMap((group) => group.brands.map((b) => b.brandName))).toEqual([
      "Neelam Weaves",
    ]);
    expect(view("q=AR").groups.flatMap((group) => group.brands.map((b) => b.brandName))).toEqual([
      "Aranya Looms",
      "Carryall Co.",
    ]);
    expect(view("q=zzz").groups).toEqual([]);
  });

  it("refuses an empty or invalid search with the spec's messages and shows all brands", () => {
    expect(view("q=").error).toBe(MESSAGES.brandsList.enterSomething);
    expect(view("q=+++").error).toBe(MESSAGES.brandsList.enterSomething);
    const invalid = view("q=H%26M");
    expect(invalid.error).toBe(MESSAGES.brandsList.invalidBrand);
    expect(invalid.query).toBe("H&M");
    expect(invalid.groups).toHaveLength(4);
  });
});
