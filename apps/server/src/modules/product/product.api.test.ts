import { BAG, type ProductDetail, productDetail, sizeChart, styleListResponse } from "@odin/contracts";
import { queryRows } from "@odin/db";
import { type SQL, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/api-fixture";
import { CLIENT_HEADERS } from "../../testing/test-app";

const test = useTestApp();

const post = (url: string, payload: object) =>
  test.app.inject({ method: "POST", url, headers: CLIENT_HEADERS, payload });

async function details(styleId: number): Promise<ProductDetail> {
  const response = await post("/api/product/details", { styleId });
  expect(response.statusCode).toBe(200);
  return productDetail.parse(response.json());
}

/** The first style (by id) matching a condition on `s` (styles). */
async function styleWhere(condition: SQL): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    test.database.db,
    sql`select s.id from styles s where ${condition} order by s.id limit 1`,
  );
  if (!row) throw new Error("the test catalog has no such style");
  return row.id;
}

const db = () => test.database.db;

/** Sets every stock row of a style to zero; the returned function puts the quantities back. */
async function sellOut(styleId: number): Promise<() => Promise<void>> {
  const rows = await queryRows<{ sku_id: number; fc_id: number; quantity: number }>(
    db(),
    sql`select q.sku_id, q.fc_id, q.quantity from stock q join skus k on k.id = q.sku_id where k.style_id = ${styleId}`,
  );
  await db().execute(
    sql`update stock set quantity = 0 where sku_id in (select id from skus where style_id = ${styleId})`,
  );
  return async () => {
    for (const row of rows) {
      await db().execute(
        sql`update stock set quantity = ${row.quantity} where sku_id = ${row.sku_id} and fc_id = ${row.fc_id}`,
      );
    }
  };
}

