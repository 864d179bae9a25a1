import { describe, expect, it } from "vitest";
import { escapeXml, sitemapIndex, urlSet } from "./sitemap-xml";

describe("sitemap XML", () => {
  it("escapes the five XML special characters in addresses", () => {
    expect(escapeXml(`/products?f-br=nw&q="a"<'b'>`)).toBe(
      "/products?f-br=nw&amp;q=&quot;a&quot;&lt;&apos;b&apos;&gt;",
    );
    expect(urlSet([{ loc: "https://x.in/a?b&c" }])).toContain("<loc>https://x.in/a?b&amp;c</loc>");
  });

  it("writes lastmod only when known, and an index of sitemaps", () => {
    const xml = urlSet([
      { loc: "https://x.in/a", lastmod: new Date(Date.UTC(2026, 0, 2)) },
      { loc: "https://x.in/b" },
    ]);
    expect(xml).toContain("<url><loc>https://x.in/a</loc><lastmod>2026-01-02T00:00:00.000Z</lastmod></url>");
    expect(xml).toContain("<url><loc>https://x.in/b</loc></url>");
    expect(sitemapIndex([{ loc: "https://x.in/s.xml" }])).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">\n<sitemap><loc>https:\/\/x.in\/s.xml<\/loc><\/sitemap>/,
    );
  });

  it("refuses more URLs than the protocol allows in one file", () => {
    const entries = Array.from({ length: 50_001 }, (_, i) => ({ loc: `https://x.in/${i}` }));
    expect(() => urlSet(entries)).toThrow();
  });
});
