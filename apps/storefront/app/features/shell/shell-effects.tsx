import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { browserStorage } from "../../lib/api/storage";
import { trackEvent } from "../../lib/track-event";
import { useWebVitals } from "../../lib/web-vitals";
import { funnelEventsOf } from "./funnel-events";
import {
  type IframeMode,
  iframeHref,
  iframeModeOf,
  postToParent,
  rememberIframeMode,
  rewriteLinks,
  setActiveIframeMode,
} from "./iframe-mode";
import { useLinkNavigation } from "./link-navigation";
import { useRouteModulePreload } from "./route-preload";
import { rememberUtmMedium } from "./utm-medium";

/** Spec 2 §2: a page restored from the back/forward cache reloads, so it never shows stale state. */
function useReloadOnPersistedPageShow(): void {
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) window.location.reload();
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, []);
}

/** Spec 2 §2: a utm_medium in the address is kept for 30 days; an expired one is removed. */
function useUtmMedium(search: string): void {
  useEffect(() => {
    rememberUtmMedium(search, browserStorage("localStorage"));
  }, [search]);
}

/** The page view and funnel events of each page the shopper reaches (features/shell/funnel-events.ts). */
function usePageEvents(pathname: string, search: string): void {
  useEffect(() => {
    for (const event of funnelEventsOf(pathname, search)) trackEvent(event.name, event.fields);
  }, [pathname, search]);
}

/**
 * Iframe mode, decided once per document and only inside a frame: by the first address
 * (`iframeview`), or by an earlier page of the same frame. It holds across client navigations; links are rewritten as
 * the page changes, and each navigation is announced to the parent window.
 */
function useIframeMode(path: string): void {
  const [mode, setMode] = useState<IframeMode | null>(null);

  useEffect(() => {
    const session = browserStorage("sessionStorage");
    const decided = iframeModeOf(window.location.search, window.parent !== window, session);
    if (decided) rememberIframeMode(decided, session);
    setActiveIframeMode(decided);
    setMode(decided);
  }, []);

  useEffect(() => {
    if (!mode?.baseUrl) return;
    const { baseUrl } = mode;
    rewriteLinks(document, baseUrl);
    const observer = new MutationObserver(() => rewriteLinks(document, baseUrl));
    observer.observe(document.body, { subtree: true, childList: true, attributeFilter: ["href"] });
    return () => observer.disconnect();
  }, [mode]);

  useEffect(() => {
    if (mode) postToParent("navigation", { path, url: iframeHref(path, mode.baseUrl) });
  }, [mode, path]);
}

/** The page-shell rules of spec 2 §2 that need the browser; renders nothing. */
export function ShellEffects() {
  const location = useLocation();
  useLinkNavigation();
  useRouteModulePreload();
  useReloadOnPersistedPageShow();
  useUtmMedium(location.search);
  usePageEvents(location.pathname, location.search);
  useWebVitals();
  useIframeMode(`${location.pathname}${location.search}${location.hash}`);
  return null;
}
