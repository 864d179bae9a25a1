import {
  type FilterGroup,
  type ListingResponse,
  listingResponse,
  MESSAGES,
  omniResponse,
} from "@odin/contracts";
import { describe, expect, it } from "vitest";
import {
  FIXTURE_CENTRES,
  FIXTURE_PLACE,
  FIXTURE_ROUTES,
  fixtureIndex,
  fixtureRows,
} from "../../testing/listing-fixture";
import { createSearchEngine } from "../search/search-engine";
import type { StyleExtras, StyleRow } from "./catalog.repo";
import { CatalogIndex, type PricedChange } from "./catalog-index";
import { placeContext } from "./delivery-context";
import {
  buildCarousel,
  buildListing,
  buildOmni,
  canTakeInPrices,
  type ListingInputs,
  type ListingParts,
  listingOf,
  listingParts,
  takeInPrices,
} from "./listing-builder";

const catalog = fixtureIndex();
const inputs: ListingInputs = {
  catalog,
  search: createSearchEngine(catalog),
  routes: FIXTURE_ROUTES,
  place: null,
};
const nearBengaluru = placeContext(FIXTURE_PLACE, FIXTURE_CENTRES);

function listing(deeplinkurl: string, place = inputs.place): ListingResponse {
  const outcome = buildListing(
    { ...inputs, place },
    { deeplinkurl, ...(place ? { pincode: "560001" } : {}) },
  );
  if (!outcome.ok) throw new Error(outcome.problem.detail);
  return listingResponse.parse(outcome.value);
}

const ids = (answer: ListingResponse) => answer.styles.styleList.map((card) => card.styleId);
const group = (answer: ListingResponse, type: FilterGroup["filterType"]) =>
  answer.filters.filterBy.find((entry) => entry.filterType === type);
/** value → count of one facet group. */
const counts = (answer: ListingResponse, type: FilterGroup["filterType"]) =>
  Object.fromEntries((group(answer, type)?.list ?? []).map((item) => [item.value, item.count]));

