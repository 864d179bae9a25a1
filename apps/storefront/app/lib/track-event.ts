import { routes } from "@odin/contracts";
import type { ApiEvent } from "./api";
import { setApiEventSink } from "./api-events";
import { browserApi } from "./browser-api";
import { createEventQueue } from "./event-queue";

/**
 * Shopper events for analytics (spec README: "send page and funnel events to the project's own
 * event endpoint and store them; keep a dataLayer-style hook so a tag manager can be added by
 * configuration"): each event is pushed onto `window.dataLayer`, where a tag manager picks it up,
 * and sent in batches to `POST /api/events` with the tab's client session id. Once it has started,
 * the API client's failed and slow calls are events too (`api_error`, `api_slow`).
 */
export interface TrackedEvent {
  event: string;
  [field: string]: unknown;
}

declare global {
  interface Window {
    dataLayer?: TrackedEvent[];
  }
}

let queue: ReturnType<typeof createEventQueue> | undefined;

/** A failed or slow API call as an analytics event; the events call itself is never reported. */
function trackApiEvent(event: ApiEvent): void {
  if (event.path === routes.analyticsEvents.path) return;
  const { type, path, method, ...rest } = event;
  trackEvent(type, { call: `${method} ${path}`, ...rest });
}

function eventQueue() {
  if (!queue) {
    const created = createEventQueue({
      // A batch is small (at most ANALYTICS.maxEventsPerBatch events), and the last one is sent as
      // the tab is hidden: it must outlive the page, or the page's INP and CLS are lost with it.
      send: (events) => browserApi().call(routes.analyticsEvents, { events }, { keepalive: true }),
      now: () => Date.now(),
      setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    });
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "hidden") created.flush();
    });
    queue = created;
    setApiEventSink(trackApiEvent);
  }
  return queue;
}

export function trackEvent(event: string, fields: Record<string, unknown> = {}): void {
  if (typeof window === "undefined") return;
  window.dataLayer ??= [];
  window.dataLayer.push({ ...fields, event });
  eventQueue().add(event, window.location.pathname, fields);
}
