import { STYLE_PATH_PATTERN } from "@odin/contracts";
import { schema } from "@odin/db";
import Fastify, { type FastifyInstance } from "fastify";
import { Window } from "happy-dom";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/api-fixture";
import { createPagesService } from "../pages/pages.service";
import { seoRoutes } from "./seo.routes";
import { createSitemaps } from "./sitemaps";

const test = useTestApp();
let styleCount: number;
beforeAll(async () => {
  styleCount = (await test.database.db.select({ id: schema.styles.id }).from(schema.styles)).length;
});

const NS = "http://www.sitemaps.org/schemas/sitemap/0.9";

/** Parses the answer as XML (failing on malformed XML) and returns the text of every `loc`. */
function locations(xml: string, root: "urlset" | "sitemapindex"): string[] {
  const document = new new Window().DOMParser().parseFromString(xml, "application/xml");
  expect(document.getElementsByTagName("parsererror")).toHaveLength(0);
  expect(document.documentElement.tagName).toBe(root);
  expect(document.documentElement.getAttribute("xmlns")).toBe(NS);
  return [...document.getElementsByTagName("loc")].map((loc) => loc.textContent ?? "");
}

async function fetchXml(url: string, app: FastifyInstance = test.app) {
  const response = await app.inject({ method: "GET", url });
  expect(response.statusCode, url).toBe(200);
  expect(response.headers["content-type"]).toBe("application/xml; charset=utf-8");
  expect(response.headers["cache-control"]).toBe("public, max-age=3600");
  return response.body;
}

/** The SEO routes alone, with small style files and a configured origin. */
async function smallFileApp(stylesPerFile: number, siteOrigin: string) {
  const app = Fastify();
  const pages = createPagesService(test.database.db);
  seoRoutes(app, { sitemaps: createSitemaps(test.database.db, pages, stylesPerFile), siteOrigin });
  return app;
}

describe("sitemaps", () => {
  it("serves an index of style, brand, collection and page sitemaps with absolute addresses on the site's origin", async () => {
    // No ODIN_SITE_ORIGIN in the test app: the demo's own, http://localhost:PORT.
    const index = locations(await fetchXml("/sitemap.xml"), "sitemapindex");
    expect(index).toEqual([
      "http://localhost:3000/sitemaps/styles-1.xml",
      "http://localhost:3000/sitemaps/brands.xml",
      "http://localhost:3000/sitemaps/collections.xml",
      "http://localhost:3000/sitemaps/pages.xml",
    ]);
    const styles = locations(await fetchXml("/sitemaps/styles-1.xml"), "urlset");
    expect(styles).toHaveLength(styleCount);
    for (const loc of styles) expect(new URL(loc).pathname).toMatch(STYLE_PATH_PATTERN);
  });

  it("splits styles into files of the configured size, one file per page, and 404s past the last", async () => {
    const app = await smallFileApp(100, "https://shop.example.in");
    try {
      const files = Math.ceil(styleCount / 100);
      const index = locations(await fetchXml("/sitemap.xml", app), "sitemapindex");
      expect(index.filter((loc) => loc.includes("/styles-"))).toHaveLength(files);
      const all = new Set<string>();
      for (let page = 1; page <= files; page++) {
        const locs = locations(await fetchXml(`/sitemaps/styles-${page}.xml`, app), "urlset");
        expect(locs.length).toBe(page < files ? 100 : styleCount - 100 * (files - 1));
        for (const loc of locs) {
          expect(loc.startsWith("https://shop.example.in/")).toBe(true);
          all.add(loc);
        }
      }
      expect(all.size).toBe(styleCount);
      expect((await app.inject(`/sitemaps/styles-${files + 1}.xml`)).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it("gives each style its last-modified date", async () => {
    const xml = await fetchXml("/sitemaps/styles-1.xml");
    expect(xml.match(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/g)).toHaveLength(styleCount);
  });

  it("lists the brands list and every brand page, collections and banners, and templates with fixed pages", async () => {
    const brands = locations(await fetchXml("/sitemaps/brands.xml"), "urlset").map(
      (loc) => new URL(loc).pathname,
    );
    const codes = (await test.database.db.select({ code: schema.brands.code }).from(schema.brands)).map(
      (row) => `/${row.code}`,
    );
    expect(brands.sort()).toEqual(["/brandslist", ...codes].sort());

    const collections = locations(await fetchXml("/sitemaps/collections.xml"), "urlset").map(
      (loc) => new URL(loc).pathname,
    );
    expect(collections).toEqual(expect.arrayContaining(["/ethnic-wear", "/festive-edit", "/nw-sale"]));
    expect(collections).not.toContain("/nw");

    const pagesXml = await fetchXml("/sitemaps/pages.xml");
    const pages = locations(pagesXml, "urlset").map((loc) => new URL(loc).pathname);
    expect(pages).toEqual(
      expect.arrayContaining(["/", "/whoweare", "/mens-style-guide", "/wedding-edit", "/gifting-guide"]),
    );
    expect(pagesXml).toMatch(/<loc>http:\/\/localhost:3000\/mens-style-guide<\/loc><lastmod>/);
  });

  it("answers 404 for unknown sitemap files", async () => {
    for (const file of ["styles-0.xml", "styles-x.xml", "other.xml", "brands.txt"]) {
      expect((await test.app.inject(`/sitemaps/${file}`)).statusCode, file).toBe(404);
    }
  });
});

describe("GET /robots.txt", () => {
  it("allows crawling, keeps private pages and filter combinations out, and names the sitemap", async () => {
    const response = await test.app.inject({
      method: "GET",
      url: "/robots.txt",
      headers: { host: "shop.test" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("public, max-age=86400");
    const lines = response.body.split("\n");
    expect(lines.slice(0, 2)).toEqual(["User-agent: *", "Allow: /"]);
    for (const page of [
      "/checkout",
      "/mybag",
      "/account",
      "/myorders",
      "/orderdetails",
      "/orderconfirmation",
    ]) {
      expect(lines).toEqual(
        expect.arrayContaining([`Disallow: ${page}$`, `Disallow: ${page}/`, `Disallow: ${page}?`]),
      );
    }
    expect(lines).toEqual(
      expect.arrayContaining(["Disallow: /reset-password$", "Disallow: /api/", "Disallow: /*?*&*&"]),
    );
    expect(lines).toContain("Sitemap: http://localhost:3000/sitemap.xml");
  });
});
