import {
  catalogueOptions,
  productDetail,
  stylePage,
  stylePublication,
  styleSearchPage,
  styleSize,
} from "@odin/contracts";
import { queryRows, schema } from "@odin/db";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/api-fixture";
import type { FixtureSize } from "../../testing/bag-fixture";
import { createRole, createStaff, signInStaff, staffWith, type TestStaff } from "../../testing/staff";
import { CLIENT_HEADERS, problemOf } from "../../testing/test-app";

/** The back office's styles (catalogue:read, catalogue:write): search, edit, sizes, prices, publishing. */

const test = useTestApp();
let manager: TestStaff;
let reader: TestStaff;
let otherBrandStaff: TestStaff;
let size: FixtureSize;
let articleTypeId: number;
let groupId: number;
let apparelChartId: number;

beforeAll(async () => {
  manager = await staffWith(test, ["catalogue:read", "catalogue:write", "audit:read"]);
  reader = await staffWith(test, ["catalogue:read"]);
  size = await test.sizes.size({ mrp: 199_900, price: 149_900, stock: 4 });
  const { db } = test.database;
  const brands = await db.select({ id: schema.brands.id }).from(schema.brands).orderBy(schema.brands.id);
  const other = brands.find((brand) => brand.id !== size.brandId)?.id as number;
  otherBrandStaff = await signInStaff(
    test,
    await createStaff(test, await createRole(test, ["catalogue:read", "catalogue:write"]), {
      brandIds: [other],
    }),
  );
  const [leaf] = await db
    .select({ id: schema.categories.id, parentId: schema.categories.parentId })
    .from(schema.categories)
    .where(eq(schema.categories.articleType, "tshirts"))
    .limit(1);
  articleTypeId = leaf?.id as number;
  groupId = leaf?.parentId as number;
  const [chart] = await db
    .select({ id: schema.sizeCharts.id })
    .from(schema.sizeCharts)
    .where(eq(schema.sizeCharts.name, "Apparel (XS-XXL)"));
  apparelChartId = chart?.id as number;
});

const call = (method: "GET" | "PUT" | "POST", url: string, staff = manager, payload?: object) =>
  test.app.inject({
    method,
    url,
    headers: staff.headers,
    ...(method === "GET" ? {} : { payload: payload ?? {} }),
  });

const edit = (overrides: Record<string, unknown> = {}) => ({
  name: "Test Crew Neck Tee",
  story: "Soft cotton jersey.",
  categoryId: articleTypeId,
  colour: "Navy Blue",
  colourCode: "#1F2A44",
  occasion: "Casual",
  tags: ["Cotton", " summer", "cotton"],
  hsnCode: "6109",
  sizeChartId: apparelChartId,
  ...overrides,
});

const ownDeclarations = (overrides: Record<string, unknown> = {}) => ({
  makerRole: null,
  makerName: null,
  makerAddress: null,
  countryOfOrigin: null,
  careEmail: null,
  carePhone: null,
  sellerName: null,
  sellerAddress: null,
  packaged: false,
  netQuantity: null,
  netQuantityMeasure: null,
  madeOn: null,
  dimensions: null,
  ...overrides,
});

const productOf = (styleId: number) =>
  test.app.inject({
    method: "POST",
    url: "/api/product/details",
    headers: CLIENT_HEADERS,
    payload: { styleId },
  });

