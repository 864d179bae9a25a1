import { describe, expect, it } from "vitest";
import { renderWithRouter as renderToHtml } from "../../testing/render-with-router";
import { Breadcrumbs, breadcrumbJsonLd } from "./breadcrumbs";

const home = { breadcrumbText: "Home", breadcrumbUrl: "/" };
const women = { breadcrumbText: "Women", breadcrumbUrl: "/women" };
const kurtas = { breadcrumbText: "Women Kurtas", breadcrumbUrl: "/women-kurtas" };

describe("Breadcrumbs", () => {
  it("shows nothing with a single entry", () => {
    expect(renderToHtml(<Breadcrumbs entries={[home]} />)).toBe("");
  });

  it("links every entry but the last, which is the current page", () => {
    const html = renderToHtml(<Breadcrumbs entries={[home, women, kurtas]} />);
    expect(html).toContain('href="/"');
    expect(html).toContain('href="/women"');
    expect(html).not.toContain('href="/women-kurtas"');
    expect(html).toContain('<span aria-current="page">Women Kurtas</span>');
  });

  it("describes the same trail as JSON-LD with absolute addresses", () => {
    const ld = breadcrumbJsonLd([home, women], "https://shop.example");
    expect(ld.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://shop.example/" },
      { "@type": "ListItem", position: 2, name: "Women", item: "https://shop.example/women" },
    ]);
  });
});
