import {
  autoSuggestConfig,
  autoSuggestResponse,
  type ListingResponse,
  listingResponse,
  noResultsResponse,
  PRICE_RANGES,
  searchFiltersResponse,
} from "@odin/contracts";
import { queryRows } from "@odin/db";
import { type SQL, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/api-fixture";
import { CLIENT_HEADERS } from "../../testing/test-app";

const test = useTestApp();

const post = (url: string, payload: Record<string, unknown>) =>
  test.app.inject({ method: "POST", url, headers: CLIENT_HEADERS, payload });

async function suggestions(payload: Record<string, unknown>) {
  const response = await post("/api/autoSuggestions", payload);
  expect(response.statusCode, response.body).toBe(200);
  return autoSuggestResponse.parse(response.json()).suggestions;
}

async function search(q: string, extra = ""): Promise<ListingResponse> {
  const deeplinkurl = `/search?q=${encodeURIComponent(q)}${extra}`;
  const response = await post("/api/v2/listing/products", { deeplinkurl });
  expect(response.statusCode, response.body).toBe(200);
  return listingResponse.parse(response.json());
}

/** Ids of the styles that satisfy `where` (alias s for styles, b for brands). */
async function idsWhere(where: SQL): Promise<Set<number>> {
  const rows = await queryRows<{ id: number }>(
    test.database.db,
    sql`select s.id from styles s join brands b on b.id = s.brand_id where ${where}`,
  );
  return new Set(rows.map((row) => row.id));
}

const styleIds = (groups: Awaited<ReturnType<typeof suggestions>>) =>
  groups
    .flatMap((group) => group.list)
    .flatMap((item) => (item.type === "Style" ? [item.baseProductId] : []));

describe("POST /api/autoSuggestions", () => {
  it("refuses terms shorter than 3 characters and terms with markup or script", async () => {
    for (const suggestionTerm of ["je", "  je  ", "<b>jeans</b>", "jeans onclick=alert(1)", "javascript:x"]) {
      const response = await post("/api/autoSuggestions", { suggestionTerm });
      expect(response.statusCode, suggestionTerm).toBe(400);
      expect(response.json().errors[0]).toMatchObject({ status: 400, code: "VALIDATION_FAILED" });
    }
    expect((await post("/api/autoSuggestions", { suggestionTerm: "jea" })).statusCode).toBe(200);
  });

  it("completes a word into styles with image, brand and base product, in titled groups", async () => {
    const groups = await suggestions({ suggestionTerm: "jea" });
    const jeans = await idsWhere(sql`s.article_type = 'jeans'`);
    const styles = groups.find((group) => group.title === "Products")?.list ?? [];
    expect(styles.length).toBeGreaterThan(0);
    for (const item of styles) {
      expect(jeans.has(item.baseProductId ?? 0), item.value).toBe(true);
      expect(item).toMatchObject({ type: "Style", baseProduct: item.value });
      expect(item.image).toMatch(/^\/img\//);
      expect(item.brand).toBeTruthy();
    }
    const categories = groups.find((group) => group.title === "Categories")?.list ?? [];
    expect(categories[0]?.value).toMatch(/^Jeans for /);
    expect(categories[0]?.url).toMatch(/^\/search\?q=/);
  });

  it("tolerates typos such as jens, tshrt and snekers", async () => {
    const cases: [string, SQL][] = [
      ["jens", sql`s.article_type = 'jeans'`],
      ["tshrt", sql`s.article_type in ('tshirts', 'kids-tshirts')`],
      ["snekers", sql`s.article_type = 'sneakers'`],
    ];
    for (const [suggestionTerm, where] of cases) {
      const expected = await idsWhere(where);
      const ids = styleIds(await suggestions({ suggestionTerm }));
      expect(ids.length, suggestionTerm).toBeGreaterThan(0);
      for (const id of ids) expect(expected.has(id ?? 0), suggestionTerm).toBe(true);
    }
  });

  it("names a brand spelled out, and stays within the parent brand on the brand journey", async () => {
    const brands = (await suggestions({ suggestionTerm: "flint mills" })).find(
      (group) => group.title === "Brands",
    );
    expect(brands?.list[0]).toEqual({ type: "Brand", value: "Flint Mills", url: "/fm" });

    const bluewater = await idsWhere(sql`b.parent_brand = 'Bluewater Apparel'`);
    const journey = styleIds(
      await suggestions({ suggestionTerm: "shirt", isBrandJourney: true, parentBrand: "Bluewater Apparel" }),
    );
    expect(journey.length).toBeGreaterThan(0);
    for (const id of journey) expect(bluewater.has(id ?? 0)).toBe(true);
    const elsewhere = styleIds(await suggestions({ suggestionTerm: "shirt" }));
    expect(elsewhere.some((id) => !bluewater.has(id ?? 0))).toBe(true);

    const neelam = await idsWhere(sql`b.code = 'nw'`);
    const legal = styleIds(
      await suggestions({
        suggestionTerm: "kurti",
        isBrandJourney: true,
        parentBrand: "Neelam Weaves Girls",
      }),
    );
    expect(legal.length).toBeGreaterThan(0);
    for (const id of legal) expect(neelam.has(id ?? 0)).toBe(true);
  });

  it("answers an empty list when nothing matches", async () => {
    expect(await suggestions({ suggestionTerm: "qqxyzzyqq" })).toEqual([]);
  });
});

describe("GET /api/autoSuggestions/config", () => {
  it("turns suggestions on for the web channel by default", async () => {
    const response = await test.app.inject({ method: "GET", url: "/api/autoSuggestions/config" });
    expect(response.statusCode).toBe(200);
    const config = autoSuggestConfig.parse(response.json());
    expect(config.tenantID).toBe("odin");
    expect(config.bucket_data.channels.web).toBe("true");
    expect(config.bucket_data.channels.mweb).toBe("false");
  });
});

describe("GET /api/search/filters", () => {
  it("offers the catalog's colours with their codes, the price ranges, occasions and brands", async () => {
    const response = await test.app.inject({ method: "GET", url: "/api/search/filters" });
    expect(response.statusCode).toBe(200);
    const filters = searchFiltersResponse.parse(response.json());
    const colours = await queryRows<{ colour: string; code: string }>(
      test.database.db,
      sql`select distinct colour, colour_code as code from styles`,
    );
    expect(filters.colours.map((option) => option.value).sort()).toEqual(
      colours.map((row) => row.colour).sort(),
    );
    for (const row of colours) {
      expect(filters.colours.find((option) => option.value === row.colour)?.colorCode).toBe(row.code);
    }
    expect(filters.prices[0]).toEqual({ displayName: "Below ₹500", value: "0-499" });
    expect(filters.prices.length).toBeLessThanOrEqual(PRICE_RANGES.length);
    const occasions = await queryRows<{ occasion: string }>(
      test.database.db,
      sql`select distinct occasion from styles`,
    );
    expect(filters.occasions.map((option) => option.value).sort()).toEqual(
      occasions.map((row) => row.occasion).sort(),
    );
    const brands = await queryRows<{ code: string }>(
      test.database.db,
      sql`select distinct b.code from brands b join styles s on s.brand_id = b.id`,
    );
    expect(filters.brands.map((option) => option.value).sort()).toEqual(brands.map((row) => row.code).sort());
    expect(filters.brands.find((option) => option.value === "nw")?.displayName).toBe("Neelam Weaves");
  });
});

describe("POST /api/search/noResults", () => {
  it("suggests 20 popular styles in stock by default, or the size asked for", async () => {
    const response = await post("/api/search/noResults", {});
    expect(response.statusCode).toBe(200);
    const list = noResultsResponse.parse(response.json()).styles.styleList;
    expect(list).toHaveLength(20);
    expect(list.every((card) => card.inStock)).toBe(true);
    const popularity = await queryRows<{ id: number; popularity: number }>(
      test.database.db,
      sql`select id, popularity from styles where id = any(${`{${list.map((card) => card.styleId).join(",")}}`}::int[])`,
    );
    const byId = new Map(popularity.map((row) => [row.id, row.popularity]));
    const values = list.map((card) => byId.get(card.styleId) ?? -1);
    expect(values).toEqual([...values].sort((a, b) => b - a));

    const five = await post("/api/search/noResults", { size: 5 });
    expect(noResultsResponse.parse(five.json()).styles.styleList).toHaveLength(5);
    expect((await post("/api/search/noResults", { size: 0 })).statusCode).toBe(400);
  });
});

describe("search results (POST /api/v2/listing/products with /search?q=)", () => {
  it("answers /search like /products, typos and synonyms included", async () => {
    const jeans = await idsWhere(sql`s.article_type = 'jeans'`);
    const answer = await search("jens");
    expect(answer.totalElements).toBeGreaterThanOrEqual(jeans.size);
    for (const card of answer.styles.styleList.slice(0, Math.min(10, jeans.size))) {
      expect(jeans.has(card.styleId), card.styleName).toBe(true);
    }
    const products = await post("/api/v2/listing/products", { deeplinkurl: "/products?q=jens" });
    expect(listingResponse.parse(products.json()).totalElements).toBe(answer.totalElements);

    const trousers = await idsWhere(sql`s.article_type = 'trousers'`);
    const pants = await search("pants");
    expect(pants.totalElements).toBe(trousers.size);
    for (const card of pants.styles.styleList) expect(trousers.has(card.styleId)).toBe(true);
  });

  it("puts the brand first when its name is spelled out", async () => {
    const flint = await idsWhere(sql`b.code = 'fm'`);
    const answer = await search("flint mills");
    const page = answer.styles.styleList.slice(0, Math.min(answer.styles.styleList.length, flint.size));
    expect(page.length).toBeGreaterThan(0);
    for (const card of page) expect(flint.has(card.styleId)).toBe(true);
  });

  it("keeps relevance order unless a sort is chosen", async () => {
    const relevance = await search("red shirt");
    expect(relevance.sorts.some((sort) => sort.selected)).toBe(false);
    const redShirts = await idsWhere(sql`s.article_type = 'shirts' and s.colour = 'Red'`);
    expect(redShirts.has(relevance.styles.styleList[0]?.styleId ?? 0)).toBe(true);
    const cheapest = await search("red shirt", "&sort=price_asc");
    expect(cheapest.totalElements).toBe(relevance.totalElements);
    const inStock = cheapest.styles.styleList.filter((card) => card.inStock).map((card) => card.price);
    expect(inStock).toEqual([...inStock].sort((a, b) => a - b));
  });

  it("shows a price change, a sell-out and a renamed style in the next answer, sold-out styles last", async () => {
    const db = test.database.db;
    const before = await search("tshirt");
    const top = before.styles.styleList[0];
    if (!top) throw new Error("no t-shirts in the test catalog");
    const saved = await queryRows<{ skuId: number; fcId: number; quantity: number }>(
      db,
      sql`select st.sku_id as "skuId", st.fc_id as "fcId", st.quantity from stock st
          join skus k on k.id = st.sku_id where k.style_id = ${top.styleId}`,
    );
    const [named] = await queryRows<{ name: string }>(
      db,
      sql`select name from styles where id = ${top.styleId}`,
    );
    try {
      await db.execute(sql`update styles set price = price - 1 where id = ${top.styleId}`);
      expect((await search("tshirt")).styles.styleList[0]).toMatchObject({
        styleId: top.styleId,
        price: top.price - 1,
      });

      await db.execute(
        sql`update stock set quantity = 0 where sku_id in (select id from skus where style_id = ${top.styleId})`,
      );
      const soldOut = await search("tshirt");
      expect(soldOut.totalElements).toBe(before.totalElements);
      const list = soldOut.styles.styleList;
      expect(list[0]?.styleId).not.toBe(top.styleId);
      const at = list.findIndex((card) => card.styleId === top.styleId);
      if (at !== -1) expect(list.slice(at).every((card) => !card.inStock)).toBe(true);

      expect((await search("zanzibar")).totalElements).toBe(0);
      await db.execute(sql`update styles set name = 'Zanzibar ' || name where id = ${top.styleId}`);
      expect((await search("zanzibar")).styles.styleList.map((card) => card.styleId)).toEqual([top.styleId]);
    } finally {
      await db.execute(
        sql`update styles set price = price + 1, name = ${named?.name} where id = ${top.styleId}`,
      );
      for (const row of saved) {
        await db.execute(
          sql`update stock set quantity = ${row.quantity} where sku_id = ${row.skuId} and fc_id = ${row.fcId}`,
        );
      }
    }
    expect((await search("zanzibar")).totalElements).toBe(0);
    expect((await search("tshirt")).styles.styleList[0]).toEqual(top);
  });
});
