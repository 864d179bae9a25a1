import {
  type ListingResponse,
  listingResponse,
  MESSAGES,
  omniResponse,
  type ProductCard,
} from "@odin/contracts";
import { queryRows } from "@odin/db";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/api-fixture";
import { CLIENT_HEADERS, createTestApp } from "../../testing/test-app";
import { createDeliveryService } from "../delivery/delivery.service";
import { createCatalogService } from "./catalog.service";
import { createChangeFeed } from "./change-feed";

const test = useTestApp();

async function post(url: string, payload: Record<string, unknown>) {
  return test.app.inject({ method: "POST", url, headers: CLIENT_HEADERS, payload });
}

async function listing(deeplinkurl: string, extra: Record<string, unknown> = {}): Promise<ListingResponse> {
  const response = await post("/api/v2/listing/products", { deeplinkurl, ...extra });
  expect(response.statusCode, response.body).toBe(200);
  return listingResponse.parse(response.json());
}

/** Ground truth straight from the database: how many styles match `where`. */
async function countWhere(where: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    test.database.db,
    sql`select count(*)::int as n from styles s where ${where}`,
  );
  return row?.n ?? -1;
}

const inStock = sql`exists (select 1 from skus k join stock st on st.sku_id = k.id where k.style_id = s.id and st.quantity > 0)`;

/** A catalog service of its own, its cache to itself. */
function ownCatalog() {
  const db = test.database.db;
  return createCatalogService({
    db,
    loads: async () => db,
    changes: createChangeFeed(db),
    place: createDeliveryService(db).place,
  });
}

/** Listing answers from a catalog service of its own; a failure throws. */
function serviceAnswers() {
  const catalog = ownCatalog();
  return async (deeplinkurl: string) => {
    const outcome = await catalog.listing({ deeplinkurl });
    if (!outcome.ok) throw new Error(outcome.problem.detail);
    return outcome;
  };
}

/** Runs `during` with a style's price one unit higher, then puts it back. */
async function withPriceRaised(styleId: number, during: () => Promise<void>): Promise<void> {
  const db = test.database.db;
  await db.execute(sql`update styles set price = price + 1 where id = ${styleId}`);
  try {
    await during();
  } finally {
    await db.execute(sql`update styles set price = price - 1 where id = ${styleId}`);
  }
}

/**
 * A scoped answer through two price changes: to `outsideId`, a style its scope cannot reach, it is
 * kept (while `/products`, which every style reaches, is rebuilt); to `own`, a style of its own, it
 * is rebuilt with the new price.
 */
async function expectKeptUnlessReached(
  answer: ReturnType<typeof serviceAnswers>,
  url: string,
  outsideId: number,
  own: ProductCard,
): Promise<void> {
  const held = await answer(url);
  const products = await answer("/products?sort=price_desc");
  await withPriceRaised(outsideId, async () => {
    expect(await answer("/products?sort=price_desc")).not.toBe(products);
    expect(await answer(url)).toBe(held);
  });
  const before = await answer(url);
  await withPriceRaised(own.styleId, async () => {
    const next = await answer(url);
    expect(next).not.toBe(before);
    const card = next.value.styles.styleList.find((item) => item.styleId === own.styleId);
    expect(card?.price).toBe(own.price + 1);
  });
}

