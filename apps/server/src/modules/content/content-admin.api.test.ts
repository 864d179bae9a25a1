import { contentList, contentPage, type MasterTemplate, masterTemplate, navigation } from "@odin/contracts";
import { schema } from "@odin/db";
import { and, eq, inArray, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { servicesOf } from "../../platform/composition";
import { startJobRunner } from "../../platform/jobs-runner";
import { renderedPagesOf, type StalePages } from "../../platform/page-purge";
import { useTestApp } from "../../testing/api-fixture";
import { createRole, createStaff, signInStaff, staffWith, type TestStaff } from "../../testing/staff";
import { CLIENT_HEADERS, createTestApp, problemOf } from "../../testing/test-app";
import { createContentAdminService } from "./content-admin.service";
import { publishContentJob } from "./content-admin-jobs";

/** The back office's Content area (content:read, content:write): drafts, previews, publishing, schedules. */

const test = useTestApp();
let editor: TestStaff;
let reader: TestStaff;
let brandEditor: TestStaff;
let brand: { id: number; code: string };
let otherBrand: { id: number; code: string };
const purged: StalePages[] = [];
const { contentDocuments, contentSchedules } = schema;
/** The documents these tests change, put back as they were afterwards. */
const saved: (typeof contentDocuments.$inferSelect)[] = [];

beforeAll(async () => {
  const { db } = test.database;
  const brands = await db
    .select({ id: schema.brands.id, code: schema.brands.code })
    .from(schema.brands)
    .orderBy(schema.brands.id);
  [brand, otherBrand] = brands as [typeof brand, typeof otherBrand];
  editor = await staffWith(test, ["content:read", "content:write", "audit:read"]);
  reader = await staffWith(test, ["content:read"]);
  const role = await createRole(test, ["content:read", "content:write"]);
  brandEditor = await signInStaff(test, await createStaff(test, role, { brandIds: [brand.id] }));
  const keys = [brand.code, "default", "terms"];
  saved.push(...(await db.select().from(contentDocuments).where(inArray(contentDocuments.key, keys))));
  renderedPagesOf(test.app).add({
    purge: async (stale) => {
      purged.push(stale);
    },
  });
});

afterAll(async () => {
  const { db } = test.database;
  const keys = saved.map((row) => row.key);
  await db.delete(contentSchedules).where(inArray(contentSchedules.key, keys));
  await db.delete(contentDocuments).where(inArray(contentDocuments.key, keys));
  await db.insert(contentDocuments).values(saved);
});

const call = (method: "GET" | "PUT" | "POST" | "DELETE", url: string, staff = editor, payload?: object) =>
  test.app.inject({
    method,
    url,
    headers: staff.headers,
    ...(method === "GET" ? {} : { payload: payload ?? {} }),
  });

const templateUrl = (code: string, preview = false) =>
  `/api/masterTemplates?templateType=BrandTemplate&brandId=${code}${preview ? "&cmsPreview=1" : ""}`;

async function storefrontTemplate(code: string, preview = false, app = test.app): Promise<MasterTemplate> {
  const response = await app.inject({ url: templateUrl(code, preview), headers: CLIENT_HEADERS });
  expect(response.statusCode).toBe(200);
  return masterTemplate.parse(response.json());
}

/** The brand's template with its first banner's first slide retitled. */
async function withBannerTitle(title: string): Promise<MasterTemplate> {
  const template = await storefrontTemplate(brand.code);
  const sections = template.sections.map((section) =>
    section.type === "banner_carousel"
      ? {
          ...section,
          slides: section.slides.map((slide, index) => (index === 0 ? { ...slide, title } : slide)),
        }
      : section,
  );
  return { ...template, sections };
}

const firstSlideTitle = (template: MasterTemplate) =>
  template.sections.flatMap((section) => (section.type === "banner_carousel" ? section.slides : []))[0]
    ?.title;

const draftUrl = (code = brand.code) => `/admin/api/content/master_template/${code}/draft`;
const documentUrl = (code = brand.code) => `/admin/api/content/master_template/${code}`;

describe("drafts and previews", () => {
  it("saves a draft the preview shows while shoppers still see the published template", async () => {
    const before = await storefrontTemplate(brand.code);
    const response = await call("PUT", draftUrl(), editor, await withBannerTitle("Monsoon edit"));
    expect(response.statusCode).toBe(200);
    const page = contentPage.parse(response.json());
    expect(page.draft && firstSlideTitle(page.draft as MasterTemplate)).toBe("Monsoon edit");
    expect(page.previewPath).toBe(`/${brand.code}?cmsPreview=1`);
    expect(page.history.at(-1)).toMatchObject({
      action: "save-draft",
      resourceId: `master_template/${brand.code}`,
    });

    expect(firstSlideTitle(await storefrontTemplate(brand.code))).toBe(firstSlideTitle(before));
    expect(firstSlideTitle(await storefrontTemplate(brand.code, true))).toBe("Monsoon edit");
    const list = contentList.parse((await call("GET", "/admin/api/content")).json());
    expect(
      list.documents.find((doc) => doc.key === brand.code && doc.kind === "master_template"),
    ).toMatchObject({
      hasDraft: true,
      schedule: null,
    });
  });

  it("refuses a banner without a picture address on this site or https, naming the field", async () => {
    const template = await withBannerTitle("Bad picture");
    const bad = JSON.parse(
      JSON.stringify(template).replace(/"image":"[^"]*"/, '"image":"javascript:alert(1)"'),
    );
    const response = await call("PUT", draftUrl(), editor, bad);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(problemOf(response))).toContain("image");
  });

  it("refuses a static page whose HTML is outside the allow-list, on its description", async () => {
    const response = await call("PUT", "/admin/api/content/static_page/terms/draft", editor, {
      title: "Terms",
      description: '<p onclick="steal()">Terms</p><script>steal()</script>',
    });
    expect(response.statusCode).toBe(400);
    const problem = problemOf(response);
    expect(problem?.code).toBe("VALIDATION_FAILED");
    expect(JSON.stringify(problem?.data)).toContain("body.description");
    const safe = await call("PUT", "/admin/api/content/static_page/terms/draft", editor, {
      title: "Terms of use",
      description: '<h2>Terms</h2><p>Read <a href="/customercare">customer care</a>.</p>',
    });
    expect(safe.statusCode).toBe(200);
    const preview = await test.app.inject({ url: "/api/static/terms", headers: CLIENT_HEADERS });
    expect(preview.json().title).not.toBe("Terms of use");
  });
});

