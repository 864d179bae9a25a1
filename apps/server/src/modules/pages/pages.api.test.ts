import { errorResponse, pageTypeResponse } from "@odin/contracts";
import { schema } from "@odin/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/api-fixture";
import { CLIENT_HEADERS, createTestApp } from "../../testing/test-app";

const test = useTestApp();

async function getType(typeId: string, cid?: string, app = test.app) {
  const query = new URLSearchParams({ typeId, ...(cid ? { cid } : {}) });
  return app.inject({ method: "GET", url: `/api/getType?${query}`, headers: CLIENT_HEADERS });
}

async function pageAt(typeId: string, cid?: string) {
  const response = await getType(typeId, cid);
  expect(response.statusCode, typeId).toBe(200);
  return pageTypeResponse.parse(response.json());
}

async function expectNotFound(typeId: string, cid?: string, app = test.app) {
  const response = await getType(typeId, cid, app);
  expect(response.statusCode, typeId).toBe(404);
  expect(errorResponse.parse(response.json()).errors[0]).toMatchObject({ status: 404, code: "NOT_FOUND" });
}

async function anyStyle() {
  const [style] = await test.database.db
    .select({
      id: schema.styles.id,
      code: schema.styles.code,
      slug: schema.styles.slug,
      name: schema.styles.name,
    })
    .from(schema.styles)
    .limit(1);
  if (!style) throw new Error("the test catalog has no styles");
  return style;
}

describe("GET /api/getType", () => {
  it("answers Style for a product address of an existing style, with its id, code and name", async () => {
    const style = await anyStyle();
    const path = `/${style.slug}-${style.code}`;
    expect(await pageAt(path)).toEqual({
      type: "Style",
      documentType: "Style",
      path,
      title: style.name,
      reference: style.code,
      id: String(style.id),
    });
    expect((await pageAt(path.slice(1))).type).toBe("Style");
  });

  it("answers 404 for a style-shaped path whose code does not exist, even with a cid", async () => {
    await expectNotFound("/blue-cotton-shirt-ZZZZZZZZZZ");
    await expectNotFound("/blue-cotton-shirt-ZZZZZZZZZZ", "ethnic-wear");
  });

  it("answers Collection with its id and listing query for a collection path", async () => {
    expect(await pageAt("/ethnic-wear")).toMatchObject({
      type: "Collection",
      documentType: "Collection",
      path: "/ethnic-wear",
      title: "Ethnic Wear",
      reference: "article=kurtas--kurtis--sarees",
      id: "ethnic-wear",
    });
  });

  it("answers ProductListBanner and Brand for their paths", async () => {
    expect(await pageAt("/festive-edit")).toMatchObject({ type: "ProductListBanner", id: "festive-edit" });
    const brand = await pageAt("/nw");
    expect(brand).toMatchObject({
      type: "Brand",
      documentType: "Brand",
      reference: "nw",
      title: "Neelam Weaves",
    });
    expect(brand.id).toBeUndefined();
  });

  it("answers the template type for each master-template page", async () => {
    const expected = {
      "/wedding-edit": "CollectionTemplate",
      "/mens-style-guide": "CategoryTemplate",
      "/summer-style-guide": "BlogTemplate",
      "/gifting-guide": "GenericTemplate",
    };
    for (const [path, type] of Object.entries(expected)) {
      expect(await pageAt(path), path).toMatchObject({ type, documentType: type, reference: path.slice(1) });
    }
  });

  it("forces the Collection named by cid, whatever the path is", async () => {
    expect(await pageAt("/nw", "ethnic-wear")).toMatchObject({
      type: "Collection",
      path: "/nw",
      id: "ethnic-wear",
      reference: "article=kurtas--kurtis--sarees",
    });
    expect(await pageAt("/festive-edit", "festive-edit")).toMatchObject({
      type: "Collection",
      id: "festive-edit",
    });
    await expectNotFound("/ethnic-wear", "no-such-collection");
    await expectNotFound("/ethnic-wear", "nw");
  });

  it("ignores a trailing slash and a query string that came along with the path", async () => {
    expect((await pageAt("/ethnic-wear/")).path).toBe("/ethnic-wear");
    expect((await pageAt("/ethnic-wear?f-co=Blue")).type).toBe("Collection");
  });

  it("answers 404 for unknown, nested and empty paths and the home page", async () => {
    for (const path of ["/no-such-page", "/ethnic-wear/more", "/", "/NW"]) await expectNotFound(path);
    const response = await test.app.inject({ method: "GET", url: "/api/getType", headers: CLIENT_HEADERS });
    expect(response.statusCode).toBe(400);
  });

  it("never answers for reserved top-level paths, even when the page-route table holds one", async () => {
    const { pageRoutes } = schema;
    await test.database.db
      .insert(pageRoutes)
      .values({ path: "/checkout", type: "Collection", title: "Checkout", reference: "os" });
    const fresh = await createTestApp({ database: test.database });
    try {
      for (const path of ["/checkout", "/checkout/payment", "/brandslist", "/404", "/Account"]) {
        await expectNotFound(path, undefined, fresh.app);
      }
      await expectNotFound("/ethnic-wear", "checkout", fresh.app);
    } finally {
      await fresh.close();
      await test.database.db.delete(pageRoutes).where(eq(pageRoutes.path, "/checkout"));
    }
  });

  it("reads the page-route table once and then answers from memory", async () => {
    const { pageRoutes } = schema;
    const app = await createTestApp({ database: test.database });
    try {
      await expectNotFound("/monsoon-edit", undefined, app.app);
      await test.database.db.insert(pageRoutes).values({
        path: "/monsoon-edit",
        type: "Collection",
        title: "Monsoon Edit",
        reference: "f-oc=Casual",
      });
      // Cached: this instance does not see the new row until the table's time to live has passed.
      await expectNotFound("/monsoon-edit", undefined, app.app);
      const other = await createTestApp({ database: test.database });
      try {
        expect((await getType("/monsoon-edit", undefined, other.app)).statusCode).toBe(200);
      } finally {
        await other.close();
      }
    } finally {
      await app.close();
      await test.database.db.delete(pageRoutes).where(eq(pageRoutes.path, "/monsoon-edit"));
    }
  });
});