describe("POST /api/v2/listing/products on the seeded catalog", () => {
  it("lists every style on /products, 24 a page, in-stock first", async () => {
    const answer = await listing("/products");
    expect(answer.totalElements).toBe(await countWhere(sql`true`));
    expect(answer.styles.styleList).toHaveLength(24);
    expect(answer.totalPages).toBe(Math.ceil(answer.totalElements / 24));
    expect(answer.title).toBe("All Products");
  });

  it("agrees with SQL for colour, brand, occasion, offers, price, new arrivals and on sale", async () => {
    const cases: [string, ReturnType<typeof sql>][] = [
      ["f-co=Red--Black", sql`s.colour in ('Red', 'Black')`],
      ["f-br=nw--us", sql`s.brand_id in (select id from brands where code in ('nw', 'us'))`],
      ["f-oc=Festive", sql`s.occasion = 'Festive'`],
      [
        "f-pro=FLAT70",
        sql`s.id in (select style_id from style_promotions sp join promotions p on p.id = sp.promotion_id where p.code = 'FLAT70')`,
      ],
      ["f-pr=1000-1499--5000-1000000", sql`(s.price between 100000 and 149999 or s.price >= 500000)`],
      ["cpr=800-1500", sql`s.price between 80000 and 150000`],
      ["na", sql`s.is_new`],
      ["os", sql`s.on_sale`],
      [
        "r=4",
        sql`(select avg(rating) from reviews r where r.style_id = s.id and r.status = 'PUBLISHED') >= 4`,
      ],
      ["f-co=Red&f-oc=Casual&os", sql`s.colour = 'Red' and s.occasion = 'Casual' and s.on_sale`],
    ];
    for (const [query, where] of cases) {
      const answer = await listing(`/products?${query}`);
      expect(answer.totalElements, query).toBe(await countWhere(where));
      expect(answer.totalElements, `${query} should match something in the test catalog`).toBeGreaterThan(0);
    }
  });

  it("gives facet counts that respect the other selected filters", async () => {
    const answer = await listing("/products?f-oc=Festive&f-co=Red");
    const colours = answer.filters.filterBy.find((group) => group.filterType === "f-co");
    const black = colours?.list.find((item) => item.value === "Black");
    expect(black?.count).toBe(await countWhere(sql`s.occasion = 'Festive' and s.colour = 'Black'`));
    const occasions = answer.filters.filterBy.find((group) => group.filterType === "f-oc");
    const party = occasions?.list.find((item) => item.value === "Party");
    expect(party?.count).toBe(await countWhere(sql`s.colour = 'Red' and s.occasion = 'Party'`));
  });

  it("sorts by price within the in-stock styles", async () => {
    const cards = (await listing("/products?sort=price_asc")).styles.styleList;
    expect(cards.every((card) => card.inStock)).toBe(true);
    const prices = cards.map((card) => card.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("puts sold-out styles after the ones in stock", async () => {
    const soldOut = await countWhere(sql`not ${inStock}`);
    expect(soldOut).toBeGreaterThan(0);
    const answer = await listing("/products?p=50");
    const firstSoldOut = answer.styles.styleList.findIndex((card) => !card.inStock);
    expect(answer.styles.styleList.slice(firstSoldOut).every((card) => !card.inStock)).toBe(true);
    expect(answer.styles.styleList.length - firstSoldOut).toBe(soldOut);
  });

  it("returns pages cumulatively: page 2 holds items 1 to 48", async () => {
    const first = await listing("/products?sort=newest");
    const second = await listing("/products?sort=newest&p=2");
    expect(second.currentPage).toBe(2);
    expect(second.styles.styleList).toHaveLength(48);
    expect(second.styles.styleList.slice(0, 24)).toEqual(first.styles.styleList);
  });

  it("resolves collections by path and by cid, and brands by path with the brand details", async () => {
    const byPath = await listing("/women-kurtas");
    expect(byPath.totalElements).toBe(
      await countWhere(sql`s.gender = 'Women' and s.article_type = 'kurtas'`),
    );
    expect(byPath.title).toBe("Women Kurtas");
    expect((await listing("/products?cid=women-kurtas")).totalElements).toBe(byPath.totalElements);
    const brand = await listing("/nw");
    expect(brand.brandDetails?.id).toBe("nw");
    expect(brand.brandDetails?.legalBrandNames.length).toBeGreaterThan(0);
    expect(brand.totalElements).toBe(
      await countWhere(sql`s.brand_id = (select id from brands where code = 'nw')`),
    );
  });

  it("answers 400 with the spec's message for an invalid custom price, 404 for an unknown page", async () => {
    const price = await post("/api/v2/listing/products", { deeplinkurl: "/products?cpr=900-500" });
    expect(price.statusCode).toBe(400);
    expect(price.json().errors[0].detail).toBe(MESSAGES.priceFilter.maxGreaterThanMin);
    const unknown = await post("/api/v2/listing/products", { deeplinkurl: "/products?cid=nothing-here" });
    expect(unknown.statusCode).toBe(404);
  });

  it("refuses a request without the module header", async () => {
    const response = await test.app.inject({
      method: "POST",
      url: "/api/v2/listing/products",
      headers: { "content-type": "application/json" },
      payload: { deeplinkurl: "/products" },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe("delivery and store filters", () => {
  /** A pincode with a store of the test catalog within 20 km. */
  async function storePincode(): Promise<{ pincode: string; storeCode: string }> {
    const [row] = await queryRows<{ pincode: string; code: string }>(
      test.database.db,
      sql`select fc.pincode, fc.code from fulfilment_centres fc
          where fc.kind = 'store' and exists (select 1 from stock st where st.fc_id = fc.id and st.quantity > 0)
          order by fc.id limit 1`,
    );
    if (!row) throw new Error("the test catalog has no store with stock");
    return { pincode: row.pincode, storeCode: row.code };
  }

  it("counts delivery modes and nearby stores through the omni call, and filters by them", async () => {
    const { pincode, storeCode } = await storePincode();
    const response = await post("/api/v2/listing/omni", { deeplinkurl: "/products", pincode });
    expect(response.statusCode, response.body).toBe(200);
    const omni = omniResponse.parse(response.json());
    expect(omni.serviceable).toBe(true);
    expect(omni.radius).toBe(20);
    const stores = omni.filters.filterBy.find((group) => group.filterType === "p-st");
    const store = stores?.list.find((item) => item.value === storeCode);
    const held = await countWhere(
      sql`exists (select 1 from skus k join stock st on st.sku_id = k.id join fulfilment_centres fc on fc.id = st.fc_id
                  where k.style_id = s.id and st.quantity > 0 and fc.code = ${storeCode})`,
    );
    expect(store?.count).toBe(held);
    const filtered = await listing(`/products?p-st=${storeCode}`, { pincode });
    expect(filtered.totalElements).toBe(held);
    const standard = omni.filters.filterBy
      .find((group) => group.filterType === "p-dl")
      ?.list.find((item) => item.value === "standard");
    expect(standard?.count).toBe(await countWhere(inStock));
  });
});

describe("freshness", () => {
  it("shows a price change and a stock change in the next answer", async () => {
    const before = await listing("/products?sort=price_desc");
    const top = before.styles.styleList[0];
    if (!top) throw new Error("empty listing");
    const db = test.database.db;
    const saved = await queryRows<{ skuId: number; fcId: number; quantity: number }>(
      db,
      sql`select st.sku_id as "skuId", st.fc_id as "fcId", st.quantity from stock st
          join skus k on k.id = st.sku_id where k.style_id = ${top.styleId}`,
    );
    await db.execute(sql`update styles set price = price + 100 where id = ${top.styleId}`);
    try {
      const priced = await listing("/products?sort=price_desc");
      expect(priced.styles.styleList[0]?.price).toBe(top.price + 100);
      await db.execute(
        sql`update stock set quantity = 0 where sku_id in (select id from skus where style_id = ${top.styleId})`,
      );
      const soldOut = await listing("/products?sort=price_desc");
      expect(soldOut.styles.styleList[0]?.styleId).not.toBe(top.styleId);
      expect(soldOut.totalElements).toBe(before.totalElements);
    } finally {
      await db.execute(sql`update styles set price = price - 100 where id = ${top.styleId}`);
      for (const row of saved) {
        await db.execute(
          sql`update stock set quantity = ${row.quantity} where sku_id = ${row.skuId} and fc_id = ${row.fcId}`,
        );
      }
    }
    const restored = await listing("/products?sort=price_desc");
    expect(restored.styles.styleList[0]).toEqual(top);
  });

  it("shows a change made through another instance sharing the database", async () => {
    const other = await createTestApp({ database: test.database });
    try {
      const card = (await listing("/products?sort=price_asc")).styles.styleList[0];
      if (!card) throw new Error("empty listing");
      const [row] = await queryRows<{ popularity: number }>(
        test.database.db,
        sql`select popularity from styles where id = ${card.styleId}`,
      );
      await other.database.db.execute(sql`update styles set popularity = 999999 where id = ${card.styleId}`);
      try {
        const [first] = (await listing("/products")).styles.styleList;
        expect(first?.styleId).toBe(card.styleId);
      } finally {
        await other.database.db.execute(
          sql`update styles set popularity = ${row?.popularity ?? 0} where id = ${card.styleId}`,
        );
      }
    } finally {
      await other.close();
    }
  });

  it("keeps a brand page's answer through a change to another brand's style, not through one to its own", async () => {
    const answer = serviceAnswers();
    const own = (await answer("/nw")).value.styles.styleList[0];
    if (!own) throw new Error("the brand has no styles");
    const [other] = await queryRows<{ id: number }>(
      test.database.db,
      sql`select s.id from styles s join brands b on b.id = s.brand_id where b.code <> 'nw' order by s.id limit 1`,
    );
    if (!other) throw new Error("the catalog has one brand");
    await expectKeptUnlessReached(answer, "/nw", other.id, own);
  });

  it("keeps a search's answer through a change to a style it does not match, not through one it matches or a rename into it", async () => {
    const db = test.database.db;
    const answer = serviceAnswers();
    const search = "/search?q=flint%20mills";
    const first = await answer(search);
    // Page p lists styles 1..p: the last page lists every style the search matches.
    const every = await answer(`${search}&p=${first.value.totalPages}`);
    const matched = every.value.styles.styleList.map((card) => card.styleId);
    expect(matched).toHaveLength(first.value.totalElements);
    const [outside] = await queryRows<{ id: number }>(
      db,
      sql`select id from styles where id not in (${sql.join(
        matched.map((id) => sql`${id}`),
        sql`, `,
      )}) order by id limit 1`,
    );
    if (!outside) throw new Error("the search matches every style");
    const inside = first.value.styles.styleList[0];
    if (!inside) throw new Error("the search matches nothing");
    await expectKeptUnlessReached(answer, search, outside.id, inside);
    // A style renamed into the search is found in the next answer, though the cached one held none of it.
    expect((await answer(search)).value.totalElements).toBe(first.value.totalElements);
    const [named] = await queryRows<{ name: string }>(
      db,
      sql`select name from styles where id = ${outside.id}`,
    );
    await db.execute(sql`update styles set name = name || ' Flint Mills' where id = ${outside.id}`);
    try {
      expect((await answer(search)).value.totalElements).toBe(first.value.totalElements + 1);
    } finally {
      await db.execute(sql`update styles set name = ${named?.name ?? ""} where id = ${outside.id}`);
    }
  });

  it("keeps its cached answers through a stock change nobody can see, not through one that sells out", async () => {
    const db = test.database.db;
    const catalog = ownCatalog();
    const request = { deeplinkurl: "/products?sort=price_desc" };
    // An answer is kept from the second time it is asked for.
    await catalog.listing(request);
    const first = await catalog.listing(request);
    if (!first.ok) throw new Error(first.problem.detail);
    expect(await catalog.listing(request)).toBe(first);
    const top = first.value.styles.styleList[0];
    if (!top) throw new Error("empty listing");
    const [held] = await queryRows<{ skuId: number; fcId: number; quantity: number }>(
      db,
      sql`select st.sku_id as "skuId", st.fc_id as "fcId", st.quantity from stock st join skus k on k.id = st.sku_id
          where k.style_id = ${top.styleId} and st.quantity > 0 limit 1`,
    );
    if (!held) throw new Error("the top style has no stock");
    const unit = sql`sku_id = ${held.skuId} and fc_id = ${held.fcId}`;
    await db.execute(sql`update stock set quantity = quantity + 1 where ${unit}`);
    try {
      expect(await catalog.listing(request)).toBe(first);
    } finally {
      await db.execute(sql`update stock set quantity = ${held.quantity} where ${unit}`);
    }
    await db.execute(sql`update styles set price = price + 1 where id = ${top.styleId}`);
    try {
      expect(await catalog.listing(request)).not.toBe(first);
    } finally {
      await db.execute(sql`update styles set price = price - 1 where id = ${top.styleId}`);
    }
  });

  it("keeps answers without a pincode through stock arriving at one more store, not the answers for that store", async () => {
    const db = test.database.db;
    const catalog = ownCatalog();
    const answer = async (request: { deeplinkurl: string; pincode?: string }) => {
      const outcome = await catalog.listing(request);
      if (!outcome.ok) throw new Error(outcome.problem.detail);
      return outcome;
    };
    // A size of a style in stock elsewhere, of which the store holds nothing.
    const [arrival] = await queryRows<{ skuId: number; fcId: number; code: string; pincode: string }>(
      db,
      sql`select k.id as "skuId", fc.id as "fcId", fc.code, fc.pincode from fulfilment_centres fc
          cross join lateral (
            select k.id from skus k
            where exists (select 1 from skus o join stock st on st.sku_id = o.id
                          where o.style_id = k.style_id and st.quantity > 0)
              and not exists (select 1 from skus o join stock st on st.sku_id = o.id
                              where o.style_id = k.style_id and st.fc_id = fc.id)
            order by k.id limit 1) k
          where fc.kind = 'store' order by fc.id limit 1`,
    );
    if (!arrival) throw new Error("every store holds every style in stock");
    const plain = { deeplinkurl: "/products?sort=price_desc" };
    const atStore = { deeplinkurl: `/products?p-st=${arrival.code}`, pincode: arrival.pincode };
    // An answer is kept from the second time it is asked for.
    await answer(plain);
    const first = await answer(plain);
    const held = await answer(atStore);
    await db.execute(
      sql`insert into stock (sku_id, fc_id, quantity) values (${arrival.skuId}, ${arrival.fcId}, 1)`,
    );
    try {
      expect(await answer(plain)).toBe(first);
      expect((await answer(atStore)).value.totalElements).toBe(held.value.totalElements + 1);
    } finally {
      await db.execute(sql`delete from stock where sku_id = ${arrival.skuId} and fc_id = ${arrival.fcId}`);
    }
    expect((await answer(atStore)).value.totalElements).toBe(held.value.totalElements);
  });
});
