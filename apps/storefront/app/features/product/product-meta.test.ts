import { describe, expect, it } from "vitest";
import { formatDisplayDate } from "../../lib/display-date";
import { PAGE_FIXTURE } from "../../testing/product-data";
import { productMeta, rupeeAmount } from "./product-meta";

const ORIGIN = "https://shop.example";

function find(meta: ReturnType<typeof productMeta>, key: string, value: string) {
  return meta.find((entry) => (entry as Record<string, unknown>)[key] === value) as
    | Record<string, string>
    | undefined;
}

describe("product meta", () => {
  const meta = productMeta(PAGE_FIXTURE, ORIGIN);
  const jsonLd = meta.flatMap((entry) =>
    "script:ld+json" in entry ? [entry["script:ld+json"] as Record<string, unknown>] : [],
  );

  it("has a title, a description, the canonical address and Open Graph product tags", () => {
    expect(meta[0]).toEqual({ title: "Northwind Red Floral Kurta | Odin" });
    expect(find(meta, "name", "description")?.content).toBe(
      "Northwind Red Floral Kurta. A kurta in soft cotton with a floral print.",
    );
    expect(find(meta, "rel", "canonical")?.href).toBe(`${ORIGIN}/nw-red-floral-kurta-NWKUR12345`);
    expect(find(meta, "property", "og:type")?.content).toBe("product");
    expect(find(meta, "property", "og:image")?.content).toBe(`${ORIGIN}/img/1/l.webp`);
    expect(find(meta, "property", "product:price:amount")?.content).toBe("1999.00");
    expect(find(meta, "property", "product:price:currency")?.content).toBe("INR");
  });

  it("preloads the gallery's first image, which it draws at high priority", () => {
    const preloads = meta.filter((entry) => "rel" in entry && entry.rel === "preload");
    expect(preloads).toEqual([
      { tagName: "link", rel: "preload", as: "image", href: "/img/1/l.webp", fetchPriority: "high" },
    ]);
  });

  it("describes the product as JSON-LD with the selling price, availability and the MRP as list price", () => {
    const product = jsonLd.find((item) => item["@type"] === "Product");
    expect(product).toMatchObject({
      name: "Red Floral Kurta",
      sku: "NWKUR12345",
      brand: { "@type": "Brand", name: "Northwind" },
      image: [`${ORIGIN}/img/1/l.webp`, `${ORIGIN}/img/2/l.webp`],
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.25, ratingCount: 12 },
      offers: {
        "@type": "Offer",
        priceCurrency: "INR",
        price: "1999.00",
        availability: "https://schema.org/InStock",
        priceSpecification: {
          "@type": "UnitPriceSpecification",
          priceType: "https://schema.org/ListPrice",
          price: "2499.00",
          priceCurrency: "INR",
        },
      },
    });
  });

  it("marks a style with nothing in stock as out of stock and leaves out an empty rating", () => {
    const data = {
      ...PAGE_FIXTURE,
      product: {
        ...PAGE_FIXTURE.product,
        inStock: false,
        rating: { average: 0, count: 0, distribution: [0, 0, 0, 0, 0] },
      },
    };
    const product = productMeta(data, ORIGIN).flatMap((entry) =>
      "script:ld+json" in entry ? [entry["script:ld+json"] as Record<string, unknown>] : [],
    )[0];
    expect(product?.offers).toMatchObject({ availability: "https://schema.org/OutOfStock" });
    expect(product).not.toHaveProperty("aggregateRating");
  });

  it("adds the breadcrumb trail as a BreadcrumbList", () => {
    const trail = jsonLd.find((item) => item["@type"] === "BreadcrumbList");
    expect(trail?.itemListElement).toHaveLength(3);
  });

  it("clips a long description at a word boundary", () => {
    const story = "word ".repeat(60);
    const data = { ...PAGE_FIXTURE, product: { ...PAGE_FIXTURE.product, story } };
    const description = find(productMeta(data, ORIGIN), "name", "description")?.content ?? "";
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith("word…")).toBe(true);
  });
});

describe("formats", () => {
  it.each([
    [129900, "1299.00"],
    [5, "0.05"],
    [100050, "1000.50"],
  ])("%i paise is %s rupees in structured data", (paise, rupees) => {
    expect(rupeeAmount(paise)).toBe(rupees);
  });

  it("shows dates as day, month abbreviation, apostrophe and two-digit year", () => {
    expect(formatDisplayDate("2025-03-05")).toBe("05 Mar '25");
    expect(formatDisplayDate("2026-12-31")).toBe("31 Dec '26");
  });
});