describe("listing facet counts on the hand-built catalog", () => {
  it("counts every value over the whole catalog when nothing is chosen", () => {
    const answer = listing("/products");
    expect(answer.totalElements).toBe(8);
    expect(counts(answer, "f-co")).toEqual({ Red: 3, Blue: 2, Black: 2, Green: 1 });
    expect(counts(answer, "f-br")).toEqual({ nw: 4, us: 4 });
    expect(counts(answer, "f-pr")).toEqual({
      "0-499": 1,
      "500-999": 2,
      "1000-1499": 1,
      "1500-1999": 1,
      "2000-2999": 1,
      "3000-4999": 1,
      "5000-1000000": 1,
    });
    expect(counts(answer, "f-oc")).toEqual({ Casual: 4, Festive: 2, Formal: 1, Party: 1 });
    expect(counts(answer, "f-pro")).toEqual({ BUY2GET1: 3, FLAT70: 2 });
    expect(counts(answer, "r")).toEqual({ "4": 3, "3": 4, "2": 5, "1": 5 });
  });

  it("counts a group against the other groups' choices but not its own", () => {
    const answer = listing("/products?f-co=Red&f-br=us");
    expect(ids(answer)).toEqual([6]);
    // Colour counts respect the brand (us: 4 Blue, 5 and 8 Black, 6 Red) ...
    expect(counts(answer, "f-co")).toEqual({ Black: 2, Blue: 1, Red: 1 });
    // ... brand counts respect the colour (Red: 1 and 2 of nw, 6 of us).
    expect(counts(answer, "f-br")).toEqual({ nw: 2, us: 1 });
    expect(counts(answer, "f-oc")).toEqual({ Party: 1 });
    expect(group(answer, "f-co")?.selectedCount).toBe(1);
    expect(group(answer, "f-co")?.list.find((item) => item.value === "Red")).toMatchObject({
      selected: true,
      colorCode: "#c62828",
    });
  });

  it("keeps a chosen value that no longer matches, so it can be undone", () => {
    const answer = listing("/products?f-co=Green&f-oc=Party");
    expect(answer.totalElements).toBe(0);
    expect(group(answer, "f-co")?.list.find((item) => item.value === "Green")).toMatchObject({
      count: 0,
      selected: true,
    });
    expect(answer.selectedFilters.map((chip) => chip.value)).toEqual(["Green", "Party"]);
  });

  it("ORs values inside a group and ANDs groups", () => {
    expect(ids(listing("/products?f-co=Red--Blue&f-oc=Casual"))).toEqual([1, 3, 4]);
    expect(listing("/products?f-pr=0-499--500-999").totalElements).toBe(3);
    expect(ids(listing("/products?f-pro=FLAT70--BUY2GET1&sort=price_asc"))).toEqual([1, 2, 8, 6]);
  });

  it("reads the older single-dash separator", () => {
    expect(ids(listing("/products?f-br=nw-us")).length).toBe(8);
    expect(listing("/products?f-oc=Casual-Party").totalElements).toBe(5);
  });

  it("filters by a custom price range in rupees, bounds included", () => {
    expect(ids(listing("/products?cpr=1299-2599&sort=price_asc"))).toEqual([2, 4, 5]);
    const chip = listing("/products?cpr=1299-2599").selectedFilters[0];
    expect(chip).toEqual({ key: "cpr", value: "1299-2599", displayName: "₹1,299 - ₹2,599" });
  });

  it("refuses an invalid custom price with the spec's message", () => {
    const cases: [string, string][] = [
      ["/products?cpr=500", MESSAGES.priceFilter.bothRequired],
      ["/products?cpr=5a0-900", MESSAGES.priceFilter.numbersOnly],
      ["/products?cpr=0500-900", MESSAGES.priceFilter.cannotStartWithZero],
      ["/products?cpr=500-2000000", MESSAGES.priceFilter.belowLimit],
      ["/products?cpr=900-500", MESSAGES.priceFilter.maxGreaterThanMin],
    ];
    for (const [deeplinkurl, message] of cases) {
      const outcome = buildListing(inputs, { deeplinkurl });
      expect(outcome.ok).toBe(false);
      if (!outcome.ok) expect(outcome.problem).toMatchObject({ name: "invalidCustomPrice", detail: message });
    }
  });

  it("keeps styles rated at least r, new arrivals for na, sale styles for os, and search words for q", () => {
    expect(ids(listing("/products?r=4"))).toEqual([1, 4, 6]);
    expect(ids(listing("/products?na"))).toEqual([5, 1]);
    expect(ids(listing("/products?os"))).toEqual([2, 6]);
    expect(ids(listing("/products?q=Red+kurta"))).toEqual([1, 2]);
  });

  it("sorts with styles in stock first, sold-out ones last", () => {
    expect(ids(listing("/products"))).toEqual([1, 2, 3, 4, 5, 6, 8, 7]);
    expect(ids(listing("/products?sort=price_asc"))).toEqual([1, 3, 2, 4, 5, 8, 6, 7]);
    expect(ids(listing("/products?sort=price_desc"))).toEqual([6, 8, 5, 4, 2, 3, 1, 7]);
    expect(ids(listing("/products?sort=newest"))).toEqual([8, 6, 5, 4, 3, 2, 1, 7]);
    const sorts = listing("/products?sort=price_desc").sorts;
    expect(sorts.filter((sort) => sort.selected).map((sort) => sort.value)).toEqual(["price_desc"]);
  });
});

describe("listing scopes", () => {
  it("narrows a collection by its query and keeps its title", () => {
    const answer = listing("/women-kurtas?f-co=Red");
    expect(ids(answer)).toEqual([1, 2]);
    expect(answer.title).toBe("Women Kurtas");
    expect(listing("/products?cid=women-kurtas").totalElements).toBe(3);
  });

  it("uses the collection's own sort unless the address names one", () => {
    expect(ids(listing("/new-in"))).toEqual([5, 1]);
    expect(ids(listing("/new-in?sort=price_asc"))).toEqual([1, 5]);
  });

  it("fixes the brand on a brand page, leaves its group out and returns the brand details", () => {
    const answer = listing("/nw");
    expect(answer.totalElements).toBe(4);
    expect(group(answer, "f-br")).toBeUndefined();
    expect(answer.brandDetails).toEqual({
      id: "nw",
      legalBrandNames: ["Nova Weave Apparel Pvt Ltd"],
      parentBrandName: "Odin Retail",
    });
  });

  it("answers not found for an unknown collection id or address", () => {
    for (const deeplinkurl of ["/products?cid=nothing", "/no-such-page"]) {
      const outcome = buildListing(inputs, { deeplinkurl });
      expect(outcome.ok ? "found" : outcome.problem.name).toBe("unknownListing");
    }
  });
});

