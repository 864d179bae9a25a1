import type { CarouselResponse, MasterTemplate, ProductCard } from "@odin/contracts";
import { describe, expect, it } from "vitest";
import { meta } from "../../routes/home";
import { recordingLog } from "../../testing/load-context";
import { renderWithRouter } from "../../testing/render-with-router";
import { resolveSections } from "../templates/resolve-sections";
import { BannerCarousel } from "./banner-carousel";

const SLIDES = [1, 2, 3].map((n) => ({
  image: `/img/b/slide-${n}/2b2d77/desktop.webp`,
  alt: `Slide ${n} art`,
  url: `/offer-${n}`,
  title: `Offer ${n}`,
}));

const card = (styleId: number): ProductCard => ({
  styleId,
  styleName: `Style ${styleId}`,
  brand: "Northwind",
  url: `/style-${styleId}`,
  images: { thumbnail: "/t.webp", medium: "/m.webp", large: "/l.webp" },
  colour: "Blue",
  colorCode: "#1e3a8a",
  mrp: 100000,
  price: 80000,
  discountInPercentage: 20,
  isNew: false,
  inStock: true,
});

const TEMPLATE: MasterTemplate = {
  templateType: "HomeTemplate",
  brandId: "home",
  title: "Odin",
  metaDescription: "Fashion",
  legalBrandNames: [],
  urlPrefix: "",
  previewMode: false,
  isShareable: false,
  isFavoritable: false,
  isDesktop: true,
  sections: [
    { type: "banner_carousel", slides: SLIDES },
    {
      type: "product_carousel",
      title: "New in",
      query: "na&sort=newest",
      limit: 20,
      viewAllUrl: "/products?na",
    },
    { type: "rich_text", title: "About", html: "<p>Hi</p>" },
    { type: "product_carousel", title: "Broken", query: "bad", limit: 5, viewAllUrl: "/products" },
  ],
};

describe("resolveSections", () => {
  it("loads every product carousel in parallel, keeps order, and empties a failed one", async () => {
    const started: string[] = [];
    const catalog = {
      carousel: async (query: string, limit: number): Promise<CarouselResponse> => {
        started.push(query);
        await new Promise((resolve) => setTimeout(resolve, 10));
        if (query === "bad") throw new Error("boom");
        return { styles: { styleList: [card(1), card(2)].slice(0, limit) }, totalElements: 2 };
      },
    };
    const log = recordingLog();
    const sections = await resolveSections(TEMPLATE, catalog, log);
    expect(started).toEqual(["na&sort=newest", "bad"]);
    expect(sections.map((section) => section.type)).toEqual([
      "banner_carousel",
      "product_carousel",
      "rich_text",
      "product_carousel",
    ]);
    const [, newIn, , broken] = sections;
    expect(newIn?.type === "product_carousel" && newIn.products.map((p) => p.styleId)).toEqual([1, 2]);
    expect(broken?.type === "product_carousel" && broken.products).toEqual([]);
    expect(log.lines).toEqual([
      {
        level: "error",
        fields: { err: expect.any(Error), carousel: expect.any(String) },
        message: "product carousel failed",
      },
    ]);
  });
});

describe("BannerCarousel", () => {
  const html = renderWithRouter(<BannerCarousel slides={SLIDES} />);

  it("loads the first image eagerly with high priority and the others lazily, sizes reserved", () => {
    const images = html.match(/<img[^>]*>/g) ?? [];
    expect(images).toHaveLength(3);
    expect(images[0]).toContain('fetchPriority="high"');
    expect(images[0]).toContain('loading="eager"');
    expect(images[1]).toContain('loading="lazy"');
    expect(images[2]).not.toContain("fetchPriority");
    for (const image of images) expect(image).toMatch(/width="1600" height="600"/);
  });

  it("lets only the visible slide take focus and names its controls", () => {
    expect(html.match(/ inert[ >]/g)).toHaveLength(2);
    expect(html).toContain('aria-label="Previous slide"');
    expect(html).toContain('aria-label="Next slide"');
    expect(html).toContain('aria-label="Pause slideshow"');
    expect(html).toContain('aria-label="Slide 2 of 3"');
  });
});

describe("the home page's head", () => {
  it("preloads the opening banner's first image, the page's likely largest paint", () => {
    const data = { template: null, sections: [{ type: "banner_carousel", slides: SLIDES }], preview: false };
    const tags = meta({ data } as never) ?? [];
    expect(tags.filter((tag) => "rel" in tag && tag.rel === "preload")).toEqual([
      { tagName: "link", rel: "preload", as: "image", href: SLIDES[0]?.image, fetchPriority: "high" },
    ]);
  });
});
