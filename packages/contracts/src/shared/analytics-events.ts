import { z } from "zod";
import { ANALYTICS } from "./constants";
import { boundedInt, INT32, text } from "./primitives";
import { WEB_VITAL_PAGE_TYPES, WEB_VITALS } from "./web-vitals";

/**
 * `POST /api/events` (spec README "Analytics events fire throughout"): the storefront's page and
 * funnel events, sent in batches with the tab's `clientSessionId` header and stored by the server.
 * Every event also goes to `window.dataLayer`, where a tag manager can pick it up.
 */

/** `page_view`, `add_to_bag`: lower-case words joined by `_`. */
export const eventName = z.string().regex(/^[a-z][a-z0-9_]{0,39}$/);

const fieldName = z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/);
const fieldValue = z.union([text(500), z.number().min(INT32.min).max(INT32.max), z.boolean(), z.null()]);

/** Path of the page the event happened on, without its query string. */
const eventPath = text(2000);
/** How long before the batch was sent the event happened, so the server dates it by its own clock. */
const eventAge = boundedInt(0, ANALYTICS.maxAgeMs);

/** Any event but a web vital, whose fields are its own (`webVitalEventInput`). */
export const analyticsEventInput = z.object({
  name: eventName.refine((name) => name !== WEB_VITALS.eventName, {
    error: `A ${WEB_VITALS.eventName} event carries a metric, its value and the page type`,
  }),
  path: eventPath,
  ageMs: eventAge,
  fields: z
    .record(fieldName, fieldValue)
    .refine((fields) => Object.keys(fields).length <= ANALYTICS.maxFields, {
      error: `At most ${ANALYTICS.maxFields} fields`,
    })
    .optional(),
});
export type AnalyticsEventInput = z.infer<typeof analyticsEventInput>;

const pageType = z.enum(WEB_VITAL_PAGE_TYPES);

/**
 * One measurement of a Core Web Vital in a shopper's browser (decision 75): the metric, its value
 * (milliseconds; CLS a unitless score) within the bounds a browser sends, and the type of page the
 * document was loaded as. Nothing else: the device class is the server's to derive, and the rating
 * follows from the value.
 */
const webVitalFields = z.discriminatedUnion("metric", [
  z.strictObject({
    metric: z.literal("CLS"),
    value: z.number().min(0).max(WEB_VITALS.maxCls),
    pageType,
  }),
  z.strictObject({
    metric: z.enum(["LCP", "INP", "FCP", "TTFB"]),
    value: z.number().min(0).max(WEB_VITALS.maxMs),
    pageType,
  }),
]);

export const webVitalEventInput = z.object({
  name: z.literal(WEB_VITALS.eventName),
  path: eventPath,
  ageMs: eventAge,
  fields: webVitalFields,
});
export type WebVitalEventInput = z.infer<typeof webVitalEventInput>;

/** Whether an event of a parsed batch is a web vital's measurement. */
export function isWebVitalEvent(
  event: WebVitalEventInput | AnalyticsEventInput,
): event is WebVitalEventInput {
  return event.name === WEB_VITALS.eventName;
}

export const analyticsEventsRequest = z.object({
  events: z
    .array(z.union([webVitalEventInput, analyticsEventInput]))
    .min(1)
    .max(ANALYTICS.maxEventsPerBatch),
});
export type AnalyticsEventsBody = z.infer<typeof analyticsEventsRequest>;

export const analyticsEventsResponse = z.object({ stored: boundedInt(0, ANALYTICS.maxEventsPerBatch) });

/** The `clientSessionId` header (spec 1 §3): the tab's id, which the events of one visit share. */
export const clientSessionIdHeader = z.string().regex(/^[A-Za-z0-9-]{8,64}$/);
