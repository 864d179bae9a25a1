import {
  footerLinks,
  isSafeHtml,
  LISTING_PAGE_TYPES,
  masterTemplate,
  type Navigation,
  navigation,
  navigationDraft,
  RESERVED_TOP_LEVEL_PATHS,
  STYLE_PATH_PATTERN,
  staticPage,
  staticPageDraft,
  TEMPLATE_PAGE_TYPES,
  templateDraft,
} from "@odin/contracts";
import { describe, expect, it } from "vitest";
import { BRAND_DEFS } from "./brands";
import { buildPageRoutes } from "./collections";
import { buildContentDocuments } from "./content";

const documents = buildContentDocuments(BRAND_DEFS);
const routes = buildPageRoutes(BRAND_DEFS);
const routePaths = new Set(routes.map((route) => route.path));
const STATIC_PATHS = new Set([
  "/",
  "/whoweare",
  "/customercare",
  "/customercare#returns-and-exchanges",
  "/contactus",
  "/termsconditions",
  "/privacypolicy",
  "/store-locator",
  "/brandslist",
  "/myorders",
]);
const LISTING_KEYS = new Set(["f-co", "f-pr", "f-oc", "f-br", "f-pro", "sort", "na", "os", "cid", "q"]);

const find = (kind: string, key: string, preview = false) => {
  const doc = documents.find((d) => d.kind === kind && d.key === key && d.preview === preview);
  if (!doc) throw new Error(`missing ${kind}/${key}`);
  return doc.data;
};

function isStorePath(url: string): boolean {
  return routePaths.has(url) || STATIC_PATHS.has(url) || url.startsWith("/products?");
}

function navUrls(nav: Navigation): string[] {
  return nav.menu.level1.flatMap((l1) => [
    l1.url,
    ...(l1.bannerUrl ? [l1.bannerUrl] : []),
    ...l1.level2.flatMap((l2) => [l2.url, ...l2.level3.map((l3) => l3.url)]),
  ]);
}

const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1] ?? "");

