import {
  FAVOURITES,
  favouriteAddResponse,
  favouriteBrandsChange,
  favouriteBrandsResponse,
  favouriteRemoveResponse,
  favouriteStylesResponse,
  MESSAGES,
} from "@odin/contracts";
import { schema } from "@odin/db";
import { asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/api-fixture";
import { createUser, signIn, type TestUser } from "../../testing/auth";
import { CLIENT_HEADERS, problemOf } from "../../testing/test-app";

const test = useTestApp();
const made: number[] = [];
let styleIds: number[];
let brandCodes: string[];

beforeAll(async () => {
  const { db } = test.database;
  const styles = await db
    .select({ id: schema.styles.id })
    .from(schema.styles)
    .orderBy(asc(schema.styles.id))
    .limit(4);
  styleIds = styles.map((style) => style.id);
  const brands = await db
    .select({ code: schema.brands.code })
    .from(schema.brands)
    .orderBy(asc(schema.brands.id))
    .limit(3);
  brandCodes = brands.map((brand) => brand.code);
});
afterAll(async () => {
  // The shoppers' favourites go with them (on delete cascade).
  if (made.length > 0) await test.database.db.delete(schema.users).where(inArray(schema.users.id, made));
});

interface Caller {
  user: TestUser;
  token: string;
}

async function token(user: TestUser): Promise<string> {
  const response = await signIn(test, user.email, user.password);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().access_token as string;
}

async function shopper(): Promise<Caller> {
  const user = await createUser(test);
  made.push(user.id);
  return { user, token: await token(user) };
}

type Method = "GET" | "POST" | "DELETE";

function call(method: Method, url: string, caller?: Caller, payload?: object) {
  // As browsers send a call without a body: no content length, so nothing to parse.
  const { "content-type": _json, ...bodiless } = CLIENT_HEADERS;
  const headers: Record<string, string> = payload ? { ...CLIENT_HEADERS } : bodiless;
  if (caller) headers.authorization = `Bearer ${caller.token}`;
  return test.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

const PRODUCTS = "/api/fav/v2/products";
const BRANDS = "/api/favourite/brand";

async function addStyle(caller: Caller, styleId: number) {
  const response = await call("POST", PRODUCTS, caller, { styleId });
  expect(response.statusCode, response.body).toBe(200);
  return favouriteAddResponse.parse(response.json());
}

async function listStyles(caller: Caller) {
  const response = await call("GET", PRODUCTS, caller);
  expect(response.statusCode, response.body).toBe(200);
  return favouriteStylesResponse.parse(response.json());
}

async function listBrands(caller: Caller) {
  const response = await call("GET", BRANDS, caller);
  expect(response.statusCode, response.body).toBe(200);
  return favouriteBrandsResponse.parse(response.json()).brands;
}

const keptStyles = async (caller: Caller) =>
  (await listStyles(caller)).favourites.map((item) => item.styleId);

describe("a guest", () => {
  it.each([
    ["GET", PRODUCTS, undefined],
    ["POST", PRODUCTS, { styleId: 1 }],
    ["DELETE", `${PRODUCTS}?styleId=1`, undefined],
    ["GET", BRANDS, undefined],
    ["POST", BRANDS, { brand: ["nw"] }],
    ["DELETE", `${BRANDS}/1`, undefined],
  ] as const)("is refused %s %s with 401", async (method, url, payload) => {
    const response = await call(method, url, undefined, payload);
    expect(response.statusCode).toBe(401);
  });
});

describe("favourite styles", () => {
  it("adds a style with the spec's message and lists it with its card", async () => {
    const asha = await shopper();
    const [first = 0] = styleIds;
    const added = await addStyle(asha, first);
    expect(added).toMatchObject({
      status: true,
      styleId: first,
      alreadyAdded: false,
      message: MESSAGES.favourites.added,
    });
    const list = await listStyles(asha);
    expect(list.totalElements).toBe(1);
    expect(list.favourites[0]).toMatchObject({
      id: added.favouriteId,
      favouriteId: added.favouriteId,
      styleId: first,
    });
    expect(list.favourites[0]?.product.styleId).toBe(first);
  });

  it("lists the most recently added first", async () => {
    const asha = await shopper();
    const [a = 0, b = 0, c = 0] = styleIds;
    for (const styleId of [a, b, c]) await addStyle(asha, styleId);
    expect(await keptStyles(asha)).toEqual([c, b, a]);
  });

  it("answers a second add with the already-added notice and the same favourite", async () => {
    const asha = await shopper();
    const [first = 0] = styleIds;
    const added = await addStyle(asha, first);
    const again = await addStyle(asha, first);
    expect(again).toEqual({
      status: true,
      favouriteId: added.favouriteId,
      styleId: first,
      alreadyAdded: true,
      message: MESSAGES.favourites.alreadyAdded,
    });
    expect(await keptStyles(asha)).toEqual([first]);
  });

  it("keeps one favourite when ten adds of one style arrive at once (a double click, two tabs)", {
    tags: ["postgres"],
  }, async () => {
    const asha = await shopper();
    const [, second = 0] = styleIds;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call("POST", PRODUCTS, asha, { styleId: second })),
    );
    expect(answers.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    const parsed = answers.map((response) => favouriteAddResponse.parse(response.json()));
    expect(parsed.filter((answer) => !answer.alreadyAdded)).toHaveLength(1);
    expect(new Set(parsed.map((answer) => answer.favouriteId)).size).toBe(1);
    expect(await keptStyles(asha)).toEqual([second]);
  });

  it("refuses an unknown style with the not-added message, adding nothing", async () => {
    const asha = await shopper();
    const response = await call("POST", PRODUCTS, asha, { styleId: 2_000_000_000 });
    expect(response.statusCode).toBe(404);
    expect(problemOf(response)).toMatchObject({ status: 404, detail: MESSAGES.favourites.notAdded });
    expect(await keptStyles(asha)).toEqual([]);
  });

  it.each([
    ["a text id", { styleId: "12" }],
    ["zero", { styleId: 0 }],
    ["an id past PostgreSQL's integer", { styleId: 2_147_483_648 }],
    ["no id", {}],
  ])("refuses %s with 400", async (_case, body) => {
    const asha = await shopper();
    const response = await call("POST", PRODUCTS, asha, body);
    expect(response.statusCode).toBe(400);
  });

  it(`refuses a style past the ${FAVOURITES.maxStyles} a shopper may keep with the not-added message`, async () => {
    const asha = await shopper();
    // Favourites of styles no longer sold still count; they are only left out of the list.
    const rows = Array.from({ length: FAVOURITES.maxStyles }, (_, index) => ({
      userId: asha.user.id,
      styleId: 1_500_000_000 + index,
    }));
    await test.database.db.insert(schema.favouriteStyles).values(rows);
    const [first = 0] = styleIds;
    const response = await call("POST", PRODUCTS, asha, { styleId: first });
    expect(response.statusCode).toBe(409);
    expect(problemOf(response)).toMatchObject({
      code: "FAVOURITES_LIMIT_REACHED",
      detail: MESSAGES.favourites.notAdded,
    });
    expect(await keptStyles(asha)).toEqual([]);
  });

  it("removes by style with the spec's message, and a second removal answers the same", async () => {
    const asha = await shopper();
    const [first = 0, second = 0] = styleIds;
    await addStyle(asha, first);
    await addStyle(asha, second);
    for (let tap = 0; tap < 2; tap++) {
      const response = await call("DELETE", `${PRODUCTS}?styleId=${first}`, asha);
      expect(response.statusCode, response.body).toBe(200);
      expect(favouriteRemoveResponse.parse(response.json())).toEqual({
        status: true,
        styleId: first,
        message: MESSAGES.favourites.removed,
      });
    }
    expect(await keptStyles(asha)).toEqual([second]);
  });

  it("removes by favourite id (spec 2 §7 favouriteId, favtype)", async () => {
    const asha = await shopper();
    const [first = 0] = styleIds;
    const added = await addStyle(asha, first);
    const response = await call(
      "DELETE",
      `${PRODUCTS}?favouriteId=${added.favouriteId}&favtype=products`,
      asha,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ styleId: first, message: MESSAGES.favourites.removed });
    expect(await keptStyles(asha)).toEqual([]);
  });

  it.each([
    ["neither styleId nor favouriteId", ""],
    ["both", "?styleId=1&favouriteId=1"],
    ["a favouriteId that is not a number", "?favouriteId=abc"],
  ])("refuses a removal naming %s with 400", async (_case, query) => {
    const asha = await shopper();
    expect((await call("DELETE", `${PRODUCTS}${query}`, asha)).statusCode).toBe(400);
  });

  it("survives signing out and in again", async () => {
    const asha = await shopper();
    const [first = 0] = styleIds;
    await addStyle(asha, first);
    const logout = await call("POST", "/auth/logout", asha, {});
    expect(logout.statusCode, logout.body).toBe(200);
    const again = { user: asha.user, token: await token(asha.user) };
    expect(await keptStyles(again)).toEqual([first]);
  });
});

