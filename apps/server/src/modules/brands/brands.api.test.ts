import { brandListResponse, carouselResponse, errorResponse } from "@odin/contracts";
import { schema } from "@odin/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/api-fixture";
import { CLIENT_HEADERS } from "../../testing/test-app";

const test = useTestApp();

const get = (url: string) => test.app.inject({ method: "GET", url, headers: CLIENT_HEADERS });

async function carousel(kind: "newArrivals" | "onSale", brandId: string) {
  const response = await get(`/api/brand/${kind}/${brandId}`);
  expect(response.statusCode).toBe(200);
  return carouselResponse.parse(response.json());
}

async function brandRow(code: string) {
  const [row] = await test.database.db.select().from(schema.brands).where(eq(schema.brands.code, code));
  if (!row) throw new Error(`no brand ${code}`);
  return row;
}

describe("GET /api/brandListV2", () => {
  it("lists every brand A-Z by name with its pages, legal names, parent brand and logo", async () => {
    const response = await get("/api/brandListV2");
    expect(response.statusCode).toBe(200);
    const { brands } = brandListResponse.parse(response.json());
    const rows = await test.database.db.select().from(schema.brands);
    expect(brands).toHaveLength(rows.length);
    const names = brands.map((brand) => brand.brandName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en-IN", { sensitivity: "base" })));
    const nw = await brandRow("nw");
    expect(brands.find((brand) => brand.code === "nw")).toEqual({
      brandId: nw.id,
      code: "nw",
      brandName: nw.name,
      legalBrandName: nw.legalBrandNames.join(", "),
      legalBrandNames: nw.legalBrandNames,
      brandType: nw.brandType,
      parentBrand: nw.parentBrand,
      wideNavigation: nw.wideNavigation,
      url: "/nw",
      productListingUrl: "/products?f-br=nw",
      images: { logo: `/img/b/logo-nw/${nw.colour.slice(1)}/mobile.webp` },
    });
  });

  it("points at a logo the media routes draw", async () => {
    const { brands } = brandListResponse.parse((await get("/api/brandListV2")).json());
    const logo = await get(brands[0]?.images.logo ?? "");
    expect(logo.statusCode).toBe(200);
    expect(logo.headers["content-type"]).toBe("image/webp");
  });
});

describe("GET /api/brand/newArrivals and /api/brand/onSale", () => {
  it("answers the brand's new arrivals, at most 20", async () => {
    const nw = await brandRow("nw");
    const body = await carousel("newArrivals", "nw");
    expect(body.styles.styleList.length).toBeGreaterThan(0);
    expect(body.styles.styleList.length).toBeLessThanOrEqual(20);
    for (const card of body.styles.styleList) {
      expect(card.isNew).toBe(true);
      expect(card.brand).toBe(nw.name);
    }
  });

  it("answers the brand's styles on sale, biggest discount first", async () => {
    const nw = await brandRow("nw");
    const list = (await carousel("onSale", "nw")).styles.styleList;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((card) => card.brand === nw.name && card.price < card.mrp)).toBe(true);
    // In-stock styles come first, each part ordered by discount.
    const discounts = list.filter((card) => card.inStock).map((card) => card.discountInPercentage);
    expect(discounts).toEqual([...discounts].sort((a, b) => b - a));
  });

  it("takes the brand's numeric id as well as its code", async () => {
    const nw = await brandRow("nw");
    expect(await carousel("onSale", String(nw.id))).toEqual(await carousel("onSale", "nw"));
  });

  it("answers 404 in the error shape for an unknown brand", async () => {
    for (const kind of ["newArrivals", "onSale"]) {
      const response = await get(`/api/brand/${kind}/no-such-brand`);
      expect(response.statusCode).toBe(404);
      expect(errorResponse.parse(response.json()).errors[0]?.code).toBe("NOT_FOUND");
    }
  });
});