describe("POST /api/product/details", () => {
  it("returns the style with brand, sizes, stock, colourways, rating and breadcrumbs", async () => {
    const styleId = await styleWhere(
      sql`s.article_type = 'kurtas' and s.gender = 'Women' and cardinality(s.image_views) = 3
          and (select count(*) from styles o where o.design_code = s.design_code) > 1`,
    );
    const body = await details(styleId);
    const [style] = await queryRows<{ code: string; design_code: string; brand: string; name: string }>(
      db(),
      sql`select s.code, s.design_code, b.code as brand, s.name from styles s join brands b on b.id = s.brand_id
          where s.id = ${styleId}`,
    );
    expect(body).toMatchObject({
      styleId,
      code: style?.code,
      name: style?.name,
      brandClickableUrl: `/${style?.brand}`,
      brandDetails: { id: style?.brand },
      pcmArticleType: "kurtas",
      articleTypeName: "Kurtas",
      gender: "Women",
      videos: [],
    });
    expect(body.url.endsWith(`-${style?.code}`)).toBe(true);
    expect(body.images).toHaveLength(3);
    expect(body.images[1]?.large).toMatch(/^\/img\/p\/kurta\/[0-9a-f]{6}\/back\/large\.webp$/);

    const siblings = await queryRows<{ id: number }>(
      db(),
      sql`select id from styles where design_code = ${style?.design_code} order by id`,
    );
    expect(body.colors.map((colour) => colour.styleId)).toEqual(siblings.map((row) => row.id));
    expect(body.colors.filter((colour) => colour.selected).map((colour) => colour.styleId)).toEqual([
      styleId,
    ]);

    const stock = await queryRows<{ id: number; quantity: number }>(
      db(),
      sql`select k.id, coalesce(sum(q.quantity) filter (where q.quantity > 0), 0)::int as quantity
          from skus k left join stock q on q.sku_id = k.id where k.style_id = ${styleId}
          group by k.id order by k.position`,
    );
    // What can be bought of a size is capped at the bag's 10 per item (spec 3 §5).
    const sellable = stock.map((row) => Math.min(row.quantity, BAG.maxQuantityPerItem));
    expect(body.skus.map((sku) => [sku.skuId, sku.tenantsellableQty])).toEqual(
      stock.map((row, i) => [row.id, sellable[i]]),
    );
    expect(body.skus.every((sku) => sku.inStock === sku.tenantsellableQty > 0)).toBe(true);
    expect(body.tenantsellableQty).toBe(sellable.reduce((total, quantity) => total + quantity, 0));
    expect(body.inStock).toBe(body.tenantsellableQty > 0);

    const [rating] = await queryRows<{ average: number; count: number }>(
      db(),
      sql`select coalesce(round(avg(rating), 1), 0)::float8 as average, count(*)::int as count
          from reviews where style_id = ${styleId} and status = 'PUBLISHED'`,
    );
    const stars = await queryRows<{ rating: number; count: number }>(
      db(),
      sql`select rating, count(*)::int as count from reviews
          where style_id = ${styleId} and status = 'PUBLISHED' group by rating`,
    );
    const distribution = [1, 2, 3, 4, 5].map((n) => stars.find((row) => row.rating === n)?.count ?? 0);
    expect(body.rating).toEqual({ ...rating, distribution });

    expect(body.breadcrumbs).toEqual([
      { breadcrumbText: "Home", breadcrumbUrl: "/" },
      { breadcrumbText: "Women", breadcrumbUrl: "/women" },
      { breadcrumbText: "Women Kurtas", breadcrumbUrl: "/women-kurtas" },
      { breadcrumbText: body.name, breadcrumbUrl: body.url },
    ]);
  });

  it("carries the style's promotions, price ranges over its sizes and title-cased tags", async () => {
    const styleId = await styleWhere(
      sql`exists (select 1 from style_promotions sp where sp.style_id = s.id)`,
    );
    const body = await details(styleId);
    const promotions = await queryRows<{ code: string }>(
      db(),
      sql`select p.code from style_promotions sp join promotions p on p.id = sp.promotion_id
          where sp.style_id = ${styleId} order by p.id`,
    );
    expect(body.promotions.map((promotion) => promotion.code)).toEqual(promotions.map((row) => row.code));
    expect(body.promotions[0]?.tnc).not.toBe("");
    const prices = body.skus.map((sku) => sku.price);
    expect(body.sellingPriceRange).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
    expect(body.mrpRange.min).toBeLessThanOrEqual(body.mrpRange.max);
    for (const tag of body.productTags) {
      expect(tag.colour).toBe("black");
      expect(tag.text).toMatch(/^(NEW|(\p{Lu}[^\s]*)( \p{Lu}[^\s]*)*)$/u);
    }
  });

  it("tags a new arrival NEW", async () => {
    const body = await details(await styleWhere(sql`s.is_new`));
    expect(body.isNew).toBe(true);
    expect(body.productTags[0]).toEqual({ text: "NEW", colour: "black" });
  });

  it("shows one placeholder image set for a style without pictures", async () => {
    const body = await details(await styleWhere(sql`cardinality(s.image_views) = 0`));
    expect(body.images).toEqual([
      {
        thumbnail: "/img/placeholder/thumbnail.webp",
        medium: "/img/placeholder/medium.webp",
        large: "/img/placeholder/large.webp",
      },
    ]);
  });

  it("marks innerwear, lingerie, fragrances and beauty as not returnable", async () => {
    const body = await details(
      await styleWhere(sql`s.article_type in ('innerwear', 'lingerie', 'fragrances')`),
    );
    expect(body.returnable).toBe(false);
  });

  it("enables size mapping with its label when sizes have a tenant size", async () => {
    const body = await details(
      await styleWhere(
        sql`exists (select 1 from skus k where k.style_id = s.id and k.tenant_size is not null)`,
      ),
    );
    expect(body.sizeMappingEnabled).toBe(true);
    expect(["UK Size", "Waist (in)"]).toContain(body.tenantSizeLabel);
    expect(body.skus.every((sku) => sku.tenantSize !== undefined)).toBe(true);
  });

  it("answers 404 in the error shape for an unknown style and 400 for a malformed one", async () => {
    const unknown = await post("/api/product/details", { styleId: 999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0]).toMatchObject({ status: 404, code: "NOT_FOUND" });
    expect((await post("/api/product/details", { styleId: "abc" })).statusCode).toBe(400);
    expect((await post("/api/product/details", {})).statusCode).toBe(400);
  });

  it("shows a price or stock change in the next answer, also on the sibling colourways", async () => {
    const styleId = await styleWhere(
      sql`(select count(*) from styles o where o.design_code = s.design_code) > 1
          and exists (select 1 from skus k join stock q on q.sku_id = k.id where k.style_id = s.id and q.quantity > 0)`,
    );
    const before = await details(styleId);
    const sibling = before.colors.find((colour) => !colour.selected)?.styleId ?? 0;
    const siblingBefore = await details(sibling);
    const [sku] = before.skus;
    if (!sku) throw new Error("style without sizes");
    let restoreStock = async () => {};
    // Cached now: the same answer twice.
    expect(await details(styleId)).toEqual(before);
    try {
      await db().execute(sql`update skus set price = price - 100 where id = ${sku.skuId}`);
      await db().execute(sql`update styles set price = price - 100 where id = ${styleId}`);
      const repriced = await details(styleId);
      expect(repriced.price).toBe(before.price - 100);
      expect(repriced.skus[0]?.price).toBe(sku.price - 100);
      expect(repriced.sellingPriceRange.min).toBe(Math.min(...before.skus.map((s) => s.price)) - 100);

      restoreStock = await sellOut(styleId);
      const soldOut = await details(styleId);
      expect(soldOut.inStock).toBe(false);
      expect(soldOut.tenantsellableQty).toBe(0);
      expect(soldOut.skus.every((s) => !s.inStock)).toBe(true);
      const siblingAfter = await details(sibling);
      expect(siblingBefore.colors.find((colour) => colour.styleId === styleId)?.inStock).toBe(true);
      expect(siblingAfter.colors.find((colour) => colour.styleId === styleId)?.inStock).toBe(false);
    } finally {
      await db().execute(sql`update skus set price = ${sku.price} where id = ${sku.skuId}`);
      await db().execute(sql`update styles set price = ${before.price} where id = ${styleId}`);
      await restoreStock();
    }
    expect(await details(styleId)).toEqual(before);
  });
});

