/**
 * Shopper events for analytics (spec README: "keep a dataLayer-style hook so a tag manager can be
 * added by configuration"): each event is pushed onto `window.dataLayer`, where a tag manager picks
 * it up. There is no event endpoint on the server yet; when one comes, it reads the same array.
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

export function trackEvent(event: string, fields: Record<string, unknown> = {}): void {
  if (typeof window === "undefined") return;
  window.dataLayer ??= [];
  window.dataLayer.push({ ...fields, event });
}
