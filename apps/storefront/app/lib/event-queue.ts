import { ANALYTICS, type AnalyticsEventInput } from "@odin/contracts";

/** A value a stored event field may hold (contracts: `analyticsEventInput`). */
type FieldValue = string | number | boolean | null;

const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;
const EVENT_NAME = /^[a-z][a-z0-9_]{0,39}$/;
const MAX_TEXT = 500;
const INT32_MAX = 2_147_483_647;

/** The fields the endpoint stores: primitive values only, text cut to its limit, at most 20. */
export function storedFields(fields: Record<string, unknown>): Record<string, FieldValue> {
  const kept: Record<string, FieldValue> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (Object.keys(kept).length >= ANALYTICS.maxFields) break;
    if (!FIELD_NAME.test(name) || name === "event") continue;
    if (typeof value === "string") kept[name] = value.slice(0, MAX_TEXT);
    else if (typeof value === "number" && Math.abs(value) <= INT32_MAX) kept[name] = value;
    else if (typeof value === "boolean" || value === null) kept[name] = value;
  }
  return kept;
}

interface Queued {
  name: string;
  path: string;
  at: number;
  fields: Record<string, FieldValue>;
}

export interface EventQueueSettings {
  send(events: AnalyticsEventInput[]): Promise<unknown>;
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
}

/**
 * Holds the page's events and sends them in batches to `POST /api/events`: a full batch at once, the
 * rest after a few seconds or when the page is hidden. A batch that fails is dropped: analytics
 * never retries into a struggling server.
 */
export function createEventQueue(settings: EventQueueSettings) {
  let queued: Queued[] = [];
  /** A timer will flush what is queued. */
  let scheduled = false;

  function flush(): void {
    scheduled = false;
    if (queued.length === 0) return;
    const batch = queued.slice(0, ANALYTICS.maxEventsPerBatch);
    queued = queued.slice(batch.length);
    const sentAt = settings.now();
    const events = batch.map(({ at, fields, ...event }) => ({
      ...event,
      ageMs: Math.min(Math.max(0, sentAt - at), ANALYTICS.maxAgeMs),
      ...(Object.keys(fields).length > 0 ? { fields } : {}),
    }));
    settings.send(events).catch(() => undefined);
    if (queued.length > 0) flush();
  }

  return {
    add(name: string, path: string, fields: Record<string, unknown>): void {
      if (!EVENT_NAME.test(name)) return;
      queued.push({ name, path: path.slice(0, 2000), at: settings.now(), fields: storedFields(fields) });
      if (queued.length >= ANALYTICS.maxEventsPerBatch) flush();
      else if (!scheduled) {
        scheduled = true;
        settings.setTimeout(flush, ANALYTICS.flushDelayMs);
      }
    },
    flush,
  };
}