describe("POST /api/product/multipleStyles and /recentlyViewedStyles", () => {
  it.each(["/api/product/multipleStyles", "/api/product/recentlyViewedStyles"])(
    "%s returns cards in the order asked, skipping unknown ids",
    async (url) => {
      const ids = (
        await queryRows<{ id: number }>(db(), sql`select id from styles order by id desc limit 3`)
      ).map((row) => row.id);
      const asked = [ids[1], 42, ids[0], ids[2]] as number[];
      const response = await post(url, { styleIds: asked });
      expect(response.statusCode).toBe(200);
      const cards = styleListResponse.parse(response.json()).styles.styleList;
      expect(cards.map((card) => card.styleId)).toEqual([ids[1], ids[0], ids[2]]);
      expect(cards[0]?.url).toMatch(/-[A-Z0-9]{10,11}$/);
    },
  );

  it("refuses more than 50 ids", async () => {
    const styleIds = Array.from({ length: 51 }, (_, i) => 1_000_001 + i);
    expect((await post("/api/product/multipleStyles", { styleIds })).statusCode).toBe(400);
  });
});

describe("POST /api/product/similarStyles", () => {
  it("returns in-stock styles of the same article type and gender, other designs, nearest in price", async () => {
    const styleId = await styleWhere(
      sql`(select count(distinct o.design_code) from styles o
           where o.gender = s.gender and o.article_type = s.article_type) >= 6`,
    );
    const response = await post("/api/product/similarStyles", { styleId, limit: 4 });
    expect(response.statusCode).toBe(200);
    const cards = styleListResponse.parse(response.json()).styles.styleList;
    expect(cards.length).toBe(4);
    const rows = await queryRows<{
      id: number;
      article_type: string;
      gender: string;
      design_code: string;
      price: number;
    }>(
      db(),
      sql`select id, article_type, gender, design_code, price from styles
          where id = any(${`{${[styleId, ...cards.map((card) => card.styleId)].join(",")}}`}::int[])`,
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    const self = byId.get(styleId);
    const gaps = cards.map((card) => {
      const row = byId.get(card.styleId);
      expect(row).toMatchObject({ article_type: self?.article_type, gender: self?.gender });
      expect(row?.design_code).not.toBe(self?.design_code);
      expect(card.inStock).toBe(true);
      return Math.abs((row?.price ?? 0) - (self?.price ?? 0));
    });
    expect(gaps).toEqual([...gaps].sort((a, b) => a - b));

    const nearest = cards[0]?.styleId ?? 0;
    const restoreStock = await sellOut(nearest);
    try {
      const again = styleListResponse.parse(
        (await post("/api/product/similarStyles", { styleId, limit: 4 })).json(),
      );
      expect(again.styles.styleList.map((card) => card.styleId)).not.toContain(nearest);
      expect(again.styles.styleList.map((card) => card.styleId).slice(0, 3)).toEqual(
        cards.slice(1).map((card) => card.styleId),
      );
    } finally {
      await restoreStock();
    }
  });

  it("has none for an unknown style", async () => {
    const response = await post("/api/product/similarStyles", { styleId: 42 });
    expect(response.json()).toEqual({ styles: { styleList: [] } });
  });
});

describe("GET /api/sizeCharts/:id", () => {
  it("returns readable headings and one row per size", async () => {
    const response = await test.app.inject({ url: "/api/sizeCharts/1", headers: CLIENT_HEADERS });
    expect(response.statusCode).toBe(200);
    const chart = sizeChart.parse(response.json());
    expect(chart.headers).toEqual(["Size", "Chest (cm)", "Waist (cm)", "Length (cm)"]);
    expect(chart.rows.map((row) => row[0])).toEqual(["XS", "S", "M", "L", "XL", "XXL"]);
    expect(chart.unit).toBe("cm");
  });

  it("answers 404 for an unknown chart and 400 for a malformed id", async () => {
    const unknown = await test.app.inject({ url: "/api/sizeCharts/999", headers: CLIENT_HEADERS });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].code).toBe("NOT_FOUND");
    expect((await test.app.inject({ url: "/api/sizeCharts/abc", headers: CLIENT_HEADERS })).statusCode).toBe(
      400,
    );
  });
});

describe("OpenAPI", () => {
  it("describes the product and delivery routes", async () => {
    const document = (await test.app.inject({ url: "/api/openapi.json" })).json();
    for (const [method, path] of [
      ["post", "/api/product/details"],
      ["post", "/api/product/multipleStyles"],
      ["post", "/api/product/recentlyViewedStyles"],
      ["post", "/api/product/similarStyles"],
      ["get", "/api/sizeCharts/{id}"],
      ["get", "/api/shipping/pincodeDetails"],
      ["get", "/api/delivery_info"],
      ["post", "/api/shipping/v3/stores"],
    ] as const) {
      const operation = document.paths[path]?.[method];
      expect(operation?.responses?.["200"], `${method} ${path}`).toBeDefined();
      expect(
        method === "get" ? operation?.parameters : operation?.requestBody,
        `${method} ${path}`,
      ).toBeDefined();
    }
  });
});
