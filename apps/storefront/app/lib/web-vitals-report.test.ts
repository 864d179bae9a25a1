import { afterEach, describe, expect, it, vi } from "vitest";
import type { MetricType } from "web-vitals";

type Report = (metric: MetricType) => void;
const reporters = new Map<string, Report>();
const observe = (name: string) => (report: Report) => reporters.set(name, report);
vi.mock("web-vitals", () => ({
  onTTFB: observe("TTFB"),
  onFCP: observe("FCP"),
  onLCP: observe("LCP"),
  onINP: observe("INP"),
  onCLS: observe("CLS"),
}));
const trackEvent = vi.fn();
vi.mock("./track-event", () => ({ trackEvent }));

const { startWebVitals, webVitalFields } = await import("./web-vitals-report");

const metric = (name: MetricType["name"], value: number) => ({ name, value }) as MetricType;

afterEach(() => {
  trackEvent.mockClear();
});

describe("the web vitals reporter", () => {
  it("queues each of the five metrics as a web_vital event of the page type the document loaded as", () => {
    startWebVitals([{ id: "root" }, { id: "routes/catch-all", loaderData: { kind: "product" } }]);
    startWebVitals([{ id: "routes/home" }]);
    expect([...reporters.keys()]).toEqual(["TTFB", "FCP", "LCP", "INP", "CLS"]);
    reporters.get("LCP")?.(metric("LCP", 2_345.5));
    reporters.get("CLS")?.(metric("CLS", 0.04));
    expect(trackEvent.mock.calls).toEqual([
      ["web_vital", { metric: "LCP", value: 2_345.5, pageType: "product" }],
      ["web_vital", { metric: "CLS", value: 0.04, pageType: "product" }],
    ]);
  });

  it("sends a value past the contract's bound as the bound, so the batch is not refused", () => {
    expect(webVitalFields(metric("LCP", 500_000), "home")).toEqual({
      metric: "LCP",
      value: 120_000,
      pageType: "home",
    });
    expect(webVitalFields(metric("CLS", 12.5), "listing").value).toBe(10);
    expect(webVitalFields(metric("TTFB", -3), "other").value).toBe(0);
  });
});