describe("publishing", () => {
  it("publishes: the storefront answers with the new banner at once, on this instance and another", async () => {
    const other = await createTestApp({ database: test.database });
    try {
      await storefrontTemplate(brand.code, false, other.app); // the other instance caches the old one
      await call("PUT", draftUrl(), editor, await withBannerTitle("Festive banner"));
      purged.length = 0;
      const response = await call("POST", `${documentUrl()}/publish`, editor);
      expect(response.statusCode).toBe(200);
      const page = contentPage.parse(response.json());
      expect(page.draft).toBeNull();
      expect(page.history.at(-1)).toMatchObject({ action: "publish", actor: { id: editor.id } });
      expect(firstSlideTitle(await storefrontTemplate(brand.code))).toBe("Festive banner");
      expect(purged).toContainEqual({ all: false, paths: [`/${brand.code}`] });

      await servicesOf(other.app).contentChanges.sync();
      expect(firstSlideTitle(await storefrontTemplate(brand.code, false, other.app))).toBe("Festive banner");
    } finally {
      await other.close();
    }
  });

  it("publishes a new promo band and mega menu column: every page is purged", async () => {
    const header = navigation.parse(
      (await test.app.inject({ url: "/api/v2/header", headers: CLIENT_HEADERS })).json(),
    );
    const [first, ...rest] = header.menu.level1;
    const draft = {
      ...header,
      metaData: { topBandMessage: "Free shipping this week", topBandUrl: "/sale" },
      menu: {
        level1: [
          {
            ...first,
            level2: [
              { name: "Edits", url: "", nodeType: "sub_header", level3: [] },
              ...(first?.level2 ?? []),
            ],
          },
          ...rest,
        ],
      },
    };
    expect((await call("PUT", "/admin/api/content/navigation/default/draft", editor, draft)).statusCode).toBe(
      200,
    );
    purged.length = 0;
    expect((await call("POST", "/admin/api/content/navigation/default/publish", editor)).statusCode).toBe(
      200,
    );
    const after = (await test.app.inject({ url: "/api/v2/header", headers: CLIENT_HEADERS })).json();
    expect(after.metaData.topBandMessage).toBe("Free shipping this week");
    expect(after.menu.level1[0].level2[0].name).toBe("Edits");
    expect(purged).toContainEqual({ all: true });
  });

  it("answers 409 NO_DRAFT for a publish without a draft", async () => {
    const response = await call("POST", `${documentUrl()}/publish`, editor);
    expect(response.statusCode).toBe(409);
    expect(problemOf(response)?.code).toBe("NO_DRAFT");
  });
});

