/**
 * The service worker's events (docs/decisions/0077-installable-storefront.md), on the rules of
 * rules.js. The server serves both at /sw.js as one classic script (apps/server/src/platform/
 * installable.ts), ending in `startWorker(self, settings)`, or `retireWorker(self)` when the
 * operator turned the worker off (ODIN_SERVICE_WORKER=off).
 */
import {
  CACHE_PREFIX,
  cacheNamesOf,
  isFresh,
  isStorableFile,
  isStorablePage,
  LIMITS,
  OFFLINE_PATH,
  overflowOf,
  pageKeyOf,
  STORED_AT,
  staleCachesOf,
  staticCopyOf,
  strategyOf,
  stylesheetsOf,
} from "./rules.js";

/**
 * `settings.version`: the storefront build's, in every cache's name, so a new deploy's worker
 * deletes the old build's caches; `settings.productPath`: a product page's path.
 */
export function startWorker(worker, settings) {
  const names = cacheNamesOf(settings.version);
  const { productPath } = settings;
  const origin = worker.location.origin;
  const open = (name) => worker.caches.open(name);

  async function trim(cache, limit) {
    for (const key of overflowOf(await cache.keys(), limit)) await cache.delete(key);
  }

  async function offlinePage() {
    return (await open(names.offline)).match(OFFLINE_PATH);
  }

  async function keepStylesheets(html) {
    const assets = await open(names.assets);
    for (const href of stylesheetsOf(html)) {
      if (!(await assets.match(href))) await assets.add(href);
    }
  }

  /** Stores a page's static copy as the newest, drops the oldest beyond the bound. */
  async function storePage(pages, key, html) {
    const headers = { "content-type": "text/html; charset=utf-8", [STORED_AT]: String(Date.now()) };
    await pages.put(key, new Response(staticCopyOf(html), { headers }));
    await trim(pages, LIMITS.pages);
    await keepStylesheets(html);
  }

  /**
   * Keeps the product page at `key` readable offline. `response`: the page as this shopper was
   * answered, kept when it is the shared page; when it was rendered for them (signed in, or a bag)
   * or seen through the app, the shared page is fetched without cookies, unless a recent copy is kept.
   */
  async function keepProductPage(key, response) {
    const path = new URL(key).pathname;
    const pages = await open(names.pages);
    if (response && isStorablePage(path, response, productPath)) {
      return storePage(pages, key, await response.text());
    }
    if (response && response.status !== 200) {
      if (response.status === 404 || response.status === 410) await pages.delete(key);
      return;
    }
    const kept = await pages.match(key);
    if (kept && isFresh(kept.headers.get(STORED_AT), Date.now())) return pages.put(key, kept);
    if (worker.navigator.connection?.saveData) return;
    const shared = await worker.fetch(key, { credentials: "omit" });
    if (isStorablePage(path, shared, productPath)) await storePage(pages, key, await shared.text());
  }

  /** The network's answer to a navigation, through navigation preload when the browser made one. */
  async function navigation(event) {
    return (await event.preloadResponse) ?? (await worker.fetch(event.request));
  }

  async function page(event) {
    try {
      return await navigation(event);
    } catch {
      return (await offlinePage()) ?? Response.error();
    }
  }

  async function productPage(event) {
    const key = pageKeyOf(event.request.url);
    try {
      const response = await navigation(event);
      event.waitUntil(keepProductPage(key, response.clone()).catch(() => undefined));
      return response;
    } catch {
      const kept = await (await open(names.pages)).match(key);
      return kept ?? (await offlinePage()) ?? Response.error();
    }
  }

  async function cacheFirst(event, name) {
    const cache = await open(name);
    const kept = await cache.match(event.request, { ignoreVary: true });
    if (kept) return kept;
    const response = await worker.fetch(event.request);
    if (isStorableFile(response)) {
      event.waitUntil(cache.put(event.request, response.clone()).catch(() => undefined));
    }
    return response;
  }

  async function staleWhileRevalidate(event, name, limit) {
    const cache = await open(name);
    const kept = await cache.match(event.request, { ignoreVary: true });
    const fresh = worker.fetch(event.request).then(async (response) => {
      if (isStorableFile(response)) {
        await cache.put(event.request, response.clone());
        await trim(cache, limit);
      }
      return response;
    });
    if (!kept) return fresh;
    event.waitUntil(fresh.catch(() => undefined));
    return kept;
  }

  /** The offline page and the stylesheets it links to, fetched as a guest: no shopper's header in it. */
  async function install() {
    const response = await worker.fetch(OFFLINE_PATH, { credentials: "omit", cache: "reload" });
    if (!response.ok) throw new Error(`${OFFLINE_PATH} answered ${response.status}`);
    const html = await response.text();
    await (await open(names.assets)).addAll(stylesheetsOf(html));
    const headers = { "content-type": "text/html; charset=utf-8" };
    await (await open(names.offline)).put(OFFLINE_PATH, new Response(staticCopyOf(html), { headers }));
    await worker.skipWaiting();
  }

  async function activate() {
    for (const name of staleCachesOf(await worker.caches.keys(), settings.version)) {
      await worker.caches.delete(name);
    }
    await worker.registration.navigationPreload?.enable();
    await worker.clients.claim();
  }

  worker.addEventListener("install", (event) => event.waitUntil(install()));
  worker.addEventListener("activate", (event) => event.waitUntil(activate()));
  worker.addEventListener("fetch", (event) => {
    switch (strategyOf(event.request, origin, productPath)) {
      case "asset":
        return event.respondWith(cacheFirst(event, names.assets));
      case "image":
        return event.respondWith(staleWhileRevalidate(event, names.images, LIMITS.images));
      case "product-page":
        return event.respondWith(productPage(event));
      case "product-data":
        return event.waitUntil(keepProductPage(pageKeyOf(event.request.url)).catch(() => undefined));
      case "page":
        return event.respondWith(page(event));
      case "network":
        return event.respondWith(navigation(event));
      default:
        return undefined;
    }
  });
}

/** The worker that replaces the store's when it is turned off: deletes its caches and unregisters. */
export function retireWorker(worker) {
  worker.addEventListener("install", () => worker.skipWaiting());
  worker.addEventListener("activate", (event) =>
    event.waitUntil(
      (async () => {
        for (const name of await worker.caches.keys()) {
          if (name.startsWith(CACHE_PREFIX)) await worker.caches.delete(name);
        }
        await worker.registration.unregister();
      })(),
    ),
  );
}
