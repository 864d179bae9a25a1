import { DEVICE_CLASSES, WEB_VITAL_METRICS, WEB_VITAL_PAGE_TYPES, type WebVitalGroup } from "@odin/contracts";
import { describe, expect, it } from "vitest";
import {
  DEVICE_CLASS_LABELS,
  METRIC_NAMES,
  PAGE_TYPE_LABELS,
  rowsOf,
  thresholdsOf,
  windowLabel,
  windowOf,
} from "./web-vitals-view";

const group = (
  pageType: WebVitalGroup["pageType"],
  deviceClass: WebVitalGroup["deviceClass"],
  metric: WebVitalGroup["metric"],
) => ({ pageType, deviceClass, metric, p75: 1, samples: 1, rating: "good" }) satisfies WebVitalGroup;

describe("the page-speed page's words", () => {
  it("name every page type, device class and metric of the contracts, and nothing else", () => {
    expect(Object.keys(PAGE_TYPE_LABELS)).toEqual([...WEB_VITAL_PAGE_TYPES]);
    expect(Object.keys(DEVICE_CLASS_LABELS)).toEqual([...DEVICE_CLASSES]);
    expect(Object.keys(METRIC_NAMES)).toEqual([...WEB_VITAL_METRICS]);
  });

  it("say each metric's thresholds", () => {
    expect(thresholdsOf("LCP")).toEqual({
      good: "up to 2,500 ms",
      needsImprovement: "over 2,500 ms, up to 4,000 ms",
      poor: "over 4,000 ms",
    });
    expect(thresholdsOf("CLS").poor).toBe("over 0.25");
  });
});

describe("the window in the address", () => {
  it("is 7 days without one, any whole number of days from 1 to 28 with one", () => {
    expect(windowOf(new URLSearchParams())).toEqual({ days: 7 });
    expect(windowOf(new URLSearchParams("days=1"))).toEqual({ days: 1 });
    expect(windowOf(new URLSearchParams("days=28"))).toEqual({ days: 28 });
    for (const days of ["0", "29", "7.5", "week", "-1"]) {
      expect(windowOf(new URLSearchParams({ days })), days).toHaveProperty("problem");
    }
    expect(windowLabel(1)).toBe("Last day");
    expect(windowLabel(28)).toBe("Last 28 days");
  });
});

describe("the table's rows", () => {
  it("are one per page type and device class, in the server's order, each with its metrics", () => {
    const rows = rowsOf([
      group("home", "mobile", "LCP"),
      group("home", "mobile", "CLS"),
      group("home", "desktop", "INP"),
      group("product", "mobile", "TTFB"),
    ]);
    expect(rows.map((row) => [row.pageType, row.deviceClass, Object.keys(row.cells)])).toEqual([
      ["home", "mobile", ["LCP", "CLS"]],
      ["home", "desktop", ["INP"]],
      ["product", "mobile", ["TTFB"]],
    ]);
  });
});
