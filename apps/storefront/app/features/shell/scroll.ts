import { SCROLL_KEEPING_PATHS } from "@odin/contracts";

interface ScrollLocation {
  pathname: string;
  hash: string;
  key: string;
}

const KEEPING = new Set<string>(SCROLL_KEEPING_PATHS);

/**
 * `getKey` of React Router's `<ScrollRestoration>` (spec 2 §2): a new page starts at the top, and
 * back/forward returns to where the shopper was. On /search, /products and /customercare every
 * history entry shares one key per path, so changing filters, sort or page keeps the scroll position
 * instead of jumping to the top; an address with an anchor scrolls to the anchor.
 */
export function scrollRestorationKey(location: ScrollLocation): string {
  if (KEEPING.has(location.pathname) && !location.hash) return location.pathname;
  return location.key;
}