describe("delivery and store filters", () => {
  it("counts delivery modes and nearby stores for the shopper's pincode", () => {
    const outcome = buildOmni(
      { ...inputs, place: nearBengaluru },
      { deeplinkurl: "/products", pincode: "560001" },
    );
    if (!outcome.ok) throw new Error(outcome.problem.detail);
    const answer = omniResponse.parse(outcome.value);
    const omniCounts = (type: string) =>
      Object.fromEntries(
        (answer.filters.filterBy.find((entry) => entry.filterType === type)?.list ?? []).map((item) => [
          item.value,
          item.count,
        ]),
      );
    // Same day: stock in the same-day Bengaluru warehouse (1, 2, 6, 8). Next day: anything within
    // 400 km, so also the store's style 4. Standard: every style in stock.
    expect(omniCounts("p-dl")).toEqual({ "same-day": 4, "next-day": 5, standard: 7 });
    expect(omniCounts("p-st")).toEqual({ "ST-BLR-1": 2 });
    expect(answer.nearby_stores).toEqual([
      { code: "ST-BLR-1", name: "Nova Weave MG Road", city: "Bengaluru", distance: 1.8 },
    ]);
  });

  it("applies p-dl and p-st with the pincode", () => {
    expect(ids(listing("/products?p-dl=same-day", nearBengaluru))).toEqual([1, 2, 6, 8]);
    expect(ids(listing("/products?p-st=ST-BLR-1", nearBengaluru))).toEqual([1, 4]);
    expect(listing("/products?p-dl=same-day", nearBengaluru).pincode).toBe("560001");
  });

  it("answers not serviceable for a pincode outside the directory", () => {
    const outcome = buildOmni(inputs, { deeplinkurl: "/products", pincode: "999999" });
    expect(outcome.ok && outcome.value.serviceable).toBe(false);
  });
});

describe("carousel", () => {
  it("takes the first styles of the query without facets", () => {
    const answer = buildCarousel(inputs, "f-co=Red&sort=price_asc", 2);
    expect(answer.styles.styleList.map((card) => card.styleId)).toEqual([1, 2]);
    expect(answer.totalElements).toBe(3);
  });
});

