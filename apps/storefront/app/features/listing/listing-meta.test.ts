import { describe, expect, it } from "vitest";
import { fixturePage } from "../../testing/listing-data";
import { itemListJsonLd, listingCanonicalUrl, listingMeta } from "./listing-meta";

describe("listingMeta", () => {
  it("gives title, description, canonical and Open Graph tags", () => {
    const data = fixturePage({ search: "?f-co=Red&sort=newest&p=2" });
    const meta = listingMeta(data, data.origin);
    expect(meta).toContainEqual({ title: "All Products | Odin" });
    expect(meta).toContainEqual({
      name: "description",
      content: "Shop All Products online at Odin: 60 styles from the brands you love, with easy returns.",
    });
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://shop.example/products?f-co=Red",
    });
    expect(meta).toContainEqual({ property: "og:url", content: "https://shop.example/products?f-co=Red" });
    expect(meta).toContainEqual({ property: "og:image", content: "https://shop.example/l/1.webp" });
    expect(meta.some((entry) => "name" in entry && entry.name === "robots")).toBe(false);
  });

  it("preloads the first row's images, which the grid draws at high priority", () => {
    const meta = listingMeta(fixturePage(), "https://shop.example");
    const preloads = meta.filter((entry) => "rel" in entry && entry.rel === "preload");
    expect(preloads.map((entry) => ("href" in entry ? entry.href : ""))).toEqual([
      "/m/1.webp",
      "/m/2.webp",
      "/m/3.webp",
      "/m/4.webp",
    ]);
    expect(preloads[0]).toEqual({
      tagName: "link",
      rel: "preload",
      as: "image",
      href: "/m/1.webp",
      fetchPriority: "high",
    });
  });

  it("keeps personal (pincode) listings out of search engines", () => {
    const meta = listingMeta(fixturePage({ personalised: true }), "https://shop.example");
    expect(meta).toContainEqual({ name: "robots", content: "noindex" });
  });

  it("lists the shown product addresses as an ItemList", () => {
    const ld = itemListJsonLd(fixturePage(), "https://shop.example");
    expect(ld["@type"]).toBe("ItemList");
    expect(ld.itemListElement).toHaveLength(24);
    expect(ld.itemListElement[0]).toEqual({
      "@type": "ListItem",
      position: 1,
      url: "https://shop.example/style-1-NW00000001",
    });
  });

  it("has a canonical address without pincode filters", () => {
    expect(listingCanonicalUrl({ path: "/styles", search: "?p-st=S1&os" }, "https://shop.example")).toBe(
      "https://shop.example/styles?os",
    );
  });
});
