import type { ApiEvent } from "./api";

let sink: ((event: ApiEvent) => void) | undefined;

/**
 * The page's API client reports its failed (not 401) and slow calls here (spec 1 §8); analytics
 * (track-event.ts) takes them once it has started. Kept apart so the client and analytics do not
 * import each other.
 */
export function reportApiEvent(event: ApiEvent): void {
  sink?.(event);
}

export function setApiEventSink(next: (event: ApiEvent) => void): void {
  sink = next;
}