describe("a listing taking in a change of prices and stock", () => {
  /** A catalog of 300 styles of the fixture's brands, colours and occasions, at prices in every range. */
  function generated(seed: number) {
    const rows = fixtureRows();
    let state = seed;
    const next = (below: number) => {
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
      return state % below;
    };
    const pick = <T>(values: readonly T[]) => values[next(values.length)] as T;
    const template = rows.styles[0] as StyleRow;
    const styles: StyleRow[] = Array.from({ length: 300 }, (_, at) => {
      const colour = pick(["Red", "Blue", "Black", "Green"]);
      const rupees = 100 + next(60) * 100 + pick([0, 1, 99]);
      return {
        ...template,
        id: at + 1,
        code: `GN${String(at + 1).padStart(9, "0")}`,
        brandId: 1 + next(2),
        colour,
        colourCode: colour === "Red" ? "#c62828" : "#000000",
        occasion: pick(["Casual", "Festive", "Formal", "Party"]),
        gender: pick(["Women", "Men"]),
        articleType: pick(["kurtas", "shirts", "tops"]),
        mrp: rupees * 200,
        price: rupees * 100,
        discountPercent: 50,
        isNew: next(4) === 0,
        popularity: next(100),
      };
    });
    const stockOf = (id: number): StyleExtras => ({
      styleId: id,
      centres: pick([null, [1], [1, 3], [2]]),
      promotionIds: pick([null, [1], [2]]),
      ratingAverage: pick([null, 2.5, 4.2]),
      ratingCount: 1,
    });
    const extras = styles.map((style) => stockOf(style.id));
    return { rows: { ...rows, styles, extras }, next, pick };
  }

  const URLS = [
    "/products",
    "/products?sort=price_asc",
    "/products?sort=price_desc&p=2",
    "/products?sort=discount",
    "/products?f-co=Red--Blue&sort=price_asc",
    "/products?f-br=nw&f-oc=Casual",
    "/products?f-pro=FLAT70&sort=newest",
    "/products?r=4&sort=popularity&p=3",
    "/products?na",
    "/women-kurtas?sort=price_asc",
    "/nw?f-co=Black",
    "/new-in",
    "/products?f-pr=500-999",
    "/products?cpr=1000-2500&sort=price_asc",
    "/products?os&sort=discount",
    "/products?f-pr=500-999--1000-1499&f-co=Red&sort=price_asc",
    "/products?cpr=1000-2500&f-br=nw&sort=price_desc",
    "/products?os&f-pr=1500-1999--2000-2999&f-oc=Casual",
  ];

  it("answers as a new pass over the catalog would, change after change", () => {
    const { rows, next, pick } = generated(11);
    const catalog = CatalogIndex.fromRows(rows);
    catalog.warm();
    const inputsOf = (): ListingInputs => ({
      catalog,
      search: createSearchEngine(catalog),
      routes: FIXTURE_ROUTES,
      place: null,
    });
    const partsOf = (url: string): ListingParts => {
      const parts = listingParts(inputsOf(), { deeplinkurl: url });
      if (!parts.ok) throw new Error(parts.problem.detail);
      return parts.value;
    };
    // Each address's parts as first built (or built again), and the changes it has taken in since.
    let kept = new Map(URLS.map((url) => [url, { parts: partsOf(url), changes: [] as PricedChange[] }]));
    const styles = new Map(rows.styles.map((style) => [style.id, style]));
    const extras = new Map(rows.extras.map((row) => [row.styleId, row]));
    let takenIn = 0;
    for (let round = 0; round < 12; round++) {
      const changed = [...new Set(Array.from({ length: 1 + next(40) }, () => 1 + next(300)))];
      for (const id of changed) {
        const style = styles.get(id) as StyleRow;
        const price = Math.max(100, style.price + pick([-1, 1]) * 100 * (1 + next(600)));
        const discountPercent = next(70);
        styles.set(id, {
          ...style,
          price,
          mrp: Math.max(style.mrp, price),
          discountPercent,
          onSale: discountPercent > 30,
        });
        if (next(3) === 0)
          extras.set(id, { ...(extras.get(id) as StyleExtras), centres: pick([null, [1], [3]]) });
      }
      const applied = catalog.apply(
        changed.map((id) => styles.get(id) as StyleRow),
        changed.map((id) => extras.get(id) as StyleExtras),
        changed,
      );
      expect(applied.priced, `round ${round}`).not.toBeNull();
      const priced = applied.priced as PricedChange;
      const after = new Map<string, { parts: ListingParts; changes: PricedChange[] }>();
      for (const url of URLS) {
        const fresh = buildListing(inputsOf(), { deeplinkurl: url });
        if (!fresh.ok) throw new Error(fresh.problem.detail);
        const { parts, changes } = kept.get(url) as { parts: ListingParts; changes: PricedChange[] };
        expect(canTakeInPrices(parts), url).toBe(true);
        // Every third round the answer is asked for, and kept as it then is.
        const taken = [...changes, priced];
        const shown = takeInPrices(catalog, parts, taken);
        expect(listingOf(catalog, shown), `${url}, round ${round}`).toEqual(fresh.value);
        after.set(url, round % 3 === 2 ? { parts: shown, changes: [] } : { parts, changes: taken });
        takenIn++;
      }
      kept = after;
    }
    expect(takenIn).toBe(12 * URLS.length);
  });

  it("is not offered for a change of anything else a listing filters or counts", () => {
    const { rows } = generated(5);
    const catalog = CatalogIndex.fromRows(rows);
    let style = rows.styles[0] as StyleRow;
    let extras = rows.extras[0] as StyleExtras;
    /** Each change from the one before, back again: whether both were offered as price changes. */
    const priced = (next: Partial<StyleRow>, nextExtras: Partial<StyleExtras> = {}) => {
      const there = catalog.apply([{ ...style, ...next }], [{ ...extras, ...nextExtras }], [style.id]);
      const back = catalog.apply([style], [extras], [style.id]);
      return there.priced !== null && back.priced !== null;
    };
    expect(priced({ colour: style.colour === "Red" ? "Blue" : "Red" })).toBe(false);
    expect(priced({ isNew: !style.isNew })).toBe(false);
    expect(priced({ popularity: style.popularity + 1 })).toBe(false);
    expect(priced({ name: "Another name" })).toBe(false);
    expect(priced({}, { ratingAverage: 1.5 })).toBe(false);
    expect(priced({}, { promotionIds: [1, 2] })).toBe(false);
    expect(priced({ price: style.price + 100, discountPercent: 10 }, { centres: [3] })).toBe(true);
    // Leaving the catalog, and coming back.
    expect(catalog.apply([], [], [style.id]).priced).toBeNull();
    expect(catalog.apply([style], [extras], [style.id]).priced).toBeNull();
    style = { ...style, price: style.price + 100 };
    extras = { ...extras, centres: null };
    expect(catalog.apply([style], [extras], [style.id]).priced).not.toBeNull();
  });
});
