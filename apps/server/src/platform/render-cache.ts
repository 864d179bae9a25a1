import { createHash } from "node:crypto";
import {
  AUTH_COOKIES,
  cookieNames,
  type FeatureFlags,
  GUEST_BAG_COOKIE,
  RENDER_CACHE,
  requestPlatform,
  STYLE_PATH_PATTERN,
} from "@odin/contracts";
import type { StalePages } from "./page-purge";
import { isPaymentPage } from "./payment-pages";
import type { CachedPage, PageStore } from "./render-cache-stores";

/**
 * The rendered-page cache (spec 2 §9 "Server-render cache"; docs/decisions/0011-rendered-page-cache.md):
 * complete HTML of pages that anonymous shoppers share, kept for the page's own `s-maxage`, capped
 * by the spec's TTL for its kind, in a store of at most 500 pages.
 */

export type PageKind = "home" | "product" | "listing" | "default";
export type CacheResult = "hit" | "miss" | "bypass";

const LISTING_PATHS = new Set(["/products", "/styles", "/search"]);

/** The request headers the cache keys on; they are named in `Vary` of every shareable page. */
export const VARY_ON = ["Cookie", "User-Agent", "Sec-CH-UA-Mobile"] as const;
const VARY_ALLOWED = new Set([...VARY_ON, "Accept-Encoding"].map((name) => name.toLowerCase()));
const NOT_STORED_HEADERS = new Set(["set-cookie", "date", "age", "x-cache", "content-length"]);

/** The kind of page at a path, for its TTL cap: home, product, listing, or anything else. */
export function pageKind(pathname: string): PageKind {
  if (pathname === "/") return "home";
  if (STYLE_PATH_PATTERN.test(pathname)) return "product";
  if (LISTING_PATHS.has(pathname)) return "listing";
  return "default";
}

export function maxTtlSeconds(kind: PageKind): number {
  switch (kind) {
    case "home":
      return RENDER_CACHE.homeTtlSeconds;
    case "product":
      return RENDER_CACHE.productTtlSeconds;
    case "listing":
      return RENDER_CACHE.listingTtlSeconds;
    default:
      return RENDER_CACHE.defaultTtlSeconds;
  }
}

/**
 * Seconds a shared cache may keep a response with this `Cache-Control`: its `s-maxage`, capped for the
 * page kind; 0 when it has none or says `private`, `no-store` or `no-cache`.
 */
export function sharedTtlSeconds(cacheControl: string | null, kind: PageKind): number {
  if (!cacheControl) return 0;
  let sMaxAge = 0;
  for (const directive of cacheControl.toLowerCase().split(",")) {
    const [name = "", value] = directive.trim().split("=");
    if (name === "private" || name === "no-store" || name === "no-cache") return 0;
    if (name === "s-maxage") sMaxAge = Number.parseInt(value ?? "", 10) || 0;
  }
  return Math.max(0, Math.min(sMaxAge, maxTtlSeconds(kind)));
}

/**
 * Only anonymous page reads share pages: GET or HEAD, with neither token cookie nor a guest bag's
 * (its header shows that guest's bag). A checkout or payment page is never shared, whatever its
 * route answers: its HTML carries the nonce of one response's policy (decision 40). Nor is a content
 * preview (`cmsPreview`): whatever the page's route answers, it may show a draft (decision 71).
 */
export function isShareableRequest(request: Request): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (isPaymentPage(request.url)) return false;
  if (new URL(request.url).searchParams.has("cmsPreview")) return false;
  const names = cookieNames(request.headers.get("cookie"));
  return ![AUTH_COOKIES.accessToken, AUTH_COOKIES.refreshToken, GUEST_BAG_COOKIE].some((name) =>
    names.has(name),
  );
}

/**
 * What an instance's pages are made of: its client build (a deploy must not serve old asset links)
 * and the operator's feature flags (instances sharing a Redis cache with different flags must not
 * serve each other's pages). Flags given in any order make the same version.
 */
export function pagesVersion(buildVersion: string, featureFlags: FeatureFlags): string {
  const flags = Object.entries(featureFlags).sort(([a], [b]) => a.localeCompare(b));
  const digest = createHash("sha256").update(JSON.stringify(flags)).digest("base64url").slice(0, 12);
  return `${buildVersion}.${digest}`;
}

/**
 * The cache key: everything that changes the HTML of an anonymous page. Method-independent (HEAD is
 * answered from GET's page); `version` is the instance's pagesVersion. Both the Host it came to and
 * the origin its address was given (decision 50: the site's, or the one a browser or trusted proxy
 * named, whose canonical and absolute links the page draws) tell pages apart.
 */
