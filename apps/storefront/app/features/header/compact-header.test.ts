import { HEADER } from "@odin/contracts";
import { describe, expect, it } from "vitest";
import { type HeaderMode, INITIAL_HEADER_STATE, nextHeaderState } from "./compact-header";

const DESKTOP = 1366;
const MOBILE = 412;

/** The modes after scrolling through `positions`, one scroll event each. */
function modes(positions: number[], width: number): HeaderMode[] {
  let state = INITIAL_HEADER_STATE;
  return positions.map((y) => {
    state = nextHeaderState(state, y, width);
    return state.mode;
  });
}

describe("compact header state", () => {
  it("on desktop, is fixed after 185 px of scroll and static again above it", () => {
    const threshold = HEADER.fixedAfterScrollDesktopPx;
    expect(modes([0, 100, threshold, threshold + 1, 900, 400, threshold, 0], DESKTOP)).toEqual([
      "static",
      "static",
      "static",
      "fixed",
      "fixed",
      "fixed",
      "static",
      "static",
    ]);
  });

  it("on desktop, stays visible while scrolling down (it never hides)", () => {
    expect(modes([300, 600, 900, 1200], DESKTOP)).toEqual(["fixed", "fixed", "fixed", "fixed"]);
  });

  it("on mobile, becomes fixed after 100 px, hides on scroll down and shows on scroll up", () => {
    const threshold = HEADER.fixedAfterScrollMobilePx;
    expect(modes([50, threshold, threshold + 50, 400, 350, 300, 500, 60], MOBILE)).toEqual([
      "static",
      "static",
      "hidden",
      "hidden",
      "fixed",
      "fixed",
      "hidden",
      "static",
    ]);
  });

  it("on mobile, ignores jitter smaller than the tolerance", () => {
    expect(modes([500, 400, 404, 398, 401], MOBILE)).toEqual(["hidden", "fixed", "fixed", "fixed", "fixed"]);
    expect(modes([500, 496, 503], MOBILE)).toEqual(["hidden", "hidden", "hidden"]);
  });

  it("uses the mobile rule below 768 px and the desktop rule from 768 px", () => {
    expect(nextHeaderState(INITIAL_HEADER_STATE, 150, 767).mode).toBe("hidden");
    expect(nextHeaderState(INITIAL_HEADER_STATE, 150, 768).mode).toBe("static");
  });
});
