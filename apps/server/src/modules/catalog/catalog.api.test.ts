import { carouselResponse, STYLE_PATH_PATTERN } from "@odin/contracts";
import { schema } from "@odin/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/api-fixture";
import { CLIENT_HEADERS } from "../../testing/test-app";

const test = useTestApp();

async function carousel(query: string, limit = 20) {
  const response = await test.app.inject({
    method: "POST",
    url: "/api/v2/carousel",
    headers: CLIENT_HEADERS,
    payload: { query, limit },
  });
  expect(response.statusCode).toBe(200);
  return carouselResponse.parse(response.json());
}

describe("POST /api/v2/carousel", () => {
  it("returns at most the asked number of product cards with prices in paise and style addresses", async () => {
    const body = await carousel("", 8);
    expect(body.styles.styleList).toHaveLength(8);
    expect(body.totalElements).toBeGreaterThan(8);
    for (const card of body.styles.styleList) {
      expect(card.url).toMatch(STYLE_PATH_PATTERN);
      expect(card.price).toBeLessThanOrEqual(card.mrp);
      expect(card.images.medium).toMatch(/^\/img\//);
    }
  });

  it("answers an empty list and a zero count when nothing matches", async () => {
    const body = await carousel("f-br=no-such-brand");
    expect(body).toEqual({ styles: { styleList: [] }, totalElements: 0 });
  });

  it("keeps only new arrivals, newest first, for na", async () => {
    const body = await carousel("na&sort=newest");
    expect(body.styles.styleList.every((card) => card.isNew)).toBe(true);
  });

  it("keeps only the brands asked for with f-br (values joined by --)", async () => {
    const brands = await test.database.db
      .select({ id: schema.brands.id, code: schema.brands.code, name: schema.brands.name })
      .from(schema.brands)
      .where(eq(schema.brands.code, "nw"));
    const body = await carousel("f-br=nw--us");
    const names = new Set(body.styles.styleList.map((card) => card.brand));
    expect(names.size).toBeGreaterThan(0);
    expect(names.has(brands[0]?.name ?? "")).toBe(true);
    expect([...names].length).toBeLessThanOrEqual(2);
  });

  it("sorts by price when asked", async () => {
    const prices = (await carousel("sort=price_asc")).styles.styleList
      .filter((card) => card.inStock)
      .map((card) => card.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("shows a price change in the next answer", async () => {
    const [first] = (await carousel("sort=price_desc", 1)).styles.styleList;
    if (!first) throw new Error("the test catalog has no styles");
    const byId = eq(schema.styles.id, first.styleId);
    await test.database.db
      .update(schema.styles)
      .set({ price: first.price + 100 })
      .where(byId);
    try {
      const [again] = (await carousel("sort=price_desc", 1)).styles.styleList;
      expect(again?.price).toBe(first.price + 100);
    } finally {
      await test.database.db.update(schema.styles).set({ price: first.price }).where(byId);
    }
  });
});
