import { z } from "zod";
import { ANALYTICS } from "./constants";
import { boundedInt, INT32, text } from "./primitives";

/**
 * `POST /api/events` (spec README "Analytics events fire throughout"): the storefront's page and
 * funnel events, sent in batches with the tab's `clientSessionId` header and stored by the server.
 * Every event also goes to `window.dataLayer`, where a tag manager can pick it up.
 */

/** `page_view`, `add_to_bag`: lower-case words joined by `_`. */
export const eventName = z.string().regex(/^[a-z][a-z0-9_]{0,39}$/);

const fieldName = z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/);
const fieldValue = z.union([text(500), z.number().min(INT32.min).max(INT32.max), z.boolean(), z.null()]);

export const analyticsEventInput = z.object({
  name: eventName,
  /** Path of the page the event happened on, without its query string. */
  path: text(2000),
  /** How long before the batch was sent the event happened, so the server dates it by its own clock. */
  ageMs: boundedInt(0, ANALYTICS.maxAgeMs),
  fields: z
    .record(fieldName, fieldValue)
    .refine((fields) => Object.keys(fields).length <= ANALYTICS.maxFields, {
      error: `At most ${ANALYTICS.maxFields} fields`,
    })
    .optional(),
});
export type AnalyticsEventInput = z.infer<typeof analyticsEventInput>;

export const analyticsEventsRequest = z.object({
  events: z.array(analyticsEventInput).min(1).max(ANALYTICS.maxEventsPerBatch),
});
export type AnalyticsEventsBody = z.infer<typeof analyticsEventsRequest>;

export const analyticsEventsResponse = z.object({ stored: boundedInt(0, ANALYTICS.maxEventsPerBatch) });

/** The `clientSessionId` header (spec 1 §3): the tab's id, which the events of one visit share. */
export const clientSessionIdHeader = z.string().regex(/^[A-Za-z0-9-]{8,64}$/);
