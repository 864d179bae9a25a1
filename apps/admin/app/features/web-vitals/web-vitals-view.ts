import {
  type DeviceClass,
  formatWebVital,
  WEB_VITALS,
  type WebVitalGroup,
  type WebVitalMetric,
  type WebVitalPageType,
} from "@odin/contracts";

/**
 * The page-speed page's words and its table (decision 75): the field measurements' 75th percentiles,
 * one row per page type and device class, one column per metric. Plain data from the contracts, no
 * zod: the lists are typed by the contracts', so a page type or metric added there fails here.
 */

export const PAGE_TYPE_LABELS: Readonly<Record<WebVitalPageType, string>> = {
  home: "Home",
  listing: "Listing and search",
  product: "Product",
  bag: "Bag",
  checkout: "Checkout",
  account: "Account and orders",
  other: "Other pages",
};

export const DEVICE_CLASS_LABELS: Readonly<Record<DeviceClass, string>> = {
  mobile: "Mobile",
  desktop: "Desktop",
};

export const METRIC_NAMES: Readonly<Record<WebVitalMetric, string>> = {
  LCP: "Largest Contentful Paint: when the page's main picture or text has drawn",
  INP: "Interaction to Next Paint: how long the page takes to answer a tap, click or key",
  CLS: "Cumulative Layout Shift: how much the page moves under the shopper while it loads",
  FCP: "First Contentful Paint: when the first text or picture draws",
  TTFB: "Time to First Byte: when the server's answer starts to arrive",
};

const LONGEST = Math.max(...WEB_VITALS.windowDays);

/** The window in the page's address (`?days=7`), 7 days without one; what is not a window, said. */
export function windowOf(search: URLSearchParams): { days: number } | { problem: string } {
  const text = search.get("days")?.trim() ?? "";
  if (text === "") return { days: WEB_VITALS.defaultWindowDays };
  const days = Number(text);
  if (!/^\d+$/.test(text) || days < 1 || days > LONGEST) {
    return { problem: `The window is a number of days from 1 to ${LONGEST}.` };
  }
  return { days };
}

/** "Last day", "Last 7 days". */
export function windowLabel(days: number): string {
  return days === 1 ? "Last day" : `Last ${days} days`;
}

/** One row of the table: a page type on a device class, with the metrics that have measurements. */
export interface WebVitalsRow {
  pageType: WebVitalPageType;
  deviceClass: DeviceClass;
  cells: Partial<Record<WebVitalMetric, WebVitalGroup>>;
}

/** The groups as the table's rows, in the server's order (page types, then mobile before desktop). */
export function rowsOf(groups: readonly WebVitalGroup[]): WebVitalsRow[] {
  const rows = new Map<string, WebVitalsRow>();
  for (const group of groups) {
    const key = `${group.pageType}/${group.deviceClass}`;
    const row = rows.get(key) ?? { pageType: group.pageType, deviceClass: group.deviceClass, cells: {} };
    row.cells[group.metric] = group;
    rows.set(key, row);
  }
  return [...rows.values()];
}

/** A metric's thresholds as people read them: good up to the first, poor above the second. */
export function thresholdsOf(metric: WebVitalMetric): {
  good: string;
  needsImprovement: string;
  poor: string;
} {
  const [good, poor] = WEB_VITALS.thresholds[metric].map((value) => formatWebVital(metric, value));
  return {
    good: `up to ${good}`,
    needsImprovement: `over ${good}, up to ${poor}`,
    poor: `over ${poor}`,
  };
}
