import { BREAKPOINTS_PX, HEADER } from "@odin/contracts";

/**
 * The header's scroll states (spec 2 §2, §4 "Header fixed state is driven by scroll position"):
 * - `static`: in the page flow, at the top;
 * - `fixed`: the compact header, fixed at the top of the viewport;
 * - `hidden`: fixed but slid out of view (mobile, while scrolling down).
 */
export type HeaderMode = "static" | "fixed" | "hidden";

export interface HeaderScrollState {
  mode: HeaderMode;
  /** Scroll position at the last change of direction that counted. */
  lastY: number;
}

/** Scroll movement smaller than this does not flip the mobile header. // value not given by the spec */
export const SCROLL_DIRECTION_TOLERANCE_PX = 8;

export const INITIAL_HEADER_STATE: HeaderScrollState = { mode: "static", lastY: 0 };

/**
 * The next state for scroll position `y` in a viewport `width` px wide. Desktop: fixed after 185 px.
 * Mobile (< 768 px): fixed after 100 px, hidden while scrolling down, shown while scrolling up.
 */
export function nextHeaderState(previous: HeaderScrollState, y: number, width: number): HeaderScrollState {
  if (width >= BREAKPOINTS_PX.xs) {
    return { mode: y > HEADER.fixedAfterScrollDesktopPx ? "fixed" : "static", lastY: y };
  }
  if (y <= HEADER.fixedAfterScrollMobilePx) return { mode: "static", lastY: y };
  const moved = y - previous.lastY;
  if (Math.abs(moved) < SCROLL_DIRECTION_TOLERANCE_PX) {
    return previous.mode === "static" ? { mode: "hidden", lastY: previous.lastY } : previous;
  }
  return { mode: moved > 0 ? "hidden" : "fixed", lastY: y };
}
