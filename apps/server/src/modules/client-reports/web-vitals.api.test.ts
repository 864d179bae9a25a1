import { randomUUID } from "node:crypto";
import { WEB_VITALS, type WebVitalEventInput, webVitalsSummary } from "@odin/contracts";
import { schema } from "@odin/db";
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { jobRegistryOf } from "../../platform/jobs";
import { useTestApp } from "../../testing/api-fixture";
import { randomIp } from "../../testing/auth";
import { adminHeaders, staffWith, type TestStaff } from "../../testing/staff";
import { CLIENT_HEADERS, problemOf } from "../../testing/test-app";
import { PRUNE_CLIENT_REPORTS } from "./prune-reports-job";

const test = useTestApp();

const ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";
const DESKTOP =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const HEADLESS =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0 Safari/537.36";

type Fields = WebVitalEventInput["fields"];

const vital = (fields: Fields, path = "/"): WebVitalEventInput => ({
  name: WEB_VITALS.eventName,
  path,
  ageMs: 1_000,
  fields,
});

function postEvents(events: object[], headers: Record<string, string> = {}) {
  return test.app.inject({
    method: "POST",
    url: "/api/events",
    headers: { ...CLIENT_HEADERS, clientSessionId: randomUUID(), "user-agent": DESKTOP, ...headers },
    remoteAddress: randomIp(),
    payload: { events },
  });
}

/** Posts `values` of one metric on one page type, in batches as a browser would send them. */
async function measure(fields: Omit<Fields, "value">, values: number[], headers: Record<string, string>) {
  for (let start = 0; start < values.length; start += 50) {
    const batch = values.slice(start, start + 50).map((value) => vital({ ...fields, value } as Fields));
    const answer = await postEvents(batch, headers);
    expect(answer.statusCode, answer.body).toBe(200);
  }
}

const summaryOf = (staff: TestStaff, days?: number) =>
  test.app.inject({
    url: `/admin/api/web-vitals${days === undefined ? "" : `?days=${days}`}`,
    headers: staff.headers,
  });

const measurements = () => test.database.db.select().from(schema.webVitalMeasurements);

// The file's own table: no other test writes measurements.
beforeEach(async () => {
  await test.database.db.delete(schema.webVitalMeasurements);
});

describe("web vitals sent to POST /api/events (decision 75)", () => {
  it("stores each measurement with its page type and the device class the server reads, beside the other events", async () => {
    const answer = await postEvents(
      [
        { name: "page_view", path: "/p/slim-jeans-AB12345678", ageMs: 2_000 },
        vital({ metric: "LCP", value: 2_345.6, pageType: "product" }, "/p/slim-jeans-AB12345678"),
        vital({ metric: "CLS", value: 0.042, pageType: "product" }, "/p/slim-jeans-AB12345678"),
      ],
      { "user-agent": ANDROID },
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ stored: 3 });
    const rows = await measurements();
    expect(
      rows.map(({ metric, value, pageType, deviceClass }) => ({ metric, value, pageType, deviceClass })),
    ).toEqual(
      expect.arrayContaining([
        { metric: "LCP", value: 2_345.6, pageType: "product", deviceClass: "mobile" },
        { metric: "CLS", value: 0.042, pageType: "product", deviceClass: "mobile" },
      ]),
    );
    expect(rows).toHaveLength(2);
    const [row] = rows;
    expect((row?.receivedAt.getTime() ?? 0) - (row?.measuredAt.getTime() ?? 0)).toBe(1_000);
  });

  it("believes the client hint over the user agent, and no device class the body names", async () => {
    await postEvents([vital({ metric: "INP", value: 120, pageType: "home" })], {
      "user-agent": ANDROID,
      "sec-ch-ua-mobile": "?0",
    });
    const refused = await postEvents([
      {
        ...vital({ metric: "INP", value: 120, pageType: "home" }),
        fields: { metric: "INP", value: 1, pageType: "home", deviceClass: "mobile" },
      },
    ]);
    expect(refused.statusCode).toBe(400);
    expect((await measurements()).map((row) => row.deviceClass)).toEqual(["desktop"]);
  });

  it("keeps the other events of a batch but not the measurements of a headless browser", async () => {
    const answer = await postEvents(
      [{ name: "page_view", path: "/", ageMs: 0 }, vital({ metric: "FCP", value: 900, pageType: "home" })],
      { "user-agent": HEADLESS },
    );
    expect(answer.json()).toEqual({ stored: 1 });
    expect(await measurements()).toEqual([]);
  });

  it.each([
    ["an unknown metric", { metric: "FID", value: 10, pageType: "home" }],
    ["a value past its bound", { metric: "LCP", value: WEB_VITALS.maxMs + 1, pageType: "home" }],
    ["a layout shift past its bound", { metric: "CLS", value: 11, pageType: "home" }],
    ["a negative value", { metric: "TTFB", value: -5, pageType: "home" }],
    ["an unknown page type", { metric: "LCP", value: 10, pageType: "blog" }],
    ["an extra field", { metric: "LCP", value: 10, pageType: "home", element: "img" }],
    ["no fields", undefined],
  ])("refuses a batch with %s with 400 and stores none of it", async (_case, fields) => {
    const answer = await postEvents([
      { name: "page_view", path: "/", ageMs: 0 },
      { name: WEB_VITALS.eventName, path: "/", ageMs: 0, ...(fields ? { fields } : {}) },
    ]);
    expect(answer.statusCode).toBe(400);
    expect(problemOf(answer)?.status).toBe(400);
    expect(await measurements()).toEqual([]);
  });
});

