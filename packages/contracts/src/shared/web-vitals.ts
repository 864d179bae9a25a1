/**
 * Field measurements of Core Web Vitals (decision 75): what shoppers' browsers measure with the
 * `web-vitals` library and send as `web_vital` events (`POST /api/events`), and how the back office
 * rates the 75th percentile of each. Plain data, apart from the schemas, so the storefront's and the
 * back office's code take it without zod (decision 13).
 */

/** The five metrics measured, in the order the back office shows them. */
export const WEB_VITAL_METRICS = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;
export type WebVitalMetric = (typeof WEB_VITAL_METRICS)[number];

/** The page types measurements are grouped by: the page the document was loaded as. */
export const WEB_VITAL_PAGE_TYPES = [
  "home",
  "listing",
  "product",
  "bag",
  "checkout",
  "account",
  "other",
] as const;
export type WebVitalPageType = (typeof WEB_VITAL_PAGE_TYPES)[number];

/** Derived by the server from the request's client hint or user agent, never sent by the browser. */
export const DEVICE_CLASSES = ["mobile", "desktop"] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

export const WEB_VITAL_RATINGS = ["good", "needs-improvement", "poor"] as const;
export type WebVitalRating = (typeof WEB_VITAL_RATINGS)[number];

export const WEB_VITALS = {
  /** The analytics event a measurement travels as. */
  eventName: "web_vital",
  /**
   * Google's published thresholds (web.dev/articles/vitals): up to the first is good, up to the
   * second needs improvement, above it is poor. Milliseconds, but CLS, which is a unitless score.
   */
  thresholds: {
    LCP: [2_500, 4_000],
    INP: [200, 500],
    CLS: [0.1, 0.25],
    FCP: [1_800, 3_000],
    TTFB: [800, 1_800],
  } satisfies Record<WebVitalMetric, readonly [number, number]>,
  /** The highest timing a measurement may carry (2 minutes); the browser sends a slower one as this. */
  maxMs: 120_000,
  /** The highest layout-shift score a measurement may carry; the browser sends a larger one as this. */
  maxCls: 10,
  /** The windows the back office offers, in days; the summary takes any from 1 to the longest. */
  windowDays: [1, 7, 28],
  defaultWindowDays: 7,
  /** Measurements are kept this long at most (or the client reports' retention, when shorter). */
  retentionDays: 30,
  /** The percentile summarised, as Google's assessment of a page takes it. */
  percentile: 0.75,
} as const;

/** What a measurement may carry at most: the browser sends a larger value as this. */
export function webVitalCeiling(metric: WebVitalMetric): number {
  return metric === "CLS" ? WEB_VITALS.maxCls : WEB_VITALS.maxMs;
}

/** The rating of a value by the published thresholds (each bound belongs to the better rating). */
export function rateWebVital(metric: WebVitalMetric, value: number): WebVitalRating {
  const [good, poor] = WEB_VITALS.thresholds[metric];
  if (value <= good) return "good";
  return value <= poor ? "needs-improvement" : "poor";
}

/** A value as people read it: "2,340 ms", or a layout-shift score to two decimals ("0.08"). */
export function formatWebVital(metric: WebVitalMetric, value: number): string {
  if (metric === "CLS") return value.toFixed(2);
  return `${Math.round(value).toLocaleString("en-IN")} ms`;
}

/** A rating as people read it. */
export const WEB_VITAL_RATING_LABELS: Record<WebVitalRating, string> = {
  good: "Good",
  "needs-improvement": "Needs improvement",
  poor: "Poor",
};
