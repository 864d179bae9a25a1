import type { FilterGroup, ListingResponse, ProductCard } from "@odin/contracts";
import type { ListingPageData } from "../features/listing/load-listing";

/** Test data: a listing of `shown` styles out of `total`, with every kind of filter. */
export function card(styleId: number): ProductCard {
  return {
    styleId,
    styleName: `Style ${styleId}`,
    brand: "Northwind",
    url: `/style-${styleId}-NW${String(styleId).padStart(8, "0")}`,
    images: { thumbnail: `/t/${styleId}.webp`, medium: `/m/${styleId}.webp`, large: `/l/${styleId}.webp` },
    colour: "Red",
    colorCode: "#c00000",
    mrp: 199900,
    price: 149900,
    discountInPercentage: 25,
    isNew: false,
    inStock: true,
  };
}

const group = (
  filterType: FilterGroup["filterType"],
  displayName: string,
  values: [string, number, boolean?][],
  extra: Partial<FilterGroup> = {},
): FilterGroup => ({
  filterType,
  displayName,
  selection: "multi",
  list: values.map(([value, count, selected = false]) => ({ displayName: value, value, count, selected })),
  selectedCount: values.filter(([, , selected]) => selected).length,
  ...extra,
});

export function fixtureListing(overrides: Partial<ListingResponse> = {}): ListingResponse {
  const colours = group("f-co", "Color", [
    ["Red", 12, true],
    ["Blue", 7],
    ["Green", 0],
  ]);
  for (const item of colours.list) item.colorCode = item.value === "Red" ? "#c00000" : "#0000c0";
  return {
    styles: { styleList: Array.from({ length: 24 }, (_, index) => card(index + 1)) },
    totalElements: 60,
    currentPage: 1,
    totalPages: 3,
    pageSize: 24,
    filters: {
      filterBy: [
        group("f-br", "Brand", [
          ["Northwind", 30],
          ["Ursa", 30],
        ]),
        colours,
        group("f-pr", "Price", [
          ["500-999", 20],
          ["1000-1499", 40],
        ]),
        group("f-oc", "Occasion", [["Casual", 60]]),
        group("f-pro", "Offers", [["FLAT50", 5]]),
        group("r", "Rating", [["4", 10]], { selection: "single" }),
        group("p-dl", "Delivery Time", [["same-day", 3]], { selection: "single" }),
      ],
    },
    selectedFilters: [{ key: "f-co", value: "Red", displayName: "Red" }],
    sorts: [
      { value: "popularity", displayName: "Popularity", selected: true },
      { value: "newest", displayName: "What's New", selected: false },
    ],
    title: "All Products",
    ...overrides,
  };
}

export function fixturePage(overrides: Partial<ListingPageData> = {}): ListingPageData {
  return {
    listing: fixtureListing(),
    path: "/products",
    search: "?f-co=Red",
    deeplinkurl: "/products?f-co=Red",
    origin: "https://shop.example",
    breadcrumbs: [
      { breadcrumbText: "Home", breadcrumbUrl: "/" },
      { breadcrumbText: "All Products", breadcrumbUrl: "/products" },
    ],
    image: "/l/1.webp",
    priceDraft: { min: "", max: "" },
    personalised: false,
    favouredStyleIds: [],
    ...overrides,
  };
}