describe("GET /admin/api/web-vitals (decision 75)", () => {
  it("answers the 75th percentile (nearest rank) per page type, device class and metric, with samples and ratings", async () => {
    const reader = await staffWith(test, ["performance:read"]);
    const empty = webVitalsSummary.parse((await summaryOf(reader)).json());
    expect(empty.days).toBe(7);
    expect(empty.groups).toEqual([]);

    const mobile = { "user-agent": ANDROID };
    await measure({ metric: "LCP", pageType: "product" }, [4_400, 1_100, 3_300, 2_200, 5_500], mobile);
    await measure({ metric: "LCP", pageType: "product" }, [900, 1_000, 1_100, 1_200], {});
    await measure({ metric: "CLS", pageType: "product" }, [0.3, 0.01, 0.02, 0.05], mobile);
    const hundred = Array.from({ length: 100 }, (_, i) => (i + 1) * 10);
    await measure({ metric: "INP", pageType: "home" }, hundred, mobile);
    await measure({ metric: "TTFB", pageType: "checkout" }, [1_900], mobile);

    const answer = await summaryOf(reader);
    expect(answer.statusCode).toBe(200);
    const summary = webVitalsSummary.parse(answer.json());
    expect(new Date(summary.to).getTime() - new Date(summary.from).getTime()).toBe(7 * 86_400_000);
    expect(summary.groups).toEqual([
      { pageType: "home", deviceClass: "mobile", metric: "INP", p75: 750, samples: 100, rating: "poor" },
      { pageType: "product", deviceClass: "mobile", metric: "LCP", p75: 4_400, samples: 5, rating: "poor" },
      { pageType: "product", deviceClass: "mobile", metric: "CLS", p75: 0.05, samples: 4, rating: "good" },
      { pageType: "product", deviceClass: "desktop", metric: "LCP", p75: 1_100, samples: 4, rating: "good" },
      { pageType: "checkout", deviceClass: "mobile", metric: "TTFB", p75: 1_900, samples: 1, rating: "poor" },
    ]);
  });

  it("counts only the window's measurements: the last day, the last 28", async () => {
    const reader = await staffWith(test, ["performance:read"]);
    await measure({ metric: "FCP", pageType: "listing" }, [1_000, 2_000], {});
    await test.database.db
      .update(schema.webVitalMeasurements)
      .set({ measuredAt: sql`now() - interval '8 days'` })
      .where(sql`${schema.webVitalMeasurements.value} = 2000`);
    const samples = async (days: number) =>
      webVitalsSummary.parse((await summaryOf(reader, days)).json()).groups.map((group) => group.samples);
    expect(await samples(1)).toEqual([1]);
    expect(await samples(7)).toEqual([1]);
    expect(await samples(28)).toEqual([2]);
    for (const days of [0, 29, -1]) {
      expect((await summaryOf(reader, days)).statusCode, String(days)).toBe(400);
    }
  });

  it("refuses a caller without a staff session, a shopper, and staff without performance:read", async () => {
    expect(
      (await test.app.inject({ url: "/admin/api/web-vitals", headers: adminHeaders() })).statusCode,
    ).toBe(401);
    const shopper = await test.shopper();
    const asShopper = await test.app.inject({
      url: "/admin/api/web-vitals",
      headers: { ...adminHeaders(), authorization: `Bearer ${shopper.token}` },
    });
    expect(asShopper.statusCode).toBe(401);
    const clerk = await staffWith(test, ["orders:read", "audit:read"]);
    const refused = await summaryOf(clerk);
    expect(refused.statusCode).toBe(403);
    expect(problemOf(refused)?.code).toBe("PERMISSION_REFUSED");
  });
});

describe("the daily prune", () => {
  it("deletes measurements older than 30 days and keeps the others", async () => {
    await measure({ metric: "LCP", pageType: "home" }, [1_000, 2_000], {});
    await test.database.db
      .update(schema.webVitalMeasurements)
      .set({ measuredAt: sql`now() - interval '31 days'` })
      .where(sql`${schema.webVitalMeasurements.value} = 2000`);
    await test.database.db.delete(schema.jobs).where(sql`${schema.jobs.name} = ${PRUNE_CLIENT_REPORTS}`);
    const prune = jobRegistryOf(test.app)
      .definitions()
      .find((job) => job.name === PRUNE_CLIENT_REPORTS);
    await prune?.run({}, { db: test.database.db, log: test.app.log, jobId: 1, attempt: 1, key: null });
    expect((await measurements()).map((row) => row.value)).toEqual([1_000]);
  });
});