describe("another shopper", () => {
  let asha: Caller;
  let ravi: Caller;
  let ashaFavourite: number;
  beforeAll(async () => {
    asha = await shopper();
    ravi = await shopper();
    const [first = 0] = styleIds;
    ashaFavourite = (await addStyle(asha, first)).favouriteId;
  });

  it("does not see the shopper's favourite styles", async () => {
    expect((await listStyles(ravi)).favourites).toEqual([]);
  });

  it("cannot delete the shopper's favourite style by its id: 404, and it stays", async () => {
    const response = await call("DELETE", `${PRODUCTS}?favouriteId=${ashaFavourite}`, ravi);
    expect(response.statusCode).toBe(404);
    expect(problemOf(response)).toMatchObject({ detail: MESSAGES.favourites.genericError });
    expect((await listStyles(asha)).favourites.map((item) => item.favouriteId)).toEqual([ashaFavourite]);
  });

  it("removing the same style removes only their own", async () => {
    const [first = 0] = styleIds;
    expect((await call("DELETE", `${PRODUCTS}?styleId=${first}`, ravi)).statusCode).toBe(200);
    expect(await keptStyles(asha)).toEqual([first]);
  });

  it("adding the same style makes their own favourite", async () => {
    const [first = 0] = styleIds;
    const added = await addStyle(ravi, first);
    expect(added.alreadyAdded).toBe(false);
    expect(added.favouriteId).not.toBe(ashaFavourite);
  });

  it("does not see nor delete the shopper's favourite brands", async () => {
    const [code = ""] = brandCodes;
    const added = favouriteBrandsChange.parse((await call("POST", BRANDS, asha, { brand: [code] })).json());
    const [brand] = added.brands;
    expect(await listBrands(ravi)).toEqual([]);
    const response = await call("DELETE", `${BRANDS}/${brand?.id}`, ravi);
    expect(response.statusCode).toBe(404);
    expect(problemOf(response)).toMatchObject({ detail: MESSAGES.favourites.genericError });
    expect(await listBrands(asha)).toEqual(added.brands);
  });

  it("adding the same brand makes their own favourite and leaves the shopper's as it was", async () => {
    const [, us = ""] = brandCodes;
    const before = await listBrands(asha);
    const theirs = favouriteBrandsChange.parse((await call("POST", BRANDS, ravi, { brand: [us] })).json());
    expect(theirs.brands.map((brand) => brand.brand)).toEqual([us]);
    expect(before.map((brand) => brand.id)).not.toContain(theirs.brands[0]?.id);
    expect(await listBrands(asha)).toEqual(before);
  });
});

