import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { pageTitle } from "../../lib/page-title";
import { renderWithRouter } from "../../testing/render-with-router";
import type { TemplatePageData } from "./load-template";
import { templateMeta, withBrandTemplateMeta } from "./template-meta";
import { TemplatePage } from "./template-page";

const page = (
  over: Partial<TemplatePageData> = {},
  type: TemplatePageData["template"]["templateType"] = "CategoryTemplate",
): TemplatePageData => ({
  template: {
    templateType: type,
    brandId: "mens-style-guide",
    title: "Men's Style Guide",
    metaDescription: "The basics of a smart-casual wardrobe.",
    legalBrandNames: [],
  },
  heading: "Men's Style Guide",
  sections: [
    {
      type: "banner_carousel",
      slides: [{ image: "/img/b/guide/1f3a68/desktop.webp", alt: "Guide", url: "/men", title: "Guide" }],
    },
    { type: "rich_text", title: "Smart casual", html: "<p>Start with shirts.</p>" },
  ],
  platform: "desktop",
  preview: false,
  path: "/mens-style-guide",
  origin: "https://shop.example.in",
  ...over,
});

const find = (tags: MetaDescriptor[], key: string) =>
  tags.find((tag) => ("property" in tag && tag.property === key) || ("name" in tag && tag.name === key));

describe("TemplatePage", () => {
  it("renders the heading, the template kind, the introduction and the sections", () => {
    const html = renderWithRouter(<TemplatePage data={page()} />);
    expect(html).toContain(`<h1 class="template__title">Men's Style Guide</h1>`);
    expect(html).toContain("Shop by Category");
    expect(html).toContain("The basics of a smart-casual wardrobe.");
    expect(html).toContain("Start with shirts.");
    expect(html).not.toContain("template__preview");
  });

  it("renders a blog template as an article and marks a preview", () => {
    const html = renderWithRouter(<TemplatePage data={page({ preview: true }, "BlogTemplate")} />);
    expect(html).toContain('<article class="template template--blog">');
    expect(html).toContain("Style Notes");
    expect(html).toContain('role="status"');
  });
});

describe("template meta", () => {
  it("gives title, description, canonical address and Open Graph tags; previews are not indexed", () => {
    const tags = templateMeta(page());
    expect(tags).toContainEqual({ title: "Men's Style Guide | Odin" });
    expect(find(tags, "description")).toEqual({
      name: "description",
      content: "The basics of a smart-casual wardrobe.",
    });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://shop.example.in/mens-style-guide",
    });
    expect(find(tags, "og:image")).toEqual({
      property: "og:image",
      content: "https://shop.example.in/img/b/guide/1f3a68/desktop.webp",
    });
    expect(find(tags, "og:type")).toEqual({ property: "og:type", content: "website" });
    expect(find(tags, "robots")).toBeUndefined();
    expect(find(templateMeta(page({ preview: true })), "robots")).toEqual({
      name: "robots",
      content: "noindex",
    });
    expect(pageTitle("Odin: online fashion")).toBe("Odin: online fashion");
  });

  it("preloads the image of the banner that opens the page, and none when another section does", () => {
    const preloads = (tags: MetaDescriptor[]) => tags.filter((tag) => "rel" in tag && tag.rel === "preload");
    expect(preloads(templateMeta(page()))).toEqual([
      {
        tagName: "link",
        rel: "preload",
        as: "image",
        href: "/img/b/guide/1f3a68/desktop.webp",
        fetchPriority: "high",
      },
    ]);
    const textFirst = page({ sections: [...page().sections].reverse() });
    expect(preloads(templateMeta(textFirst))).toEqual([]);
    expect(preloads(withBrandTemplateMeta([], page()))).toHaveLength(1);
  });

  it("puts a brand template's description and share image on the brand listing's tags", () => {
    const listing: MetaDescriptor[] = [
      { title: "Neelam Weaves | Odin" },
      { name: "description", content: "120 styles" },
      { property: "og:description", content: "120 styles" },
      { property: "og:image", content: "https://shop.example.in/first-card.webp" },
    ];
    const brand = page({
      template: { ...page().template, shareImage: "/img/b/nw-share/8e2c48/mobile.webp" },
    });
    const tags = withBrandTemplateMeta(listing, brand);
    expect(find(tags, "description")).toEqual({
      name: "description",
      content: brand.template.metaDescription,
    });
    expect(find(tags, "og:description")).toEqual({
      property: "og:description",
      content: brand.template.metaDescription,
    });
    expect(tags.filter((tag) => "property" in tag && tag.property === "og:image")).toEqual([
      { property: "og:image", content: "https://shop.example.in/img/b/nw-share/8e2c48/mobile.webp" },
    ]);
  });
});
