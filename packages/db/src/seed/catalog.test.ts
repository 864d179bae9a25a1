import { createHash } from "node:crypto";
import { ARTICLE_TYPES, articleTypeBySlug, SIZE_SETS, STYLE_PATH_PATTERN, styleUrl } from "@odin/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { BRAND_DEFS } from "./brands";
import { buildDemoCatalog, type DemoCatalog } from "./build";
import { CITY_DEFS } from "./cities";
import { ean13 } from "./skus";
import { styleCode } from "./styles";

const digest = (catalog: DemoCatalog) => createHash("sha256").update(JSON.stringify(catalog)).digest("hex");

let catalog: DemoCatalog;
beforeAll(() => {
  catalog = buildDemoCatalog(5_000);
});

describe("determinism", () => {
  it("builds identical data for the same number of styles", () => {
    expect(digest(buildDemoCatalog(300))).toBe(digest(buildDemoCatalog(300)));
  });

  it("keeps the first styles, SKUs and stock the same whatever the total", () => {
    const small = buildDemoCatalog(300);
    expect(small.styles).toEqual(catalog.styles.slice(0, 300));
    expect(small.skus).toEqual(catalog.skus.slice(0, small.skus.length));
    expect(small.stock.quantity).toEqual(catalog.stock.quantity.slice(0, small.stock.quantity.length));
    expect(small.centres).toEqual(catalog.centres);
  });
});

describe("brands and categories", () => {
  it("has at least 17 brands including the spec's codes, one with wide navigation", () => {
    const codes = catalog.brands.map((brand) => brand.code);
    expect(codes.length).toBeGreaterThanOrEqual(17);
    expect(codes).toEqual(expect.arrayContaining(["nw", "us", "fm", "se"]));
    expect(catalog.brands.filter((brand) => brand.wideNavigation)).toHaveLength(1);
    expect(new Set(catalog.brands.map((brand) => brand.slug)).size).toBe(codes.length);
    for (const brand of catalog.brands) expect(brand.subSitePath).toBe(`/${brand.code}`);
  });

  it("sells only article types each brand's genders can wear", () => {
    for (const brand of BRAND_DEFS) {
      for (const slug of Object.keys(brand.articles)) {
        const type = articleTypeBySlug(slug);
        expect(type, slug).toBeDefined();
        expect(
          brand.genders.some((gender) => type?.genders.includes(gender)),
          `${brand.code} ${slug}`,
        ).toBe(true);
      }
    }
  });

  it("builds a three-level tree with unique slugs and non-returnable innerwear, lingerie and fragrances", () => {
    const slugs = catalog.categories.map((category) => category.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs).toContain("women-ethnic-wear-kurtis");
    const leaves = catalog.categories.filter((category) => category.level === 3);
    expect(
      leaves.every(
        (leaf) => leaf.articleType && ARTICLE_TYPES.some((type) => type.slug === leaf.articleType),
      ),
    ).toBe(true);
    for (const leaf of leaves) {
      const nonReturnable = ["innerwear", "lingerie", "fragrances"].includes(leaf.articleType ?? "");
      expect(leaf.returnable, leaf.slug).toBe(!nonReturnable);
    }
  });
});

