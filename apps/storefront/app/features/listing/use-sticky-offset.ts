import { type RefObject, useEffect } from "react";

/** Custom property the sticky filter bars use as their `top`. */
const STICKY_TOP_PROPERTY = "--listing-sticky-top";

/**
 * Keeps the listing's sticky bars below the site header while the header is fixed (compact header,
 * features/header/compact-header.ts), and at the very top when it is static or slid away.
 */
export function useStickyOffset(root: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = root.current;
    const header = document.querySelector<HTMLElement>(".site-header");
    const fixedPart = header?.querySelector<HTMLElement>(".site-header__main");
    if (!element || !header || !fixedPart) return;
    const update = () => {
      const fixed = header.dataset.scrollState === "fixed";
      element.style.setProperty(STICKY_TOP_PROPERTY, fixed ? `${fixedPart.offsetHeight}px` : "0px");
    };
    const observer = new MutationObserver(update);
    observer.observe(header, { attributes: true, attributeFilter: ["data-scroll-state"] });
    update();
    return () => observer.disconnect();
  }, [root]);
}
