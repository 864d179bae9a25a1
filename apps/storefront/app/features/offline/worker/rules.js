/**
 * The service worker's rules (docs/decisions/0077-installable-storefront.md): which request goes to
 * which strategy, what may be kept, the caches' names and bounds. Pure functions, no imports and no
 * browser globals: the server puts this file and worker.js together into /sw.js
 * (apps/server/src/platform/installable.ts), and rules.test.ts imports it as it is. Its types are in
 * rules.d.ts.
 */

/** Every cache the worker makes starts with this; a build's caches end with its version. */
export const CACHE_PREFIX = "odin-";

/** The product pages kept for reading offline, and the product images. */
export const LIMITS = { pages: 10, images: 100 };

/** A product page kept less than an hour ago is only marked as seen again, not fetched again. */
export const PAGE_FRESH_MS = 60 * 60 * 1000;

/** When a kept page was stored, in milliseconds since 1970: a header of the stored copy. */
export const STORED_AT = "odin-stored-at";

/** The storefront's offline page (routes/offline.tsx), kept when the worker installs. */
export const OFFLINE_PATH = "/offline";

/** Addresses the worker never answers: the API and sign-in, the back office, the stand-ins, itself. */
const NOT_PAGES = /^\/(?:api|auth|_sandbox)\/|^\/admin(?:\/|$)|^\/sw\.js$/i;

/**
 * The pages private to one shopper: the bag, checkout and payment, the account and its orders,
 * favourites, sign-in and the links mailed to one person. None is ever kept, whatever it answers.
 */
export const PRIVATE_PAGES =
  /^\/(?:mybag|checkout|orderconfirmation|account|myorders|orderdetails|favorites|login|reset-password|writereview|alerts|newsletter|refused)(?:\/|$)/i;

/** Product images: a style's drawings and its photographs (decision 39), not banners or logos. */
const PRODUCT_IMAGE = /^\/img\/[ps]\//;

const DATA_SUFFIX = ".data";

/** The caches of one build. */
export function cacheNamesOf(version) {
  return {
    assets: `${CACHE_PREFIX}assets-${version}`,
    images: `${CACHE_PREFIX}images-${version}`,
    pages: `${CACHE_PREFIX}pages-${version}`,
    offline: `${CACHE_PREFIX}offline-${version}`,
  };
}

/** The worker's caches of other builds, which the new one deletes when it takes over. */
export function staleCachesOf(names, version) {
  const current = new Set(Object.values(cacheNamesOf(version)));
  return names.filter((name) => name.startsWith(CACHE_PREFIX) && !current.has(name));
}

/**
 * What the worker does with a request:
 * - "asset": a built file under /assets/ (its name carries its content's hash): cache first;
 * - "image": a product image: the kept copy at once, refreshed behind it (at most LIMITS.images);
 * - "product-page": opening a product page: the network first, kept for reading offline (at most
 *   LIMITS.pages), the kept copy when the network fails, else the offline page;
 * - "product-data": the app's data of a product page (a move inside the app): not answered, but the
 *   page is kept as if it had been opened;
 * - "page": opening any other page: the network only, the offline page when it fails;
 * - "network": opening an address outside the storefront's pages (the API's documentation, sign-in
 *   redirects, the back office, the stand-ins): the network's answer as it is, through navigation
 *   preload, nothing kept, no offline page;
 * - "pass": not answered at all (a post, another site, the API's calls, anything else).
 */
export function strategyOf(request, origin, productPath) {
  if (request.method !== "GET") return "pass";
  const url = new URL(request.url);
  if (url.origin !== origin) return "pass";
  const path = url.pathname;
  if (NOT_PAGES.test(path)) return request.mode === "navigate" ? "network" : "pass";
  if (request.mode === "navigate") return isProductPage(path, productPath) ? "product-page" : "page";
  if (path.startsWith("/assets/")) return "asset";
  if (PRODUCT_IMAGE.test(path)) return "image";
  if (path.endsWith(DATA_SUFFIX) && isProductPage(path.slice(0, -DATA_SUFFIX.length), productPath)) {
    return "product-data";
  }
  return "pass";
}

function isProductPage(path, productPath) {
  return productPath.test(path) && !PRIVATE_PAGES.test(path);
}

/** The address a product page is kept under: without its query or fragment, and without ".data". */
export function pageKeyOf(url) {
  const { origin, pathname } = new URL(url);
  const path = pathname.endsWith(DATA_SUFFIX) ? pathname.slice(0, -DATA_SUFFIX.length) : pathname;
  return `${origin}${path}`;
}

function directivesOf(cacheControl) {
  return new Set(
    (cacheControl ?? "")
      .toLowerCase()
      .split(",")
      .map((directive) => directive.split("=")[0].trim()),
  );
}

/**
 * Whether a page's answer may be kept for reading offline: a product page's complete HTML from this
 * site (200, not redirected) that the server marked `public`, shared by every shopper, and neither
 * `private` nor `no-store`. A page rendered for a signed-in shopper or a guest with a bag is marked
 * `private` by the server (decision 11), so what one shopper saw is never kept.
 */
export function isStorablePage(path, response, productPath) {
  if (!isProductPage(path, productPath)) return false;
  if (response.status !== 200 || response.type !== "basic" || response.redirected) return false;
  if (!/^text\/html\b/i.test(response.headers.get("content-type") ?? "")) return false;
  const directives = directivesOf(response.headers.get("cache-control"));
  return directives.has("public") && !directives.has("private") && !directives.has("no-store");
}

/** Whether a built file's or an image's answer may be kept: a complete answer from this site. */
export function isStorableFile(response) {
  return response.status === 200 && response.type === "basic";
}

/** Whether a copy stored at `storedAt` (the STORED_AT header) is recent enough not to fetch again. */
export function isFresh(storedAt, now) {
  const at = Number(storedAt);
  return Number.isFinite(at) && at > 0 && now - at >= 0 && now - at < PAGE_FRESH_MS;
}

/** The keys to delete so that at most `limit` remain: the oldest (caches list keys as they were put). */
export function overflowOf(keys, limit) {
  return keys.slice(0, Math.max(0, keys.length - limit));
}

/**
 * A page as the worker serves it offline: without scripts and module preloads. Started offline at
 * an address it did not render (the offline page), or with its data out of reach, the app would
 * reload the page again and again; a static copy reads as it was, and its links and the retry link
 * load real pages.
 */
export function staticCopyOf(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, "");
}

/** The built stylesheets a page links to, which its static copy needs offline. */
export function stylesheetsOf(html) {
  const hrefs = [];
  for (const [link] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (!/\brel="stylesheet"/i.test(link)) continue;
    const href = /\bhref="(\/assets\/[^"]+\.css)"/.exec(link)?.[1];
    if (href && !hrefs.includes(href)) hrefs.push(href);
  }
  return hrefs;
}
