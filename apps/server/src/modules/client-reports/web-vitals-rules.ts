import {
  DEVICE_CLASSES,
  type DeviceClass,
  rateWebVital,
  requestPlatform,
  WEB_VITAL_METRICS,
  WEB_VITAL_PAGE_TYPES,
  WEB_VITALS,
  type WebVitalGroup,
  type WebVitalMetric,
} from "@odin/contracts";

/**
 * The rules of the field measurements of Core Web Vitals (decision 75): which device class a
 * measurement counts under, whose measurements are not shoppers', how long they are kept, and how
 * the percentiles the database computes become the back office's table.
 */

/** The request headers the device class is read from (Fastify's `request.headers`). */
type RequestHeaders = Readonly<Record<string, string | string[] | undefined>>;

function single(value: string | string[] | undefined): string | undefined {
  return typeof value === "string" ? value : undefined;
}

/**
 * The device class of the browser that sent a batch: by the `Sec-CH-UA-Mobile` client hint when it
 * came, else by the user agent, the same rule that picks a page's mobile or desktop variant
 * (`requestPlatform`), so a page type's mobile row is the pages shoppers got as mobile pages.
 */
export function deviceClassOf(headers: RequestHeaders): DeviceClass {
  const known = new Headers();
  for (const name of ["sec-ch-ua-mobile", "user-agent"]) {
    const value = single(headers[name]);
    if (value === undefined) continue;
    try {
      known.set(name, value);
    } catch {
      // A value Headers refuses tells nothing of the device: as if it had not come.
    }
  }
  return requestPlatform(known);
}

/**
 * Browsers that are not shoppers': crawlers that run scripts, and the lab tools (Lighthouse,
 * WebPageTest, headless Chrome) that measure pages on their own. Their measurements would move the
 * field's percentiles, so they are not stored.
 */
const NOT_A_SHOPPER = /bot\b|crawler|spider|slurp|HeadlessChrome|Chrome-Lighthouse|PTST\//i;

export function isShoppersBrowser(headers: RequestHeaders): boolean {
  return !NOT_A_SHOPPER.test(single(headers["user-agent"]) ?? "");
}

/** Days measurements are kept: 30, or the client reports' retention when it is shorter. */
export function webVitalsRetentionDays(clientReportsRetentionDays: number): number {
  return Math.min(WEB_VITALS.retentionDays, clientReportsRetentionDays);
}

/** One group's percentile as the database answers it. */
export interface PercentileRow {
  pageType: string;
  deviceClass: string;
  metric: string;
  p75: number;
  samples: number;
}

/** A value as the table shows it: whole milliseconds, CLS to two decimals (as PageSpeed shows it). */
export function roundedWebVital(metric: WebVitalMetric, value: number): number {
  return metric === "CLS" ? Math.round(value * 100) / 100 : Math.round(value);
}

const orderOf = (list: readonly string[]) => (value: string) => list.indexOf(value);
const pageOrder = orderOf(WEB_VITAL_PAGE_TYPES);
const deviceOrder = orderOf(DEVICE_CLASSES);
const metricOrder = orderOf(WEB_VITAL_METRICS);

/**
 * The back office's groups: page types in the storefront's order (home first), mobile before
 * desktop, the metrics in the order they are shown; each percentile rounded as shown and rated by
 * the published thresholds as rounded, so a cell never shows a value beside another value's rating.
 * A row the contracts do not know (written by a later version) is left out.
 */
export function webVitalGroups(rows: readonly PercentileRow[]): WebVitalGroup[] {
  const known = rows.filter(
    (row) =>
      pageOrder(row.pageType) >= 0 && deviceOrder(row.deviceClass) >= 0 && metricOrder(row.metric) >= 0,
  );
  const sorted = [...known].sort(
    (a, b) =>
      pageOrder(a.pageType) - pageOrder(b.pageType) ||
      deviceOrder(a.deviceClass) - deviceOrder(b.deviceClass) ||
      metricOrder(a.metric) - metricOrder(b.metric),
  );
  return sorted.map((row) => {
    const metric = row.metric as WebVitalMetric;
    const p75 = roundedWebVital(metric, row.p75);
    return {
      pageType: row.pageType as WebVitalGroup["pageType"],
      deviceClass: row.deviceClass as DeviceClass,
      metric,
      p75,
      samples: row.samples,
      rating: rateWebVital(metric, p75),
    };
  });
}
