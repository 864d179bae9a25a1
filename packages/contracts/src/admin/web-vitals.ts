import { z } from "zod";
import { boundedIntParam } from "../shared/primitives";
import {
  DEVICE_CLASSES,
  WEB_VITAL_METRICS,
  WEB_VITAL_PAGE_TYPES,
  WEB_VITAL_RATINGS,
  WEB_VITALS,
} from "../shared/web-vitals";

/**
 * The field measurements of Core Web Vitals as the back office reads them (decision 75): the 75th
 * percentile of each metric per page type and device class over the last days, with its sample count.
 */

const longestWindow = Math.max(...WEB_VITALS.windowDays);

export const webVitalsQuery = z.object({
  /** The window: the measurements of the last `days` days (7 unless given). */
  days: boundedIntParam(1, longestWindow).default(WEB_VITALS.defaultWindowDays),
});
export type WebVitalsQuery = z.input<typeof webVitalsQuery>;

export const webVitalGroup = z.object({
  pageType: z.enum(WEB_VITAL_PAGE_TYPES),
  deviceClass: z.enum(DEVICE_CLASSES),
  metric: z.enum(WEB_VITAL_METRICS),
  /** The 75th percentile: a measured value (milliseconds; CLS a score) that three in four are at or under. */
  p75: z.number(),
  samples: z.number().int(),
  /** The percentile's rating by the published thresholds. */
  rating: z.enum(WEB_VITAL_RATINGS),
});
export type WebVitalGroup = z.infer<typeof webVitalGroup>;

export const webVitalsSummary = z.object({
  days: z.number().int(),
  /** The window's start and end (ISO 8601 instants). */
  from: z.string(),
  to: z.string(),
  /** One entry per page type, device class and metric with measurements, in the table's order. */
  groups: z.array(webVitalGroup),
});
export type WebVitalsSummary = z.infer<typeof webVitalsSummary>;
