import { describe, expect, it } from "vitest";
import { analyticsEventsRequest } from "./analytics-events";
import { formatWebVital, rateWebVital, WEB_VITAL_METRICS, WEB_VITALS, webVitalCeiling } from "./web-vitals";

const vital = (fields: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  events: [{ name: WEB_VITALS.eventName, path: "/", ageMs: 0, fields, ...extra }],
});
const accepts = (body: unknown) => analyticsEventsRequest.safeParse(body).success;

describe("the ratings of Core Web Vitals", () => {
  it("follow Google's published thresholds, each bound in the better rating", () => {
    expect(WEB_VITALS.thresholds).toEqual({
      LCP: [2_500, 4_000],
      INP: [200, 500],
      CLS: [0.1, 0.25],
      FCP: [1_800, 3_000],
      TTFB: [800, 1_800],
    });
    for (const metric of WEB_VITAL_METRICS) {
      const [good, poor] = WEB_VITALS.thresholds[metric];
      expect([0, good, good * 1.01, poor, poor * 1.01].map((value) => rateWebVital(metric, value))).toEqual([
        "good",
        "good",
        "needs-improvement",
        "needs-improvement",
        "poor",
      ]);
    }
  });

  it("are shown in milliseconds, CLS as a score", () => {
    expect(formatWebVital("LCP", 12_345.6)).toBe("12,346 ms");
    expect(formatWebVital("CLS", 0.1)).toBe("0.10");
  });
});

describe("a web_vital event of POST /api/events", () => {
  it("takes a metric, a value within its bounds and a page type", () => {
    expect(accepts(vital({ metric: "LCP", value: 2_345.7, pageType: "product" }))).toBe(true);
    expect(accepts(vital({ metric: "CLS", value: 0, pageType: "home" }))).toBe(true);
    expect(accepts(vital({ metric: "TTFB", value: WEB_VITALS.maxMs, pageType: "other" }))).toBe(true);
    expect(accepts(vital({ metric: "CLS", value: webVitalCeiling("CLS"), pageType: "checkout" }))).toBe(true);
  });

  it.each([
    ["an unknown metric", { metric: "FID", value: 10, pageType: "home" }],
    ["a metric in lower case", { metric: "lcp", value: 10, pageType: "home" }],
    ["a negative value", { metric: "INP", value: -1, pageType: "home" }],
    ["a timing past its bound", { metric: "LCP", value: WEB_VITALS.maxMs + 1, pageType: "home" }],
    ["a layout shift past its bound", { metric: "CLS", value: WEB_VITALS.maxCls + 0.01, pageType: "home" }],
    ["a value that is text", { metric: "LCP", value: "12", pageType: "home" }],
    ["no value", { metric: "LCP", pageType: "home" }],
    ["an unknown page type", { metric: "LCP", value: 10, pageType: "wishlist" }],
    [
      "a device class from the browser",
      { metric: "LCP", value: 10, pageType: "home", deviceClass: "mobile" },
    ],
    ["a rating from the browser", { metric: "LCP", value: 10, pageType: "home", rating: "good" }],
  ])("refuses %s", (_case, fields) => {
    expect(accepts(vital(fields))).toBe(false);
  });

  it("refuses a web_vital without fields, and the name for any other event's fields", () => {
    expect(accepts({ events: [{ name: WEB_VITALS.eventName, path: "/", ageMs: 0 }] })).toBe(false);
    expect(accepts(vital({ searchTerm: "jeans" }))).toBe(false);
    expect(accepts({ events: [{ name: "page_view", path: "/", ageMs: 0 }] })).toBe(true);
  });
});
