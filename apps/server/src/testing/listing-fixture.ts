import type { CentreRef, PageRouteRef, StyleExtras, StyleRow } from "../modules/catalog/catalog.repo";
import { CatalogIndex } from "../modules/catalog/catalog-index";

/**
 * A hand-built catalog of eight styles whose facet counts are worked out by hand in
 * listing-builder.test.ts. Prices in rupees here; the index stores paise.
 */
const STYLES: [
  id: number,
  brand: number,
  colour: string,
  occasion: string,
  rupees: number,
  gender: string,
  article: string,
  flags: string,
  popularity: number,
][] = [
  [1, 1, "Red", "Casual", 499, "Women", "kurtas", "new", 90],
  [2, 1, "Red", "Festive", 1299, "Women", "kurtas", "sale", 80],
  [3, 1, "Blue", "Casual", 799, "Women", "tops", "", 70],
  [4, 2, "Blue", "Casual", 1999, "Men", "shirts", "", 60],
  [5, 2, "Black", "Formal", 2599, "Men", "shirts", "new", 50],
  [6, 2, "Red", "Party", 5499, "Women", "dresses", "sale", 40],
  [7, 1, "Green", "Festive", 999, "Women", "kurtas", "", 30],
  [8, 2, "Black", "Casual", 3499, "Men", "jeans", "", 20],
];

const CODES: Record<string, string> = { Red: "#c62828", Blue: "#1565c0", Black: "#212121", Green: "#2e7d32" };

/** Bengaluru warehouse (same day), a Bengaluru store 1.8 km from the shopper, a Delhi warehouse. */
export const FIXTURE_CENTRES: CentreRef[] = [
  {
    id: 1,
    code: "WH-BLR",
    kind: "warehouse",
    name: "Bengaluru Warehouse",
    city: "Bengaluru",
    latitude: 12.9716,
    longitude: 77.5946,
    sameDayCapable: true,
    storeLocatorEnabled: false,
  },
  {
    id: 2,
    code: "ST-BLR-1",
    kind: "store",
    name: "Nova Weave MG Road",
    city: "Bengaluru",
    latitude: 12.9755,
    longitude: 77.6101,
    sameDayCapable: false,
    storeLocatorEnabled: true,
  },
  {
    id: 3,
    code: "WH-DEL",
    kind: "warehouse",
    name: "Delhi Warehouse",
    city: "Delhi",
    latitude: 28.6139,
    longitude: 77.209,
    sameDayCapable: true,
    storeLocatorEnabled: false,
  },
];

/** Central Bengaluru, where the fixture's shopper lives. */
export const FIXTURE_PLACE = { city: "Bengaluru", latitude: 12.9719, longitude: 77.5937 };

const EXTRAS: StyleExtras[] = [
  { styleId: 1, centres: [1, 2], promotionIds: [1], ratingAverage: 4.5, ratingCount: 3 },
  { styleId: 2, centres: [1], promotionIds: [1, 2], ratingAverage: 3.2, ratingCount: 5 },
  { styleId: 3, centres: [3], promotionIds: null, ratingAverage: null, ratingCount: null },
  { styleId: 4, centres: [2], promotionIds: null, ratingAverage: 4, ratingCount: 1 },
  { styleId: 5, centres: [3], promotionIds: null, ratingAverage: 2.5, ratingCount: 2 },
  { styleId: 6, centres: [1], promotionIds: [2], ratingAverage: 4.8, ratingCount: 9 },
  { styleId: 8, centres: [1, 3], promotionIds: [2], ratingAverage: null, ratingCount: null },
];

export const FIXTURE_ROUTES: ReadonlyMap<string, PageRouteRef> = new Map(
  [
    {
      path: "/women-kurtas",
      type: "Collection",
      title: "Women Kurtas",
      reference: "gender=Women&article=kurtas",
    },
    { path: "/new-in", type: "ProductListBanner", title: "New In", reference: "na&sort=newest" },
    { path: "/nw", type: "Brand", title: "Nova Weave", reference: "nw" },
  ].map((route) => [route.path, route]),
);

function styleRow([
  id,
  brand,
  colour,
  occasion,
  rupees,
  gender,
  article,
  flags,
  popularity,
]: (typeof STYLES)[number]): StyleRow {
  return {
    id,
    code: `FX${String(id).padStart(9, "0")}`,
    slug: `fixture-${colour.toLowerCase()}-${article}`,
    name: `${colour} ${occasion} ${article}`,
    brandId: brand,
    gender,
    articleType: article,
    colour,
    colourCode: CODES[colour] ?? "#000000",
    occasion,
    mrp: rupees * 200,
    price: rupees * 100,
    discountPercent: 50,
    isNew: flags === "new",
    onSale: flags === "sale",
    popularity,
    createdAt: Date.UTC(2026, 0, id),
    imageViews: ["front"],
    photos: null,
    tags: [],
  };
}

/** The rows the hand-built catalog is made of. */
export function fixtureRows() {
  return {
    brands: [
      {
        id: 1,
        code: "nw",
        name: "Nova Weave",
        legalBrandNames: ["Nova Weave Apparel Pvt Ltd"],
        parentBrand: "Odin Retail",
      },
      {
        id: 2,
        code: "us",
        name: "Urban Stride",
        legalBrandNames: ["Urban Stride Lifestyle Ltd"],
        parentBrand: "Odin Retail",
      },
    ],
    promotions: [
      { id: 1, code: "FLAT70", displayDiscount: "Flat 70% off" },
      { id: 2, code: "BUY2GET1", displayDiscount: "Buy 2 Get 1 Free" },
    ],
    centres: FIXTURE_CENTRES,
    styles: STYLES.map(styleRow),
    extras: EXTRAS,
  };
}

export function fixtureIndex(): CatalogIndex {
  return CatalogIndex.fromRows(fixtureRows());
}
