import {
  AUTH_COOKIES,
  DEFAULT_FEATURE_FLAGS,
  requestPlatform as deviceClass,
  type FeatureFlags,
  GUEST_BAG_COOKIE,
  RENDER_CACHE,
} from "@odin/contracts";
import { describe, expect, it } from "vitest";
import {
  type CacheResult,
  createRenderCache,
  isShareableRequest,
  isStaleKey,
  keyPath,
  pageKind,
  pagesVersion,
  renderCacheKey,
  responseTtlSeconds,
  sharedTtlSeconds,
} from "./render-cache";
import { memoryPageStore, type PageStore } from "./render-cache-stores";

const DESKTOP_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140 Safari/537.36";
const MOBILE_UA =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140 Mobile Safari/537.36";

function request(path: string, init: { method?: string; cookie?: string; ua?: string; hint?: string } = {}) {
  const headers = new Headers({ host: "shop.example", "user-agent": init.ua ?? DESKTOP_UA });
  if (init.cookie) headers.set("cookie", init.cookie);
  if (init.hint) headers.set("sec-ch-ua-mobile", init.hint);
  return new Request(`http://shop.example${path}`, { method: init.method ?? "GET", headers });
}

function page(body: string, headers: Record<string, string> = {}, status = 200): Response {
  return new Response(body, {
    status,
    headers: { "content-type": "text/html", "cache-control": "public, max-age=0, s-maxage=120", ...headers },
  });
}

/** A fake storefront handler that counts its renders and answers with what the test says. */
function fakeRenderer(respond: (n: number) => Response = (n) => page(`<p>render ${n}</p>`)) {
  const state = { renders: 0 };
  const render = async () => {
    state.renders += 1;
    return respond(state.renders);
  };
  return { state, render };
}

function cacheWith(given?: PageStore) {
  const clock = { now: 1_000_000 };
  const store = given ?? memoryPageStore(RENDER_CACHE.maxEntries, () => clock.now);
  const counts: CacheResult[] = [];
  const errors: unknown[] = [];
  const handle = createRenderCache({
    store,
    version: "build-1",
    now: () => clock.now,
    count: (result) => counts.push(result),
    onStoreError: (error) => errors.push(error),
  });
  return { handle, counts, errors, clock };
}