describe("scheduled publishing", () => {
  const jobOf = async (scheduleId: number) => {
    const [job] = await test.database.db
      .select()
      .from(schema.jobs)
      .where(and(eq(schema.jobs.name, "publish-content"), like(schema.jobs.key, `%schedule:${scheduleId}`)));
    return job;
  };

  it("publishes the draft at its time through the job", async () => {
    await call("PUT", draftUrl(), editor, await withBannerTitle("Winter sale"));
    const publishAt = new Date(Date.now() + 3_600_000);
    const response = await call("POST", `${documentUrl()}/schedule`, editor, {
      publishAt: publishAt.toISOString(),
    });
    expect(response.statusCode).toBe(200);
    const schedule = contentPage.parse(response.json()).schedule;
    expect(schedule?.publishAt).toBe(publishAt.toISOString());
    const job = await jobOf(schedule?.id ?? 0);
    expect(job?.state).toBe("pending");
    expect(job?.runAt.toISOString()).toBe(publishAt.toISOString());
    const list = contentList.parse((await call("GET", "/admin/api/content")).json());
    expect(
      list.documents.find((doc) => doc.key === brand.code && doc.kind === "master_template")?.schedule?.id,
    ).toBe(schedule?.id);

    // The hour passes.
    await test.database.db
      .update(schema.jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(schema.jobs.id, job?.id ?? 0));
    const changes = servicesOf(test.app).contentChanges;
    const runner = startJobRunner({
      db: test.database.db,
      log: test.app.log,
      handlers: [publishContentJob(createContentAdminService({ db: test.database.db, changes }))],
      pollIntervalMs: 60_000,
    });
    try {
      await runner.drainDue();
    } finally {
      await runner.stop();
    }
    expect((await jobOf(schedule?.id ?? 0))?.state).toBe("done");
    expect(firstSlideTitle(await storefrontTemplate(brand.code))).toBe("Winter sale");
    const page = contentPage.parse((await call("GET", documentUrl())).json());
    expect(page.schedule).toBeNull();
    expect(page.draft).toBeNull();
    expect(page.history.at(-1)).toMatchObject({ action: "publish", actor: { id: editor.id } });
  });

  it("cancels a scheduled publish: the job is called off and the draft stays", async () => {
    await call("PUT", draftUrl(), editor, await withBannerTitle("Not yet"));
    const publishAt = new Date(Date.now() + 86_400_000).toISOString();
    const scheduled = contentPage.parse(
      (await call("POST", `${documentUrl()}/schedule`, editor, { publishAt })).json(),
    );
    const response = await call("DELETE", `${documentUrl()}/schedule`, editor);
    expect(response.statusCode).toBe(200);
    const page = contentPage.parse(response.json());
    expect(page.schedule).toBeNull();
    expect(page.draft).not.toBeNull();
    expect(page.history.at(-1)?.action).toBe("cancel-scheduled-publish");
    expect((await jobOf(scheduled.schedule?.id ?? 0))?.state).toBe("cancelled");
    const again = await call("DELETE", `${documentUrl()}/schedule`, editor);
    expect(again.statusCode).toBe(409);
    expect(problemOf(again)?.code).toBe("NO_SCHEDULE");
  });

  it("discards a draft and its scheduled publish: the editor starts again from what shoppers see", async () => {
    await call("PUT", draftUrl(), editor, await withBannerTitle("Second thoughts"));
    const publishAt = new Date(Date.now() + 86_400_000).toISOString();
    const scheduled = contentPage.parse(
      (await call("POST", `${documentUrl()}/schedule`, editor, { publishAt })).json(),
    );
    const response = await call("DELETE", `${documentUrl()}/draft`, editor);
    expect(response.statusCode).toBe(200);
    const page = contentPage.parse(response.json());
    expect(page.draft).toBeNull();
    expect(page.schedule).toBeNull();
    expect(page.history.at(-1)?.action).toBe("discard-draft");
    expect((await jobOf(scheduled.schedule?.id ?? 0))?.state).toBe("cancelled");
    expect(firstSlideTitle(await storefrontTemplate(brand.code, true))).not.toBe("Second thoughts");
    const again = await call("DELETE", `${documentUrl()}/draft`, editor);
    expect(problemOf(again)?.code).toBe("NO_DRAFT");
  });

  it("refuses a time that has come", async () => {
    const publishAt = new Date(Date.now() - 60_000).toISOString();
    const response = await call("POST", `${documentUrl()}/schedule`, editor, { publishAt });
    expect(response.statusCode).toBe(400);
    expect(problemOf(response)?.code).toBe("SCHEDULE_IN_PAST");
  });
});