describe("finding styles", () => {
  it("finds a style by its code in any case and by words of its name, newest first, with its units", async () => {
    const byCode = await call("GET", `/admin/api/styles?q=bt${size.styleId}`);
    expect(byCode.statusCode, byCode.body).toBe(200);
    const page = styleSearchPage.parse(byCode.json());
    expect(page.styles).toEqual([
      expect.objectContaining({ styleId: size.styleId, units: 4, sizes: 1, price: 149_900, published: true }),
    ]);
    const byName = styleSearchPage.parse(
      (await call("GET", `/admin/api/styles?q=Test%20Style%20${size.styleId}`)).json(),
    );
    expect(byName.styles.map((style) => style.styleId)).toEqual([size.styleId]);
  });

  it("pages with the server's cursor and filters by status, stock, price and category", async () => {
    const first = styleSearchPage.parse((await call("GET", "/admin/api/styles?limit=2")).json());
    expect(first.styles).toHaveLength(2);
    expect(first.next).not.toBeNull();
    const second = styleSearchPage.parse(
      (await call("GET", `/admin/api/styles?limit=2&after=${first.next}`)).json(),
    );
    expect(second.styles[0]?.styleId).toBeLessThan(first.styles[1]?.styleId as number);

    const cheap = styleSearchPage.parse(
      (await call("GET", "/admin/api/styles?priceMax=500&limit=50")).json(),
    );
    expect(cheap.styles.every((style) => style.price <= 50_000)).toBe(true);
    const out = styleSearchPage.parse((await call("GET", "/admin/api/styles?stock=out&limit=50")).json());
    expect(out.styles.every((style) => style.units === 0)).toBe(true);
    const inGroup = styleSearchPage.parse(
      (await call("GET", `/admin/api/styles?categoryId=${groupId}&limit=50`)).json(),
    );
    expect(inGroup.styles.length).toBeGreaterThan(0);
  });

  it("refuses a cursor it did not give and reversed prices, in words", async () => {
    const cursor = await call("GET", "/admin/api/styles?after=abc");
    expect(cursor.statusCode).toBe(400);
    expect(problemOf(cursor)?.code).toBe("CURSOR_INVALID");
    const reversed = await call("GET", "/admin/api/styles?priceMin=900&priceMax=100");
    expect(reversed.statusCode).toBe(400);
    expect(problemOf(reversed)?.detail).toContain("highest price is below the lowest");
  });

  it("lists only the staff member's brands, and refuses another brand's style", async () => {
    const scoped = styleSearchPage.parse(
      (await call("GET", `/admin/api/styles?q=bt${size.styleId}`, otherBrandStaff)).json(),
    );
    expect(scoped.styles).toEqual([]);
    const page = await call("GET", `/admin/api/styles/${size.styleId}`, otherBrandStaff);
    expect(page.statusCode).toBe(403);
    const change = await call("PUT", `/admin/api/styles/${size.styleId}`, otherBrandStaff, edit());
    expect(change.statusCode).toBe(403);
  });

  it("answers the forms' options: article types under their groups", async () => {
    const options = catalogueOptions.parse(
      (await call("GET", "/admin/api/catalogue/options", reader)).json(),
    );
    const index = options.categories.findIndex((category) => category.id === articleTypeId);
    const parent = options.categories.findIndex((category) => category.id === groupId);
    expect(parent).toBeGreaterThanOrEqual(0);
    expect(index).toBeGreaterThan(parent);
    expect(options.sizeCharts.map((chart) => chart.id)).toContain(apparelChartId);
  });
});

describe("editing a style", () => {
  it("changes its words and attributes, takes gender and article from the category, and audits the change", async () => {
    const answer = await call("PUT", `/admin/api/styles/${size.styleId}`, manager, edit());
    expect(answer.statusCode, answer.body).toBe(200);
    const page = stylePage.parse(answer.json());
    expect(page.style).toMatchObject({
      name: "Test Crew Neck Tee",
      colourCode: "#1f2a44",
      tags: ["cotton", "summer"],
      articleType: "tshirts",
      sizeChartId: apparelChartId,
    });
    const entry = page.audit.at(-1);
    expect(entry).toMatchObject({ action: "edit", resource: "style", resourceId: String(size.styleId) });
    expect(entry?.changes.name).toEqual({ from: `Bag Test Style ${size.styleId}`, to: "Test Crew Neck Tee" });

    const shown = productDetail.parse((await productOf(size.styleId)).json());
    expect(shown.name).toBe("Test Crew Neck Tee");
  });

  it("refuses a gender or group as the category, and an unknown size chart", async () => {
    const group = await call(
      "PUT",
      `/admin/api/styles/${size.styleId}`,
      manager,
      edit({ categoryId: groupId }),
    );
    expect(group.statusCode).toBe(400);
    expect(problemOf(group)?.code).toBe("CATEGORY_NOT_ARTICLE_TYPE");
    const chart = await call(
      "PUT",
      `/admin/api/styles/${size.styleId}`,
      manager,
      edit({ sizeChartId: 999_999 }),
    );
    expect(chart.statusCode).toBe(400);
    expect(problemOf(chart)?.code).toBe("UNKNOWN_SIZE_CHART");
  });

  it("needs catalogue:write to change, catalogue:read to see", async () => {
    const refused = await call("PUT", `/admin/api/styles/${size.styleId}`, reader, edit());
    expect(refused.statusCode).toBe(403);
    expect(problemOf(refused)?.code).toBe("PERMISSION_REFUSED");
    expect((await call("GET", `/admin/api/styles/${size.styleId}`, reader)).statusCode).toBe(200);
    const noStaff = await test.app.inject({
      method: "GET",
      url: `/admin/api/styles/${size.styleId}`,
      headers: CLIENT_HEADERS,
    });
    expect(noStaff.statusCode).toBe(401);
  });
});

