import { safeGet, safeSet } from "../../lib/api/storage";
import type { StorageLike } from "../../lib/api/types";

/**
 * Iframe mode (spec 2 §2): when the query string holds `iframeview` and the page is in a frame, the
 * storefront runs inside a partner's frame. Site links are prefixed with the `baseurl` parameter (a
 * base without a scheme gets "//"), and events go to the parent window as messages of this shape:
 *
 *   { source: "odin", type: "navigation", data: { path: "/products?os", url: "//partner.example/shop/products?os" } }
 *   { source: "odin", type: "addToBag", data: { styleId, skuId, quantity } }
 *
 * `source` tells the parent the message is ours; `type` names the event; `data` is plain JSON.
 */
export interface IframeMode {
  /** The link prefix without a trailing slash, e.g. "//partner.example/shop"; "" keeps links as they are. */
  baseUrl: string;
}

export interface ParentMessage {
  source: "odin";
  type: string;
  data: Record<string, unknown>;
}

/** Session storage key that keeps iframe mode for full page loads inside the same frame. // value not given by the spec */
export const IFRAME_MODE_KEY = "odin_iframe_mode";

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * The link prefix of a `baseurl` parameter: a host without a scheme gets "//" in front, a path
 * ("/embed") stays on this site. Only http and https addresses are accepted, so a crafted
 * parameter cannot turn links into scripts.
 */
export function normaliseBaseUrl(raw: string | null): string {
  const trimmed = (raw ?? "").trim().replace(/\/+$/, "");
  if (!trimmed) return "";
  const isPath = trimmed.startsWith("/") && !trimmed.startsWith("//");
  const prefix = SCHEME.test(trimmed) || trimmed.startsWith("//") || isPath ? trimmed : `//${trimmed}`;
  try {
    const url = new URL(prefix, "https://site.invalid");
    if (url.protocol !== "https:" && url.protocol !== "http:") return "";
  } catch {
    return "";
  }
  return prefix;
}

/** Iframe mode as the query string asks for it, or null when it holds no `iframeview`. */
export function iframeModeFrom(search: string): IframeMode | null {
  const params = new URLSearchParams(search);
  if (!params.has("iframeview")) return null;
  return { baseUrl: normaliseBaseUrl(params.get("baseurl")) };
}

/**
 * Iframe mode of a document, only inside a frame: by its address (`iframeview`), or by an earlier page
 * of the same frame. A page opened on its own stays a normal page, so a link to the store with
 * `iframeview&baseurl=evil.example` cannot point the store's own links at another site.
 */
export function iframeModeOf(search: string, framed: boolean, storage: StorageLike): IframeMode | null {
  if (!framed) return null;
  return iframeModeFrom(search) ?? recallIframeMode(storage);
}

/** A site link ("/x", not "//x") with the frame's base in front; every other address is unchanged. */
export function iframeHref(href: string, baseUrl: string): string {
  if (!baseUrl || !href.startsWith("/") || href.startsWith("//")) return href;
  return `${baseUrl}${href}`;
}

/**
 * Rewrites the site links under `root` for the frame. Idempotent: each link remembers its site
 * address in `data-site-href`, so a rewritten link is left alone and one that React set back is
 * rewritten again.
 */
export function rewriteLinks(root: ParentNode, baseUrl: string): void {
  for (const anchor of root.querySelectorAll<HTMLAnchorElement>("a[href]")) {
    const href = anchor.getAttribute("href") ?? "";
    const site = anchor.dataset.siteHref;
    if (site !== undefined && href === iframeHref(site, baseUrl)) continue;
    const next = iframeHref(href, baseUrl);
    if (next === href) continue;
    anchor.dataset.siteHref = href;
    anchor.setAttribute("href", next);
  }
}

export function rememberIframeMode(mode: IframeMode, storage: StorageLike): void {
  safeSet(storage, IFRAME_MODE_KEY, JSON.stringify(mode));
}

/** Iframe mode of an earlier page in this frame, when the address no longer carries `iframeview`. */
export function recallIframeMode(storage: StorageLike): IframeMode | null {
  try {
    const stored = JSON.parse(safeGet(storage, IFRAME_MODE_KEY) ?? "null") as IframeMode | null;
    return typeof stored?.baseUrl === "string" ? { baseUrl: normaliseBaseUrl(stored.baseUrl) } : null;
  } catch {
    return null;
  }
}

let active: IframeMode | null = null;

/** Set by the shell once it knows whether this page runs in iframe mode. */
export function setActiveIframeMode(mode: IframeMode | null): void {
  active = mode;
}

export function activeIframeMode(): IframeMode | null {
  return active;
}

/**
 * Sends an event to the parent window in iframe mode (e.g. `postToParent("addToBag", {...})`); does
 * nothing otherwise. The data is public (paths, ids), so any parent origin may receive it.
 */
export function postToParent(
  type: string,
  data: Record<string, unknown>,
  parent: Window | undefined = globalThis.window?.parent,
): void {
  if (!active || !parent || parent === globalThis.window) return;
  const message: ParentMessage = { source: "odin", type, data };
  parent.postMessage(message, "*");
}