describe("favourite brands", () => {
  it("adds brands by code in any case with the spec's toast, once each, most recent first", async () => {
    const asha = await shopper();
    const [nw = "", us = ""] = brandCodes;
    const first = await call("POST", BRANDS, asha, { brand: [nw.toUpperCase()] });
    expect(first.statusCode, first.body).toBe(200);
    expect(favouriteBrandsChange.parse(first.json())).toMatchObject({
      status: true,
      message: MESSAGES.favourites.brandAdded,
      brands: [{ brand: nw, url: `/${nw}` }],
    });
    const second = favouriteBrandsChange.parse(
      (await call("POST", BRANDS, asha, { brand: [us, nw] })).json(),
    );
    expect(second.brands.map((brand) => brand.brand).sort()).toEqual([nw, us].sort());
    expect((await listBrands(asha)).map((brand) => brand.brand)).toHaveLength(2);
  });

  it("refuses a code the brands list lacks, naming it and adding none", async () => {
    const asha = await shopper();
    const [nw = ""] = brandCodes;
    const response = await call("POST", BRANDS, asha, { brand: [nw, "nosuchbrand"] });
    expect(response.statusCode).toBe(404);
    expect(problemOf(response)).toMatchObject({
      detail: MESSAGES.favourites.notAdded,
      data: { brand: ["nosuchbrand"] },
    });
    expect(await listBrands(asha)).toEqual([]);
  });

  it.each([
    ["no brands", { brand: [] }],
    ["too many brands", { brand: Array.from({ length: FAVOURITES.brandsPerCall + 1 }, (_, i) => `b${i}`) }],
    ["a control character", { brand: ["n\u0000w"] }],
    ["a blank code", { brand: ["  "] }],
  ])("refuses %s with 400", async (_case, body) => {
    const asha = await shopper();
    expect((await call("POST", BRANDS, asha, body)).statusCode).toBe(400);
  });

  it(`refuses a brand past the ${FAVOURITES.maxBrands} a shopper may keep`, async () => {
    const asha = await shopper();
    const rows = Array.from({ length: FAVOURITES.maxBrands }, (_, index) => ({
      userId: asha.user.id,
      brandId: 1_500_000_000 + index,
    }));
    await test.database.db.insert(schema.favouriteBrands).values(rows);
    const [nw = ""] = brandCodes;
    const response = await call("POST", BRANDS, asha, { brand: [nw] });
    expect(response.statusCode).toBe(409);
    expect(problemOf(response)).toMatchObject({ detail: MESSAGES.favourites.notAdded });
  });

  it("removes a brand by the favourite's id with the spec's toast; a second removal is not found", async () => {
    const asha = await shopper();
    const [nw = "", us = ""] = brandCodes;
    const added = favouriteBrandsChange.parse((await call("POST", BRANDS, asha, { brand: [nw, us] })).json());
    const target = added.brands.find((brand) => brand.brand === nw);
    const response = await call("DELETE", `${BRANDS}/${target?.id}`, asha);
    expect(response.statusCode, response.body).toBe(200);
    expect(favouriteBrandsChange.parse(response.json())).toMatchObject({
      status: true,
      message: MESSAGES.favourites.brandRemoved,
      brands: [{ brand: us }],
    });
    expect((await call("DELETE", `${BRANDS}/${target?.id}`, asha)).statusCode).toBe(404);
  });
});

describe("the rows behind them", () => {
  it("go with the shopper's account", async () => {
    const asha = await shopper();
    const [first = 0] = styleIds;
    await addStyle(asha, first);
    const { db } = test.database;
    await db.delete(schema.users).where(eq(schema.users.id, asha.user.id));
    const left = await db
      .select()
      .from(schema.favouriteStyles)
      .where(eq(schema.favouriteStyles.userId, asha.user.id));
    expect(left).toEqual([]);
  });
});
