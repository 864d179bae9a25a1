import { footerLinks, masterTemplate, navigation, staticPage } from "@odin/contracts";
import { schema } from "@odin/db";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/api-fixture";
import { CLIENT_HEADERS, createTestApp } from "../../testing/test-app";

const test = useTestApp();

describe("GET /api/v2/header", () => {
  it("returns the seeded navigation tree with the configured promo band", async () => {
    const response = await test.app.inject({
      url: "/api/v2/header?platform=desktop",
      headers: CLIENT_HEADERS,
    });
    expect(response.statusCode).toBe(200);
    const body = navigation.parse(response.json());
    expect(body.metaData.topBandMessage).toBe("clearance sale flat 70% off on top brands");
    expect(body.menu.level1.length).toBeGreaterThanOrEqual(5);
    const nodeTypes = new Set(
      body.menu.level1.flatMap((l1) => l1.level2.flatMap((l2) => l2.level3.map((l3) => l3.nodeType))),
    );
    expect([...nodeTypes].sort()).toEqual(["button_with_border", "collapsible", "sub_header"]);
  });

  it("returns a brand's own navigation when asked for the brand", async () => {
    const response = await test.app.inject({
      url: "/api/v2/header?platform=mobile&brand=nw",
      headers: CLIENT_HEADERS,
    });
    const main = await test.app.inject({ url: "/api/v2/header?platform=mobile", headers: CLIENT_HEADERS });
    expect(response.statusCode).toBe(200);
    expect(response.json().menu).not.toEqual(main.json().menu);
  });

  it("refuses an unknown platform", async () => {
    const response = await test.app.inject({ url: "/api/v2/header?platform=tv", headers: CLIENT_HEADERS });
    expect(response.statusCode).toBe(400);
  });
});

describe("GET /api/footerlinks", () => {
  it("returns link columns, SEO documents and copyright", async () => {
    const response = await test.app.inject({
      url: "/api/footerlinks?url=localhost",
      headers: CLIENT_HEADERS,
    });
    const body = footerLinks.parse(response.json());
    expect(body.links.length).toBeGreaterThan(0);
    expect(body.footerSeoList.length).toBeGreaterThan(0);
    expect(body.copyright).not.toBe("");
  });
});

describe("GET /api/masterTemplates", () => {
  it("returns the home template with a banner carousel and product carousels", async () => {
    const response = await test.app.inject({
      url: "/api/masterTemplates?templateType=HomeTemplate&brandId=home",
      headers: CLIENT_HEADERS,
    });
    const body = masterTemplate.parse(response.json());
    const types = body.sections.map((section) => section.type);
    expect(types).toContain("banner_carousel");
    expect(types).toContain("product_carousel");
  });

  it("serves the preview variant only with cmsPreview=1", async () => {
    const url = "/api/masterTemplates?templateType=HomeTemplate&brandId=home";
    const published = (await test.app.inject({ url, headers: CLIENT_HEADERS })).json();
    const preview = (await test.app.inject({ url: `${url}&cmsPreview=1`, headers: CLIENT_HEADERS })).json();
    expect(preview.sections).not.toEqual(published.sections);
  });

  it("returns a brand template by brand id", async () => {
    const response = await test.app.inject({
      url: "/api/masterTemplates?templateType=BrandTemplate&brandId=us",
      headers: CLIENT_HEADERS,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().brandId).toBe("us");
  });

  it("answers 404 in the error shape for a template that does not exist", async () => {
    const response = await test.app.inject({
      url: "/api/masterTemplates?brandId=nope",
      headers: CLIENT_HEADERS,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].code).toBe("NOT_FOUND");
  });
});

describe("GET /api/static/:page", () => {
  it("answers each static page's title and description", async () => {
    for (const page of ["whoweare", "customercare", "terms", "privacy", "contactus", "apps"]) {
      const response = await test.app.inject({ url: `/api/static/${page}`, headers: CLIENT_HEADERS });
      expect(response.statusCode, page).toBe(200);
      const body = staticPage.parse(response.json());
      expect(body.title, page).not.toBe("");
      expect(body.description, page).toMatch(/^<(p|h2)>/);
    }
    const care = (await test.app.inject({ url: "/api/static/customercare", headers: CLIENT_HEADERS })).json();
    expect(care.description).toContain('id="returns-and-exchanges"');
    expect(care.description).toContain("Mon-Sun 9am-6pm");
  });

  it("refuses a page that is not one of them with 400", async () => {
    for (const page of ["about", "WHOWEARE", "%00"]) {
      const response = await test.app.inject({ url: `/api/static/${page}`, headers: CLIENT_HEADERS });
      expect(response.statusCode, page).toBe(400);
    }
  });
});

describe("footer SEO documents with unsafe HTML", () => {
  it("are dropped and logged", async () => {
    const { contentDocuments } = schema;
    const where = and(eq(contentDocuments.kind, "footer_links"), eq(contentDocuments.key, "default"));
    const [row] = await test.database.db.select().from(contentDocuments).where(where);
    const data = footerLinks.parse(row?.data);
    const unsafe = {
      footerTitle: "Injected",
      footerDescription: '<p onclick="steal()">hi</p>',
      alignment: "VERTICAL",
    };
    await test.database.db
      .update(contentDocuments)
      .set({ data: { ...data, footerSeoList: [...data.footerSeoList, unsafe] } })
      .where(where);
    const fresh = await createTestApp({ database: test.database });
    try {
      const body = (await fresh.app.inject({ url: "/api/footerlinks", headers: CLIENT_HEADERS })).json();
      expect(body.footerSeoList.map((doc: { footerTitle: string }) => doc.footerTitle)).not.toContain(
        "Injected",
      );
      expect(body.footerSeoList).toHaveLength(data.footerSeoList.length);
      expect(fresh.logs.some((line) => line.footerTitle === "Injected")).toBe(true);
    } finally {
      await test.database.db.update(contentDocuments).set({ data }).where(where);
    }
    await fresh.close();
  });
});