describe("styles", () => {
  it("have unique 11-character codes and product addresses that match the style path pattern", () => {
    const codes = new Set<string>();
    for (const style of catalog.styles) {
      expect(style.code).toMatch(/^[A-Z0-9]{11}$/);
      expect(style.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(styleUrl(style.slug, style.code)).toMatch(STYLE_PATH_PATTERN);
      codes.add(style.code);
    }
    expect(codes.size).toBe(catalog.styles.length);
    expect(styleCode("nw", "KRT", 999_999)).toMatch(/^NWKRT\d{6}$/);
    expect(() => styleCode("nw", "KRT", 1_000_000)).toThrow();
  });

  it("price within the article's MRP range, MRPs ending in 99 and whole-rupee prices", () => {
    for (const style of catalog.styles) {
      const type = articleTypeBySlug(style.articleType);
      if (!type) throw new Error(style.articleType);
      const mrp = style.mrp / 100;
      expect(mrp % 100).toBe(99);
      expect(mrp).toBeGreaterThanOrEqual(type.mrpRange[0]);
      expect(mrp).toBeLessThanOrEqual(type.mrpRange[1]);
      expect(style.price % 100).toBe(0);
      expect(style.price).toBeLessThanOrEqual(style.mrp);
      expect(style.discountPercent).toBeLessThanOrEqual(70);
      expect(style.onSale).toBe(style.discountPercent >= 30);
      expect(style.returnable).toBe(type.returnable);
      expect(style.tags.length).toBeGreaterThanOrEqual(3);
      expect(style.tags.length).toBeLessThanOrEqual(5);
      expect(style.story.split(". ").length).toBeGreaterThanOrEqual(2);
    }
  });

  it("have believable shares of new, sold-out, imageless and multi-colour designs", () => {
    const share = (test: (s: (typeof catalog.styles)[number]) => boolean) =>
      catalog.styles.filter(test).length / catalog.styles.length;
    expect(share((s) => s.isNew)).toBeGreaterThan(0.1);
    expect(share((s) => s.isNew)).toBeLessThan(0.2);
    expect(share((s) => !s.inStock)).toBeGreaterThan(0.03);
    expect(share((s) => !s.inStock)).toBeLessThan(0.08);
    expect(share((s) => s.imageViews.length === 0)).toBeGreaterThan(0.005);
    expect(share((s) => s.imageViews.length === 0)).toBeLessThan(0.04);
    const perDesign = new Map<string, number>();
    for (const style of catalog.styles)
      perDesign.set(style.designCode, (perDesign.get(style.designCode) ?? 0) + 1);
    const sizes = [...perDesign.values()].slice(0, -1);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(2);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(4);
  });

  it("carry 0-2 promotions each", () => {
    const perStyle = new Map<number, number>();
    for (const row of catalog.stylePromotions)
      perStyle.set(row.styleId, (perStyle.get(row.styleId) ?? 0) + 1);
    expect(Math.max(...perStyle.values())).toBeLessThanOrEqual(2);
    expect(perStyle.size).toBeGreaterThan(catalog.styles.length / 3);
  });
});

describe("SKUs", () => {
  it("average at least 4 per style, one per size of the size set", () => {
    expect(catalog.skus.length).toBeGreaterThanOrEqual(20_000);
    expect(catalog.skus.length / catalog.styles.length).toBeGreaterThanOrEqual(4);
    const first = catalog.styles[0];
    if (!first) throw new Error("no styles");
    const sizes = catalog.skus.filter((sku) => sku.styleId === first.id).map((sku) => sku.size);
    expect(sizes).toEqual([...SIZE_SETS[first.sizeSet]]);
  });

  it("have unique, valid EAN-13 codes and the style's prices", () => {
    const prices = new Map(catalog.styles.map((style) => [style.id, [style.mrp, style.price]]));
    expect(new Set(catalog.skus.map((sku) => sku.ean)).size).toBe(catalog.skus.length);
    const wrong = catalog.skus.filter((sku) => {
      const [mrp, price] = prices.get(sku.styleId) ?? [];
      return !/^\d{13}$/.test(sku.ean) || mrp !== sku.mrp || price !== sku.price;
    });
    expect(wrong).toEqual([]);
    expect(ean13(5_000_001)).toBe("8900050000017");
  });

  it("give about a fifth of waist and shoe SKUs an alternate labelled size", () => {
    const sized = catalog.skus.filter((sku) => /^\d+$/.test(sku.size));
    const mapped = sized.filter((sku) => sku.tenantSize !== null);
    expect(mapped.length / sized.length).toBeGreaterThan(0.12);
    expect(mapped.length / sized.length).toBeLessThan(0.28);
    expect(new Set(mapped.map((sku) => sku.tenantSizeLabel))).toEqual(new Set(["UK Size", "Waist (in)"]));
  });
});

describe("fulfilment centres and stock", () => {
  it("has warehouses and at least 150 stores in at least 25 cities, on real pincodes", () => {
    const pincodes = new Map(catalog.pincodes.map((row) => [row.pincode, row]));
    const stores = catalog.centres.filter((centre) => centre.kind === "store");
    const warehouses = catalog.centres.filter((centre) => centre.kind === "warehouse");
    expect(warehouses.length).toBeGreaterThanOrEqual(4);
    expect(stores.length).toBeGreaterThanOrEqual(150);
    expect(new Set(stores.map((store) => store.city)).size).toBeGreaterThanOrEqual(25);
    expect(CITY_DEFS.length).toBeGreaterThanOrEqual(25);
    expect(new Set(catalog.centres.map((centre) => centre.code)).size).toBe(catalog.centres.length);
    for (const centre of catalog.centres) {
      const row = pincodes.get(centre.pincode);
      expect(row, centre.code).toBeDefined();
      expect([centre.latitude, centre.longitude]).toEqual([row?.latitude, row?.longitude]);
      expect(centre.brandId === null).toBe(centre.kind === "warehouse");
    }
    for (const store of stores) expect(store.name).toMatch(/^.+ - .+, .+$/);
  });

  it("stocks every SKU in 1-3 warehouses, stores only of the SKU's brand, 0-40 units", () => {
    const centres = new Map(catalog.centres.map((centre) => [centre.id, centre]));
    const styleOfSku = new Map(catalog.skus.map((sku) => [sku.id, sku.styleId]));
    const brandOfStyle = new Map(catalog.styles.map((style) => [style.id, style.brandId]));
    const warehousesPerSku = new Map<number, number>();
    const units = new Map<number, number>();
    let badQuantities = 0;
    let foreignStores = 0;
    catalog.stock.skuId.forEach((skuId, i) => {
      const centre = centres.get(catalog.stock.fcId[i] ?? 0);
      const quantity = catalog.stock.quantity[i] ?? -1;
      if (quantity < 0 || quantity > 40) badQuantities++;
      const styleId = styleOfSku.get(skuId) ?? 0;
      units.set(styleId, (units.get(styleId) ?? 0) + quantity);
      if (centre?.kind === "warehouse") warehousesPerSku.set(skuId, (warehousesPerSku.get(skuId) ?? 0) + 1);
      else if (centre?.brandId !== brandOfStyle.get(styleId)) foreignStores++;
    });
    expect(badQuantities).toBe(0);
    expect(foreignStores).toBe(0);
    expect(warehousesPerSku.size).toBe(catalog.skus.length);
    for (const count of warehousesPerSku.values()) expect(count).toBeLessThanOrEqual(3);
    for (const style of catalog.styles) expect((units.get(style.id) ?? 0) > 0).toBe(style.inStock);
  });

  it("loads one pincode row per distinct GeoNames postal code", () => {
    expect(catalog.pincodes.length).toBeGreaterThan(19_000);
    expect(new Set(catalog.pincodes.map((row) => row.pincode)).size).toBe(catalog.pincodes.length);
    expect(catalog.pincodes.find((row) => row.pincode === "421302")?.district).toBe("Thane");
  });
});