describe("who may change content", () => {
  const writes = (code: string) =>
    [
      ["PUT", `/admin/api/content/master_template/${code}/draft`],
      ["DELETE", `/admin/api/content/master_template/${code}/draft`],
      ["POST", `/admin/api/content/master_template/${code}/publish`],
      ["POST", `/admin/api/content/master_template/${code}/schedule`],
      ["DELETE", `/admin/api/content/master_template/${code}/schedule`],
    ] as const;

  it("refuses every write to staff without content:write", async () => {
    const body = await withBannerTitle("Reader's");
    for (const [method, url] of writes(brand.code)) {
      const response = await call(
        method,
        url,
        reader,
        method === "PUT" ? body : { publishAt: new Date().toISOString() },
      );
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    const outsider = await staffWith(test, ["catalogue:read"]);
    expect((await call("GET", "/admin/api/content", outsider)).statusCode).toBe(403);
    expect((await call("GET", documentUrl(), outsider)).statusCode).toBe(403);
  });

  it("keeps staff of one brand to that brand's documents, per call", async () => {
    const body = await withBannerTitle("Other brand's");
    const soon = { publishAt: new Date(Date.now() + 3_600_000).toISOString() };
    for (const code of [otherBrand.code, "home"]) {
      expect((await call("GET", documentUrl(code), brandEditor)).statusCode, code).toBe(403);
      for (const [method, url] of writes(code)) {
        const response = await call(
          method,
          url,
          brandEditor,
          method === "PUT" ? { ...body, brandId: code } : soon,
        );
        expect(response.statusCode, `${method} ${url}`).toBe(403);
      }
    }
    expect((await call("GET", "/admin/api/content/static_page/terms", brandEditor)).statusCode).toBe(403);
    const list = contentList.parse((await call("GET", "/admin/api/content", brandEditor)).json());
    expect(list.documents.map((doc) => doc.key)).toEqual([brand.code, brand.code]);
    expect((await call("GET", documentUrl(), brandEditor)).statusCode).toBe(200);
  });
});