describe("cache policy", () => {
  it("takes the TTL from s-maxage, capped by the spec's TTL for the page kind", () => {
    expect(sharedTtlSeconds("public, max-age=0, s-maxage=300", "home")).toBe(300);
    expect(sharedTtlSeconds("public, s-maxage=900", "home")).toBe(RENDER_CACHE.homeTtlSeconds);
    expect(sharedTtlSeconds("public, s-maxage=300", "product")).toBe(RENDER_CACHE.productTtlSeconds);
    expect(sharedTtlSeconds("public, s-maxage=60", "listing")).toBe(60);
    expect(sharedTtlSeconds("public, S-MAXAGE=600", "default")).toBe(RENDER_CACHE.defaultTtlSeconds);
  });

  it("never keeps pages without s-maxage, or private, no-store or no-cache pages", () => {
    expect(sharedTtlSeconds(null, "home")).toBe(0);
    expect(sharedTtlSeconds("public, max-age=300", "home")).toBe(0);
    expect(sharedTtlSeconds("private, no-store", "listing")).toBe(0);
    expect(sharedTtlSeconds("s-maxage=120, private", "listing")).toBe(0);
    expect(sharedTtlSeconds("no-store, s-maxage=120", "listing")).toBe(0);
    expect(sharedTtlSeconds("no-cache, s-maxage=120", "listing")).toBe(0);
    expect(sharedTtlSeconds("public, s-maxage=abc", "listing")).toBe(0);
  });

  it("knows the page kinds by path", () => {
    expect(pageKind("/")).toBe("home");
    expect(pageKind("/urban-stripe-polo-shirt-US24POL0001")).toBe("product");
    expect(pageKind("/products")).toBe("listing");
    expect(pageKind("/search")).toBe("listing");
    expect(pageKind("/brandslist")).toBe("default");
  });

  it("keeps only 200 answers that set no cookie and vary on nothing it does not key on", () => {
    expect(responseTtlSeconds(page("x"), "/products")).toBe(120);
    expect(responseTtlSeconds(page("x", {}, 404), "/products")).toBe(0);
    expect(responseTtlSeconds(page("x", { "set-cookie": "a=1" }), "/products")).toBe(0);
    expect(responseTtlSeconds(page("x", { vary: "Accept-Encoding, User-Agent" }), "/products")).toBe(120);
    expect(responseTtlSeconds(page("x", { vary: "Accept-Language" }), "/products")).toBe(0);
    expect(responseTtlSeconds(page("x", { vary: "*" }), "/products")).toBe(0);
  });

  it("shares only anonymous GET and HEAD requests", () => {
    expect(isShareableRequest(request("/"))).toBe(true);
    expect(isShareableRequest(request("/", { method: "HEAD" }))).toBe(true);
    expect(isShareableRequest(request("/", { method: "POST" }))).toBe(false);
    expect(isShareableRequest(request("/", { cookie: "pincode=110001; theme=x" }))).toBe(true);
    expect(isShareableRequest(request("/", { cookie: `${AUTH_COOKIES.accessToken}=a` }))).toBe(false);
    expect(isShareableRequest(request("/", { cookie: `x=1; ${AUTH_COOKIES.refreshToken}=r` }))).toBe(false);
    expect(isShareableRequest(request("/", { cookie: `${GUEST_BAG_COOKIE}=g` }))).toBe(false);
  });

  it("keys on path, query, host, device class and build version, not on the method", () => {
    const key = renderCacheKey(request("/products?f-co=red"), "v1");
    expect(renderCacheKey(request("/products?f-co=red", { method: "HEAD" }), "v1")).toBe(key);
    expect(renderCacheKey(request("/products?f-co=blue"), "v1")).not.toBe(key);
    expect(renderCacheKey(request("/products?f-co=red", { ua: MOBILE_UA }), "v1")).not.toBe(key);
    expect(renderCacheKey(request("/products?f-co=red"), "v2")).not.toBe(key);
    const other = new Request("http://shop.example/products?f-co=red", { headers: { host: "us.example" } });
    expect(renderCacheKey(other, "v1")).not.toBe(key);
    // The page's origin, not the Host header: the same host over https is another page.
    const secure = new Request("https://shop.example/products?f-co=red", { headers: { host: "us.example" } });
    expect(renderCacheKey(secure, "v1")).not.toBe(renderCacheKey(other, "v1"));
  });

  it("versions an instance's pages by its build and its feature flags, in any order", () => {
    const flags = { ...DEFAULT_FEATURE_FLAGS };
    const version = pagesVersion("build-1", flags);
    expect(version.startsWith("build-1.")).toBe(true);
    expect(pagesVersion("build-2", flags)).not.toBe(version);
    expect(pagesVersion("build-1", { ...flags, ratings: !flags.ratings })).not.toBe(version);
    const reversed = Object.fromEntries(Object.entries(flags).reverse()) as FeatureFlags;
    expect(pagesVersion("build-1", reversed)).toBe(version);
  });

  it("classes devices by the client hint first, then the user agent", () => {
    expect(deviceClass(request("/", { ua: MOBILE_UA }).headers)).toBe("mobile");
    expect(deviceClass(request("/").headers)).toBe("desktop");
    expect(deviceClass(request("/", { ua: MOBILE_UA, hint: "?0" }).headers)).toBe("desktop");
    expect(deviceClass(request("/", { hint: "?1" }).headers)).toBe("mobile");
    expect(deviceClass(request("/", { ua: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0)" }).headers)).toBe(
      "mobile",
    );
  });
});

describe("memory page store", () => {
  it("holds at most its size, dropping the least recently used page", async () => {
    const store = memoryPageStore(3);
    const entry = (body: string) => ({ status: 200, headers: [], body, storedAt: 0 });
    for (const key of ["a", "b", "c"]) await store.set(key, entry(key), 60_000);
    await store.get("a");
    await store.set("d", entry("d"), 60_000);
    expect(await store.get("b")).toBeUndefined();
    expect((await store.get("a"))?.body).toBe("a");
    expect((await store.get("c"))?.body).toBe("c");
    expect((await store.get("d"))?.body).toBe("d");
  });

  it("forgets a page when its time is up", async () => {
    const clock = { now: 0 };
    const store = memoryPageStore(10, () => clock.now);
    await store.set("a", { status: 200, headers: [], body: "a", storedAt: 0 }, 1_000);
    clock.now = 999;
    expect(await store.get("a")).toBeDefined();
    clock.now = 1_000;
    expect(await store.get("a")).toBeUndefined();
  });

  it("keeps 500 pages by default", async () => {
    const store = memoryPageStore(RENDER_CACHE.maxEntries);
    for (let i = 0; i <= RENDER_CACHE.maxEntries; i += 1) {
      await store.set(`p${i}`, { status: 200, headers: [], body: "", storedAt: 0 }, 60_000);
    }
    expect(await store.get("p0")).toBeUndefined();
    expect(await store.get("p1")).toBeDefined();
    expect(await store.get(`p${RENDER_CACHE.maxEntries}`)).toBeDefined();
  });
});

describe("purging pages a content change made stale", () => {
  it("reads the path a key was made for, whatever its host, device and query", () => {
    const key = renderCacheKey(request("/nw?sort=new"), "build-1.abc");
    expect(keyPath(key)).toBe("/nw");
    expect(keyPath(renderCacheKey(request("/"), "v"))).toBe("/");
  });

  it("removes the pages at the paths named, or every page", async () => {
    const store = memoryPageStore(10);
    const cache = createRenderCache({ store, version: "v" });
    const { render } = fakeRenderer();
    for (const path of ["/", "/nw", "/nw?page=2", "/us"]) await cache(request(path), render);
    await store.purge(isStaleKey({ all: false, paths: ["/nw"] }));
    expect((await cache(request("/nw"), render)).headers.get("x-cache")).toBe("MISS");
    expect((await cache(request("/nw?page=2"), render)).headers.get("x-cache")).toBe("MISS");
    expect((await cache(request("/us"), render)).headers.get("x-cache")).toBe("HIT");
    await store.purge(isStaleKey({ all: true }));
    expect((await cache(request("/"), render)).headers.get("x-cache")).toBe("MISS");
  });

  it("never shares a content preview, whatever its route answers", () => {
    expect(isShareableRequest(request("/?cmsPreview=1"))).toBe(false);
    expect(isShareableRequest(request("/nw?cmsPreview=0"))).toBe(false);
  });
});

describe("render cache wrapper", () => {
  it("renders once, then answers from the cache with X-Cache, Age and Vary", async () => {
    const { handle, counts, clock } = cacheWith();
    const { state, render } = fakeRenderer();
    const first = await handle(request("/products"), render);
    expect(first.headers.get("x-cache")).toBe("MISS");
    expect(await first.text()).toBe("<p>render 1</p>");
    clock.now += 5_000;
    const second = await handle(request("/products"), render);
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect(second.headers.get("age")).toBe("5");
    expect(second.headers.get("vary")).toBe("Cookie, User-Agent, Sec-CH-UA-Mobile");
    expect(second.headers.get("content-type")).toBe("text/html");
    expect(await second.text()).toBe("<p>render 1</p>");
    expect(state.renders).toBe(1);
    expect(counts).toEqual(["miss", "hit"]);
  });

  it("answers HEAD from the GET page without a body", async () => {
    const { handle } = cacheWith();
    const { render } = fakeRenderer();
    await handle(request("/"), render);
    const head = await handle(request("/", { method: "HEAD" }), render);
    expect(head.headers.get("x-cache")).toBe("HIT");
    expect(head.body).toBeNull();
  });

  it("renders again when the page's TTL has passed", async () => {
    const { handle, clock } = cacheWith();
    const { state, render } = fakeRenderer((n) => page(`${n}`, { "cache-control": "public, s-maxage=30" }));
    await handle(request("/brandslist"), render);
    clock.now += 29_000;
    expect((await handle(request("/brandslist"), render)).headers.get("x-cache")).toBe("HIT");
    clock.now += 1_000;
    expect((await handle(request("/brandslist"), render)).headers.get("x-cache")).toBe("MISS");
    expect(state.renders).toBe(2);
  });

  it("never serves one shopper's page to another", async () => {
    const { handle, counts } = cacheWith();
    const { state, render } = fakeRenderer();
    const signedIn = `${AUTH_COOKIES.accessToken}=a; ${AUTH_COOKIES.refreshToken}=r`;
    const personal = await handle(request("/", { cookie: signedIn }), render);
    expect(personal.headers.get("x-cache")).toBe("MISS");
    expect(personal.headers.get("cache-control")).toBe("private, no-cache");
    const anonymous = await handle(request("/"), render);
    expect(await anonymous.text()).toBe("<p>render 2</p>");
    expect((await handle(request("/", { cookie: signedIn }), render)).headers.get("x-cache")).toBe("MISS");
    expect(await (await handle(request("/", { ua: MOBILE_UA }), render)).text()).toBe("<p>render 4</p>");
    expect(await (await handle(request("/?utm_medium=mail"), render)).text()).toBe("<p>render 5</p>");
    expect(state.renders).toBe(5);
    expect(counts).toEqual(["bypass", "miss", "bypass", "miss", "miss"]);
  });

  it("does not keep private pages, errors, pages that set cookies, or POST answers", async () => {
    const { handle } = cacheWith();
    const answers = [
      page("private", { "cache-control": "private, no-store" }),
      page("missing", {}, 404),
      page("cookie", { "set-cookie": "pincode=110001" }),
    ];
    for (const answer of answers) {
      const { state, render } = fakeRenderer(() => answer.clone());
      await handle(request("/products?p-dl=same-day"), render);
      await handle(request("/products?p-dl=same-day"), render);
      expect(state.renders).toBe(2);
    }
    const { state, render } = fakeRenderer();
    await handle(request("/contactus", { method: "POST" }), render);
    expect((await handle(request("/contactus"), render)).headers.get("x-cache")).toBe("MISS");
    expect(state.renders).toBe(2);
  });

  it("never keeps a checkout or payment page, even one that says it may be shared", async () => {
    const { handle, counts } = cacheWith();
    for (const path of [
      "/checkout",
      "/checkout/pay/T1",
      "/Checkout/Payment",
      "/orderconfirmation/OD1/success",
    ]) {
      const { state, render } = fakeRenderer();
      expect(isShareableRequest(request(path))).toBe(false);
      const answer = await handle(request(path), render);
      expect(answer.headers.get("x-cache")).toBe("MISS");
      expect(answer.headers.get("cache-control")).toBe("private, no-cache");
      await handle(request(path), render);
      expect(state.renders).toBe(2);
    }
    expect(new Set(counts)).toEqual(new Set(["bypass"]));
  });

  it("keeps pages of one build apart from the next build's", async () => {
    const store = memoryPageStore(10);
    const { render } = fakeRenderer();
    await createRenderCache({ store, version: "a" })(request("/"), render);
    const next = await createRenderCache({ store, version: "b" })(request("/"), render);
    expect(next.headers.get("x-cache")).toBe("MISS");
  });

  it("renders when the store fails, and reports the failure", async () => {
    const broken: PageStore = {
      get: () => Promise.reject(new Error("connection refused")),
      set: () => Promise.reject(new Error("connection refused")),
      purge: () => Promise.reject(new Error("connection refused")),
    };
    const { handle, errors } = cacheWith(broken);
    const { state, render } = fakeRenderer();
    const response = await handle(request("/"), render);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("<p>render 1</p>");
    await new Promise((resolve) => setImmediate(resolve));
    expect(state.renders).toBe(1);
    expect(errors).toHaveLength(2);
  });
});
