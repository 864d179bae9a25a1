import { cardView, DEFAULT_FEATURE_FLAGS, type FeatureFlags } from "@odin/contracts";
import { describe, expect, it, vi } from "vitest";
import { testLoadContext } from "../../testing/load-context";
import { PAGE_FIXTURE, PRODUCT_FIXTURE } from "../../testing/product-data";
import { renderWithRouter } from "../../testing/render-with-router";
import { loadProduct, SIMILAR_STYLES_LIMIT } from "./load-product";
import { ProductPage } from "./product-page";

const CARD = {
  styleId: 202,
  styleName: "Blue Kurta",
  brand: "Northwind",
  url: "/nw-blue-kurta-NWKUR20202",
  images: { thumbnail: "/t.webp", medium: "/m.webp", large: "/l.webp" },
  colour: "Blue",
  colorCode: "#1e3a8a",
  mrp: 149900,
  price: 149900,
  discountInPercentage: 0,
  isNew: false,
  inStock: true,
};

describe("product page on the server", () => {
  const html = renderWithRouter(<ProductPage data={{ ...PAGE_FIXTURE, similar: [CARD] }} />);

  it("renders the heading, brand link, rating and prices in rupees", () => {
    expect(html).toContain("<h1");
    expect(html).toContain("Red Floral Kurta");
    expect(html).toContain('href="/northwind"');
    expect(html).toContain("4.3 ★ (12 ratings)");
    expect(html).toContain("₹1,999");
    expect(html).toContain("₹2,499");
    expect(html).toContain("You Save");
  });

  it("loads the first large image eagerly at high priority with its size reserved", () => {
    const image = html.match(/<img[^>]*class="product-gallery__media"[^>]*>/)?.[0] ?? "";
    expect(image).toContain('src="/img/1/l.webp"');
    expect(image).toContain('width="900"');
    expect(image).toContain('height="1200"');
    expect(image).toContain('loading="eager"');
    expect(image).toMatch(/fetchpriority="high"/i);
  });

  it("shows colours, sizes, breadcrumbs, tags, story, return policy and similar styles", () => {
    expect(html).toContain('aria-current="page" aria-label="Red"');
    expect(html).toContain('href="/nw-blue-floral-kurta-NWKUR12346"');
    expect(html).toContain("Select Size");
    expect(html).toContain('aria-label="Breadcrumb"');
    expect(html).toContain("Bestseller");
    expect(html).toContain("color:black");
    expect(html).toContain("A kurta in soft cotton");
    expect(html).toContain("Easy returns within 15 days");
    expect(html).toContain("Similar Styles");
    expect(html).toContain("Blue Kurta");
    expect(html).toContain("ADD TO BAG");
  });

  it("shows the legal information after the purchase panel, open and in the server's HTML", () => {
    expect(html).toContain('<h2 id="product-legal" class="product-section-title">Legal information</h2>');
    expect(html).toContain("<dt>Country of origin</dt><dd>India</dd>");
    expect(html.indexOf("Legal information")).toBeGreaterThan(html.indexOf("ADD TO BAG"));
  });

  it("says a non-returnable style cannot be returned and hides an empty rating", () => {
    const product = {
      ...PRODUCT_FIXTURE,
      returnable: false,
      rating: { average: 0, count: 0, distribution: [0, 0, 0, 0, 0] },
    };
    const other = renderWithRouter(<ProductPage data={{ ...PAGE_FIXTURE, product }} />);
    expect(other).toContain("This item cannot be returned.");
    expect(other).not.toContain("Easy returns");
    expect(other).not.toContain("★");
  });
});

const REVIEWS_BLOCK = { reviews: [], photos: [], totalPhotos: 0 };

describe("loadProduct", () => {
  const contextWith = (
    product: typeof PRODUCT_FIXTURE | null,
    similar: () => Promise<unknown>,
    featureFlags: FeatureFlags = DEFAULT_FEATURE_FLAGS,
    productReviews: () => Promise<unknown> = async () => REVIEWS_BLOCK,
  ) => {
    const details = vi.fn(async () =>
      product ? { ok: true, value: product } : { ok: false, problem: { name: "unknownStyle" } },
    );
    const reviews = { productReviews: vi.fn(productReviews) };
    const services = { product: { details, similar: vi.fn(similar) }, reviews } as never;
    return testLoadContext({ services, featureFlags });
  };
  const request = new Request("http://localhost/nw-red-floral-kurta-NWKUR12345");

  it("loads the style and its similar styles", async () => {
    const { context } = contextWith(PRODUCT_FIXTURE, async () => ({ styles: { styleList: [CARD] } }));
    const data = await loadProduct({ request, context, styleId: 101 });
    expect(data?.product.name).toBe("Red Floral Kurta");
    // Only what a card draws travels to the browser.
    expect(data?.similar).toEqual([cardView(CARD)]);
    expect(data?.similar[0]).not.toHaveProperty("colour");
    expect(data?.flags).toEqual({ priceInfoBlock: true, ratings: true });
    expect(data?.reviews).toEqual(REVIEWS_BLOCK);
    expect((context.services.product as unknown as { similar: unknown }).similar).toHaveBeenCalledWith(
      101,
      SIMILAR_STYLES_LIMIT,
    );
  });

  it("follows the server's price-info and ratings flags", async () => {
    const flags = { ...DEFAULT_FEATURE_FLAGS, priceInfoBlock: false, ratings: false };
    const { context } = contextWith(PRODUCT_FIXTURE, async () => ({ styles: { styleList: [] } }), flags);
    expect((await loadProduct({ request, context, styleId: 101 }))?.flags).toEqual({
      priceInfoBlock: false,
      ratings: false,
    });
  });

  it("is null for a style that does not exist", async () => {
    const { context } = contextWith(null, async () => ({ styles: { styleList: [] } }));
    expect(await loadProduct({ request, context, styleId: 9 })).toBeNull();
  });

  it("still shows the style when similar styles fail", async () => {
    const { context, log } = contextWith(PRODUCT_FIXTURE, async () => {
      throw new Error("down");
    });
    expect((await loadProduct({ request, context, styleId: 101 }))?.similar).toEqual([]);
    expect(log.lines).toMatchObject([{ level: "error", message: "similar styles failed" }]);
  });

  it("still shows the style when its reviews cannot be read, without the reviews block", async () => {
    const similar = async () => ({ styles: { styleList: [] } });
    const { context, log } = contextWith(PRODUCT_FIXTURE, similar, DEFAULT_FEATURE_FLAGS, async () => {
      throw new Error("down");
    });
    const data = await loadProduct({ request, context, styleId: 101 });
    expect(data?.reviews).toBeNull();
    expect(log.lines).toMatchObject([{ level: "error", message: "product reviews failed" }]);
  });
});
