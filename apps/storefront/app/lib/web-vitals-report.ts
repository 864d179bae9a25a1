import { WEB_VITALS, type WebVitalPageType, webVitalCeiling } from "@odin/contracts";
import { type MetricType, onCLS, onFCP, onINP, onLCP, onTTFB } from "web-vitals";
import { trackEvent } from "./track-event";
import { type MatchedRoute, pageTypeOf } from "./web-vitals-page-type";

/**
 * Field measurements of Core Web Vitals (decision 75), loaded in a chunk of its own once the app has
 * started (web-vitals.ts). The `web-vitals` library reads the browser's buffered performance entries,
 * so starting late loses nothing. Each measurement is a `web_vital` event on the page's event queue:
 * TTFB and FCP soon after the load, LCP at the first tap or key or when the page is hidden, INP and
 * CLS when the page is hidden (the library's listeners run before the queue's, which then sends
 * them). All count for the page type the document was loaded as, as Chrome's field data does:
 * a page reached later without a reload has no load of its own to measure.
 */

/** A measurement's event fields: its metric, its value within the contract's bounds, the page type. */
export function webVitalFields(
  metric: Pick<MetricType, "name" | "value">,
  pageType: WebVitalPageType,
): { metric: MetricType["name"]; value: number; pageType: WebVitalPageType } {
  const value = Math.min(Math.max(0, metric.value), webVitalCeiling(metric.name));
  return { metric: metric.name, value, pageType };
}

let started = false;

/** Starts measuring the document, once, as the page type of the routes it was loaded with. */
export function startWebVitals(landing: readonly MatchedRoute[]): void {
  if (started) return;
  started = true;
  const pageType = pageTypeOf(landing);
  const report = (metric: MetricType) => trackEvent(WEB_VITALS.eventName, webVitalFields(metric, pageType));
  onTTFB(report);
  onFCP(report);
  onLCP(report);
  onINP(report);
  onCLS(report);
}
