import { routes } from "@odin/contracts";
import { browserApi } from "./browser-api";
import { createEventQueue } from "./event-queue";

/**
 * Shopper events for analytics (spec README: "send page and funnel events to the project's own
 * event endpoint and store them; keep a dataLayer-style hook so a tag manager can be added by
 * configuration"): each event is pushed onto `window.dataLayer`, where a tag manager picks it up,
 * and sent in batches to `POST /api/events` with the tab's client session id.
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

function eventQueue() {
  if (!queue) {
    const created = createEventQueue({
      send: (events) => browserApi().call(routes.analyticsEvents, { events }),
      now: () => Date.now(),
      setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    });
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "hidden") created.flush();
    });
    queue = created;
  }
  return queue;
}

export function trackEvent(event: string, fields: Record<string, unknown> = {}): void {
  if (typeof window === "undefined") return;
  window.dataLayer ??= [];
  window.dataLayer.push({ ...fields, event });
  eventQueue().add(event, window.location.pathname, fields);
}
