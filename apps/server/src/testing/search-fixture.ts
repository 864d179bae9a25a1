import type { StyleRow } from "../modules/catalog/catalog.repo";
import { CatalogIndex } from "../modules/catalog/catalog-index";
import { createSearchEngine } from "../modules/search/search-engine";

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
    photos: null,
    tags: [colour.toLowerCase(), gender.toLowerCase()],
  };
}

/**
 * Ten styles of three brands for search: kurtas, kurtis, shirts, jeans, T-shirts, sneakers and
 * trousers, one out of stock, with the catalog index they fill and the search engine over it.
 */
export function searchFixture() {
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
  return { catalog, search: createSearchEngine(catalog) };
}
