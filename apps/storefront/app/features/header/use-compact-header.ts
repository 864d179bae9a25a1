import { type RefObject, useEffect } from "react";
import { type HeaderScrollState, INITIAL_HEADER_STATE, nextHeaderState } from "./compact-header";

/**
 * Drives the header's scroll state (compact-header.ts) from a passive scroll listener, at most once
 * per animation frame, by writing `data-scroll-state` on the header: no React render per scroll.
 * Before the bar leaves the page flow, its slot keeps the bar's height, so nothing below moves.
 * While it is fixed, the page's scroll padding keeps focused elements from hiding under it (WCAG
 * 2.4.11), and keyboard focus entering a hidden header brings it back.
 */
export function useCompactHeader(headerRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = document.documentElement;
    const header = headerRef.current;
    const slot = header?.querySelector<HTMLElement>(".site-header__slot");
    const bar = slot?.firstElementChild as HTMLElement | null | undefined;
    if (!header || !slot || !bar) return;
    let state: HeaderScrollState = INITIAL_HEADER_STATE;
    let frame = 0;
    header.dataset.scrollState = state.mode;

    const apply = (next: HeaderScrollState) => {
      if (next.mode !== state.mode) {
        if (state.mode === "static") slot.style.minHeight = `${bar.getBoundingClientRect().height}px`;
        if (next.mode === "static") slot.style.minHeight = "";
        header.dataset.scrollState = next.mode;
        root.style.scrollPaddingTop = next.mode === "static" ? "" : `${bar.getBoundingClientRect().height}px`;
      }
      state = next;
    };
    const update = () => {
      frame = 0;
      apply(nextHeaderState(state, window.scrollY, window.innerWidth));
    };
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    const onFocusIn = () => {
      if (state.mode === "hidden") apply({ ...state, mode: "fixed" });
    };

    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll, { passive: true });
    header.addEventListener("focusin", onFocusIn);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
      header.removeEventListener("focusin", onFocusIn);
      delete header.dataset.scrollState;
      slot.style.minHeight = "";
      root.style.scrollPaddingTop = "";
    };
  }, [headerRef]);
}