export function renderCacheKey(request: Request, version: string): string {
  const url = new URL(request.url);
  const host = (request.headers.get("host") ?? url.host).toLowerCase();
  return `${version}:${requestPlatform(request.headers)}:${host}:${url.origin}${url.pathname}${url.search}`;
}

/** The path a cache key was made for (`renderCacheKey`): what follows its origin, without the query. */
export function keyPath(key: string): string {
  return /https?:\/\/[^/]*(\/[^?]*)/.exec(key)?.[1] ?? "";
}

/** Whether a cache key is one of the pages `stale` names. */
export function isStaleKey(stale: StalePages): (key: string) => boolean {
  if (stale.all) return () => true;
  const paths = new Set(stale.paths);
  return (key) => paths.has(keyPath(key));
}

function varyIsCovered(vary: string | null): boolean {
  if (!vary) return true;
  return vary.split(",").every((name) => VARY_ALLOWED.has(name.trim().toLowerCase()));
}

/** Seconds to keep this response; 0 when it must not be shared (see `sharedTtlSeconds`). */
export function responseTtlSeconds(response: Response, pathname: string): number {
  if (response.status !== 200 || response.headers.has("set-cookie")) return 0;
  if (!varyIsCovered(response.headers.get("vary"))) return 0;
  return sharedTtlSeconds(response.headers.get("cache-control"), pageKind(pathname));
}

function withVary(headers: Headers): void {
  const present = (headers.get("vary") ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  const lower = new Set(present.map((name) => name.toLowerCase()));
  headers.set("vary", [...present, ...VARY_ON.filter((name) => !lower.has(name.toLowerCase()))].join(", "));
}

function answer(page: CachedPage, method: string, result: "HIT" | "MISS", now: number): Response {
  const headers = new Headers(page.headers);
  withVary(headers);
  headers.set("x-cache", result);
  if (result === "HIT") headers.set("age", String(Math.max(0, Math.floor((now - page.storedAt) / 1000))));
  return new Response(method === "HEAD" ? null : page.body, { status: page.status, headers });
}

/** A copy of `response` with changed headers (a redirect's own headers cannot be changed). */
function reheader(response: Response, change: (headers: Headers) => void): Response {
  const headers = new Headers(response.headers);
  change(headers);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * Not served from the cache. A page read by a signed-in shopper shows their state: a `Cache-Control`
 * that would let shared caches (ours or a CDN's) keep it becomes private.
 */
function missed(response: Response, personal: boolean): Response {
  return reheader(response, (headers) => {
    if (personal && sharedTtlSeconds(headers.get("cache-control"), "home") > 0) {
      headers.set("cache-control", "private, no-cache");
    }
    headers.set("x-cache", "MISS");
  });
}

export interface RenderCacheOptions {
  store: PageStore;
  /** Client build version, part of every key. */
  version: string;
  /** Counts each request's outcome (metrics). */
  count?: (result: CacheResult) => void;
  /** Reports a store failure; the page is rendered instead. Throttle it: it may fire per request. */
  onStoreError?: (error: unknown) => void;
  /**
   * How many purges this process has made: a page whose render overlapped one may show what the
   * purge removed, and is not stored.
   */
  purges?: () => number;
  now?: () => number;
}

export type RenderFunction = () => Promise<Response>;

/** Wraps a page renderer: serves shareable pages from the store, stores new ones, marks the rest. */
export function createRenderCache(options: RenderCacheOptions) {
  const now = options.now ?? Date.now;
  const count = options.count ?? (() => {});
  const storeError = options.onStoreError ?? (() => {});

  async function lookup(key: string): Promise<CachedPage | undefined> {
    try {
      return await options.store.get(key);
    } catch (error) {
      storeError(error);
      return undefined;
    }
  }

  return async function handle(request: Request, render: RenderFunction): Promise<Response> {
    if (!isShareableRequest(request)) {
      count("bypass");
      return missed(await render(), request.method === "GET" || request.method === "HEAD");
    }
    const key = renderCacheKey(request, options.version);
    const cached = await lookup(key);
    if (cached) {
      count("hit");
      return answer(cached, request.method, "HIT", now());
    }
    count("miss");
    const purgesBefore = options.purges?.();
    const response = await render();
    const ttl = request.method === "GET" ? responseTtlSeconds(response, new URL(request.url).pathname) : 0;
    if (ttl === 0 || options.purges?.() !== purgesBefore) return missed(response, false);
    const headers = [...response.headers].filter(([name]) => !NOT_STORED_HEADERS.has(name.toLowerCase()));
    const page: CachedPage = {
      status: response.status,
      headers,
      body: await response.text(),
      storedAt: now(),
    };
    options.store.set(key, page, ttl * 1000).catch(storeError);
    return answer(page, request.method, "MISS", now());
  };
}