describe("sizes and prices", () => {
  it("changes a size's prices, the style's listed price following its cheapest size, with the bag's GST rate", async () => {
    const answer = await call("PUT", `/admin/api/styles/${size.styleId}/sizes/${size.skuId}/price`, manager, {
      mrp: 399_900,
      price: 299_900,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    // Above ₹2,500 a piece (taxable), apparel carries 18% (the bag's rule).
    expect(styleSize.parse(answer.json())).toMatchObject({ mrp: 399_900, price: 299_900, gstRate: 18 });
    const [style] = await test.database.db
      .select({ price: schema.styles.price, mrp: schema.styles.mrp, discount: schema.styles.discountPercent })
      .from(schema.styles)
      .where(eq(schema.styles.id, size.styleId));
    expect(style).toEqual({ price: 299_900, mrp: 399_900, discount: 25 });
  });

  it("refuses a price above the MRP", async () => {
    const answer = await call("PUT", `/admin/api/styles/${size.styleId}/sizes/${size.skuId}/price`, manager, {
      mrp: 100_000,
      price: 120_000,
    });
    expect(answer.statusCode).toBe(400);
    expect(problemOf(answer)?.detail).toContain("cannot be above the MRP");
  });

  it("adds a size after the others, refusing a size the style has and an EAN another size has", async () => {
    const ean = "8901234567890".slice(0, 12);
    const check =
      (10 - ([...ean].reduce((sum, digit, index) => sum + Number(digit) * (index % 2 ? 3 : 1), 0) % 10)) % 10;
    const body = { size: "L", ean: `${ean}${check}`, mrp: 199_900, price: 99_900 };
    const added = await call("POST", `/admin/api/styles/${size.styleId}/sizes`, manager, body);
    expect(added.statusCode, added.body).toBe(200);
    expect(styleSize.parse(added.json())).toMatchObject({ size: "L", units: 0, reserved: 0, gstRate: 5 });
    const again = await call("POST", `/admin/api/styles/${size.styleId}/sizes`, manager, {
      ...body,
      size: "l",
    });
    expect(problemOf(again)?.code).toBe("SIZE_TAKEN");
    const sameEan = await call("POST", `/admin/api/styles/${size.styleId}/sizes`, manager, {
      ...body,
      size: "XL",
    });
    expect(problemOf(sameEan)?.code).toBe("EAN_TAKEN");
    const badEan = await call("POST", `/admin/api/styles/${size.styleId}/sizes`, manager, {
      ...body,
      size: "XL",
      ean: `${ean}${(check + 1) % 10}`,
    });
    expect(badEan.statusCode).toBe(400);

    const page = stylePage.parse((await call("GET", `/admin/api/styles/${size.styleId}`)).json());
    expect(page.sizes.map((row) => row.size)).toEqual(["M", "L"]);
    // The new size is the cheapest: the listed price follows it.
    const [style] = await test.database.db
      .select({ price: schema.styles.price })
      .from(schema.styles)
      .where(eq(schema.styles.id, size.styleId));
    expect(style?.price).toBe(99_900);
  });
});

describe("publishing", () => {
  it("refuses to publish without the declarations a product page must show, then publishes once they are", async () => {
    const unpublished = await call("POST", `/admin/api/styles/${size.styleId}/unpublish`);
    expect(stylePublication.parse(unpublished.json())).toEqual({ styleId: size.styleId, published: false });

    // The fixture's style has no size chart measuring its sizes, and no dimensions of its own.
    await call("PUT", `/admin/api/styles/${size.styleId}`, manager, edit({ sizeChartId: null }));
    const refused = await call("POST", `/admin/api/styles/${size.styleId}/publish`);
    expect(refused.statusCode).toBe(409);
    const problem = problemOf(refused);
    expect(problem?.code).toBe("DECLARATIONS_MISSING");
    expect(problem?.data).toEqual({ fields: ["sizeMeasurements"] });
    expect(problem?.detail).toContain("measurements in centimetres");

    const declared = await call(
      "PUT",
      `/admin/api/styles/${size.styleId}/declarations`,
      manager,
      ownDeclarations({ dimensions: "Chest 100 cm, length 70 cm", countryOfOrigin: "Bangladesh" }),
    );
    expect(declared.statusCode, declared.body).toBe(200);
    expect(declared.json().missing).toEqual([]);

    const published = await call("POST", `/admin/api/styles/${size.styleId}/publish`);
    expect(published.statusCode, published.body).toBe(200);
    const legal = productDetail.parse((await productOf(size.styleId)).json()).legal;
    expect(legal.countryOfOrigin).toBe("Bangladesh");
    expect(legal.maker).not.toBeNull();
    expect(legal.sizes).toContainEqual({ size: "M", measurement: "Chest 100 cm, length 70 cm" });

    const page = stylePage.parse((await call("GET", `/admin/api/styles/${size.styleId}`)).json());
    expect(page.audit.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(["unpublish", "declarations", "publish"]),
    );
  });

  it("takes an unpublished style off its product page, listings and bags until it is published again", async () => {
    const found = () =>
      test.app
        .inject({
          method: "POST",
          url: "/api/v2/listing/products",
          headers: CLIENT_HEADERS,
          payload: { deeplinkurl: "/search?q=test%20crew%20neck%20tee" },
        })
        .then((answer) => answer.body.includes(`"styleId":${size.styleId}`));
    expect(await found()).toBe(true);
    await call("POST", `/admin/api/styles/${size.styleId}/unpublish`);
    expect((await productOf(size.styleId)).statusCode).toBe(404);
    expect(await found()).toBe(false);
    const buyer = await test.shopper();
    const bag = await test.app.inject({
      method: "POST",
      url: "/api/checkout",
      headers: { ...CLIENT_HEADERS, authorization: `Bearer ${buyer.token}` },
      payload: { type: "update", cartItems: [{ skuId: size.skuId, qty: 1 }] },
    });
    expect(bag.statusCode, bag.body).toBe(200);
    expect(bag.json().products).toEqual([]);
    expect(bag.json().skusNotAdded).toEqual([expect.objectContaining({ skuId: size.skuId })]);

    await call("POST", `/admin/api/styles/${size.styleId}/publish`);
    expect((await productOf(size.styleId)).statusCode).toBe(200);
  });

  it("answers 404 for an unknown style", async () => {
    expect((await call("POST", "/admin/api/styles/2000000000/publish")).statusCode).toBe(404);
    expect((await call("GET", "/admin/api/styles/2000000000")).statusCode).toBe(404);
  });
});

describe("the list as CSV", () => {
  it("exports every style the filters find, prices in rupees, formulas defused, only the staff member's brands", async () => {
    await call("PUT", `/admin/api/styles/${size.styleId}`, manager, edit({ name: "=Crew Neck Tee" }));
    const answer = await call("GET", `/admin/api/styles/export?q=bt${size.styleId}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toContain("text/csv");
    expect(answer.headers["content-disposition"]).toContain('filename="styles.csv"');
    const [header, row, ...rest] = answer.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\n");
    expect(header).toBe("styleId,code,name,brand,gender,articleType,colour,mrp,price,status,sizes,units");
    expect(row).toContain(`${size.styleId},BT${size.styleId},'=Crew Neck Tee,`);
    expect(rest).toEqual([]);
    const elsewhere = await call("GET", `/admin/api/styles/export?q=bt${size.styleId}`, otherBrandStaff);
    expect(
      elsewhere.body
        .replace(/^\uFEFF/, "")
        .trim()
        .split("\n"),
    ).toHaveLength(1);
    await call("PUT", `/admin/api/styles/${size.styleId}`, manager, edit());
  });

  it("holds every style, as many as the catalogue has", async () => {
    const all = await call("GET", "/admin/api/styles/export");
    const lines = all.body.trim().split("\n").length - 1;
    const [counted] = await queryRows<{ count: number }>(
      test.database.db,
      sql`select count(*)::int as count from styles`,
    );
    expect(lines).toBe(counted?.count);
  });
});

describe("a brand's default declarations", () => {
  it("lists the brands with theirs and sets them, audited; a brand outside the scope is refused", async () => {
    const list = await call("GET", "/admin/api/brands/declarations");
    expect(list.statusCode).toBe(200);
    const brand = list.json().brands.find((entry: { brandId: number }) => entry.brandId === size.brandId);
    expect(brand.declarations).not.toBeNull();
    const values = { ...brand.declarations, careEmail: "help@brand.example" };
    const saved = await call("PUT", `/admin/api/brands/${size.brandId}/declarations`, manager, values);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().declarations.careEmail).toBe("help@brand.example");
    const legal = productDetail.parse((await productOf(size.styleId)).json()).legal;
    expect(legal.customerCare?.email).toBe("help@brand.example");
    await call("PUT", `/admin/api/brands/${size.brandId}/declarations`, manager, brand.declarations);

    const refused = await call(
      "PUT",
      `/admin/api/brands/${size.brandId}/declarations`,
      otherBrandStaff,
      values,
    );
    expect(refused.statusCode).toBe(403);
    const missing = await call("PUT", `/admin/api/brands/${size.brandId}/declarations`, manager, {
      ...values,
      makerName: "",
    });
    expect(missing.statusCode).toBe(400);
  });
});
