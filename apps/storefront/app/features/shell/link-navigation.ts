import { useEffect } from "react";
import { useNavigate } from "react-router";

/** Paths the server answers itself (APIs, sign-in redirects, sandboxes, files): a link loads them. */
const DOCUMENT_PATH = /^\/(?:api|auth|_sandbox)\/|\.[a-z0-9]+$/i;

interface Here {
  origin: string;
  pathname: string;
  search: string;
}

export interface RoutedLink {
  to: string;
  replace: boolean;
  preventScrollReset: boolean;
}

/**
 * Where a click should take the app, or null when the browser should follow the link itself: a
 * modified or non-primary click, a handled click, a link to another window, a download, another
 * origin, a server path, or an anchor on this page. In iframe mode a link's `href` points at the
 * partner's page and `data-site-href` keeps the site address, which the frame navigates to.
 */
export function routedLink(event: MouseEvent, here: Here): RoutedLink | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!anchor) return null;
  const target = anchor.getAttribute("target");
  if ((target && target !== "_self") || anchor.hasAttribute("download")) return null;
  const href = anchor.getAttribute("data-site-href") ?? anchor.getAttribute("href") ?? "";
  const url = new URL(href, `${here.origin}${here.pathname}${here.search}`);
  if (url.origin !== here.origin || DOCUMENT_PATH.test(url.pathname)) return null;
  const samePage = url.pathname === here.pathname && url.search === here.search;
  if (samePage && url.hash) return null;
  return {
    to: `${url.pathname}${url.search}${url.hash}`,
    replace: samePage || anchor.hasAttribute("data-replace"),
    preventScrollReset: anchor.hasAttribute("data-keep-scroll"),
  };
}

/** Routes clicks on the site's links inside the app, after React's own handlers have run. */
export function useLinkNavigation(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = routedLink(event, window.location);
      if (!link) return;
      event.preventDefault();
      void navigate(link.to, { replace: link.replace, preventScrollReset: link.preventScrollReset });
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}