describe("content documents", () => {
  it("all pass their zod schemas and are unique per kind, key, platform and preview", () => {
    const schemas = {
      navigation,
      footer_links: footerLinks,
      master_template: masterTemplate,
      static_page: staticPage,
    };
    for (const doc of documents) {
      expect(
        schemas[doc.kind as keyof typeof schemas].safeParse(doc.data).success,
        `${doc.kind}/${doc.key}`,
      ).toBe(true);
    }
    const keys = documents.map((doc) => `${doc.kind}/${doc.key}/${doc.platform}/${doc.preview}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("the default navigation has 7 entries, the three node types, 2-3 buttons per menu and the promo band", () => {
    const nav = navigation.parse(find("navigation", "default"));
    expect(nav.menu.level1).toHaveLength(7);
    expect(nav.metaData).toEqual({
      topBandMessage: "clearance sale flat 70% off on top brands",
      topBandUrl: "/products?os",
    });
    for (const l1 of nav.menu.level1) {
      const types = l1.level2.flatMap((l2) => l2.level3.map((l3) => l3.nodeType));
      const buttons = types.filter((type) => type === "button_with_border").length;
      expect(buttons, l1.name).toBeGreaterThanOrEqual(2);
      expect(buttons, l1.name).toBeLessThanOrEqual(3);
      expect(l1.bannerImage).toMatch(/^\/img\/b\/[a-z0-9-]{1,40}\/[0-9a-f]{6}\/desktop\.webp$/);
    }
    const all = new Set(
      nav.menu.level1.flatMap((l1) => l1.level2.flatMap((l2) => l2.level3.map((l3) => l3.nodeType))),
    );
    expect([...all].sort()).toEqual(["button_with_border", "collapsible", "sub_header"]);
  });

  it("each brand has its own navigation of 5-7 entries, 8 for the wide brand", () => {
    for (const brand of BRAND_DEFS) {
      const nav = navigation.parse(find("navigation", brand.code));
      const count = nav.menu.level1.length;
      if (brand.wideNavigation) expect(count, brand.code).toBe(8);
      else {
        expect(count, brand.code).toBeGreaterThanOrEqual(5);
        expect(count, brand.code).toBeLessThanOrEqual(7);
      }
    }
  });

  it("links only to real store paths", () => {
    const urls: string[] = [];
    for (const doc of documents) {
      if (doc.kind === "navigation") urls.push(...navUrls(navigation.parse(doc.data)));
      if (doc.kind === "footer_links") {
        const footer = footerLinks.parse(doc.data);
        const walk = (links: typeof footer.links): string[] =>
          links.flatMap((l) => [l.url, ...walk(l.children)]);
        urls.push(
          ...walk(footer.links),
          ...footer.footerSeoList.flatMap((seo) => hrefs(seo.footerDescription)),
        );
      }
      if (doc.kind === "master_template") {
        for (const section of masterTemplate.parse(doc.data).sections) {
          if (section.type === "banner_carousel") urls.push(...section.slides.map((slide) => slide.url));
          if (section.type === "product_carousel") urls.push(section.viewAllUrl);
          if (section.type === "tile_grid") urls.push(...section.tiles.map((tile) => tile.url));
          if (section.type === "rich_text") urls.push(...hrefs(section.html));
        }
      }
      if (doc.kind === "static_page")
        urls.push(...hrefs(staticPage.parse(doc.data).description).filter((u) => u.startsWith("/")));
    }
    expect(urls.filter((url) => !isStorePath(url))).toEqual([]);
  });

  it("carousel queries use only the listing keys of spec 2", () => {
    const templates = documents
      .filter((doc) => doc.kind === "master_template")
      .map((doc) => masterTemplate.parse(doc.data));
    for (const template of templates) {
      for (const section of template.sections) {
        if (section.type !== "product_carousel") continue;
        const keys = [...new URLSearchParams(section.query).keys()];
        expect(
          keys.filter((key) => !LISTING_KEYS.has(key)),
          section.query,
        ).toEqual([]);
      }
    }
  });

  it("keeps all editorial HTML within the server's allow-list", () => {
    const html: string[] = [];
    for (const doc of documents) {
      if (doc.kind === "footer_links")
        html.push(...footerLinks.parse(doc.data).footerSeoList.map((seo) => seo.footerDescription));
      if (doc.kind === "static_page") html.push(staticPage.parse(doc.data).description);
      if (doc.kind === "master_template") {
        for (const section of masterTemplate.parse(doc.data).sections)
          if (section.type === "rich_text") html.push(section.html);
      }
    }
    expect(html.length).toBeGreaterThan(5);
    for (const fragment of html) expect(isSafeHtml(fragment), fragment).toBe(true);
    expect(isSafeHtml('<p onclick="x()">no</p>')).toBe(false);
  });

  it("has a home template, a different preview and one brand template per brand", () => {
    const home = masterTemplate.parse(find("master_template", "home"));
    const preview = masterTemplate.parse(find("master_template", "home", true));
    expect(home.templateType).toBe("HomeTemplate");
    expect(home.sections.map((s) => s.type)).toEqual(
      expect.arrayContaining(["banner_carousel", "product_carousel", "tile_grid", "rich_text"]),
    );
    const slides = (t: typeof home) => t.sections.find((s) => s.type === "banner_carousel");
    expect(slides(home)).toMatchObject({ slides: expect.any(Array) });
    expect(preview.sections[0]).not.toEqual(home.sections[0]);
    for (const brand of BRAND_DEFS) {
      const template = masterTemplate.parse(find("master_template", brand.code));
      expect(template).toMatchObject({
        templateType: "BrandTemplate",
        brandId: brand.code,
        urlPrefix: `/${brand.code}`,
      });
      expect(template.legalBrandNames).toEqual(brand.legalBrandNames);
    }
  });

  it("has static pages with support channels, the return policy anchor and a history timeline", () => {
    const care = staticPage.parse(find("static_page", "customercare")).description;
    expect(care).toContain('id="returns-and-exchanges"');
    for (const text of [
      "Mon-Sun 9am-6pm",
      "24 hrs",
      "24/7",
      "15 days",
      "unwashed",
      "tags intact",
      "innerwear",
      "lingerie",
      "fragrances",
      "beauty",
    ]) {
      expect(care).toContain(text);
    }
    expect(staticPage.parse(find("static_page", "whoweare")).description).toContain('class="timeline"');
    for (const key of ["terms", "privacy", "contactus"])
      expect(staticPage.parse(find("static_page", key)).title).not.toBe("");
    const apps = staticPage.parse(find("static_page", "apps")).description;
    expect(apps.match(/class="testimonial"/g)).toHaveLength(2);
  });
});

describe("page routes", () => {
  it("has a brand route per brand, 30+ collections, a few banners and master templates", () => {
    const byType = (type: string) => routes.filter((route) => route.type === type);
    expect(
      byType("Brand")
        .map((route) => route.reference)
        .sort(),
    ).toEqual(BRAND_DEFS.map((brand) => brand.code).sort());
    expect(byType("Collection").length).toBeGreaterThanOrEqual(30);
    expect(byType("ProductListBanner").length).toBeGreaterThanOrEqual(2);
    expect(routePaths.size).toBe(routes.length);
  });

  it("types each template page by its template type, with a document of that type behind it", () => {
    const templateRoutes = routes.filter((route) =>
      (TEMPLATE_PAGE_TYPES as readonly string[]).includes(route.type),
    );
    expect(new Set(templateRoutes.map((route) => route.type))).toEqual(
      new Set(["CollectionTemplate", "CategoryTemplate", "GenericTemplate", "BlogTemplate"]),
    );
    for (const route of templateRoutes) {
      const template = masterTemplate.parse(find("master_template", route.reference));
      expect(template.templateType, route.path).toBe(route.type);
      expect(template.title, route.path).toBe(route.title);
    }
    const known = new Set<string>([...LISTING_PAGE_TYPES, ...TEMPLATE_PAGE_TYPES]);
    expect(routes.filter((route) => !known.has(route.type))).toEqual([]);
  });

  it("has home, brand, collection and category templates", () => {
    const types = new Set(
      documents
        .filter((doc) => doc.kind === "master_template")
        .map((doc) => masterTemplate.parse(doc.data).templateType),
    );
    for (const type of ["HomeTemplate", "BrandTemplate", "CollectionTemplate", "CategoryTemplate"] as const) {
      expect(types.has(type), type).toBe(true);
    }
  });

  it("uses single-segment paths that are not reserved and do not look like product addresses", () => {
    for (const route of routes) {
      expect(route.path).toMatch(/^\/[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(RESERVED_TOP_LEVEL_PATHS as readonly string[]).not.toContain(route.path.slice(1));
      expect(route.path).not.toMatch(STYLE_PATH_PATTERN);
    }
  });

  it("references listing queries in the spec's keys plus gender and article", () => {
    const keys = new Set([...LISTING_KEYS, "gender", "article"]);
    for (const route of routes.filter((r) => r.type === "Collection" || r.type === "ProductListBanner")) {
      const unknown = [...new URLSearchParams(route.reference).keys()].filter((key) => !keys.has(key));
      expect(unknown, route.path).toEqual([]);
    }
    expect(routes.find((route) => route.path === "/women-kurtas")?.reference).toBe(
      "gender=Women&article=kurtas",
    );
  });
});

describe("the seeded documents in the back office's Content area", () => {
  const DRAFTS = {
    master_template: templateDraft,
    navigation: navigationDraft,
    static_page: staticPageDraft,
  };
  it("save unchanged as drafts: within every bound the editors check", () => {
    for (const document of documents) {
      if (document.kind === "footer_links") continue;
      const parsed = DRAFTS[document.kind].safeParse(document.data);
      expect(parsed.error?.issues ?? [], `${document.kind}/${document.key}`).toEqual([]);
    }
  });
});
