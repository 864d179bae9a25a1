import { STYLE_PATH_PATTERN } from "@odin/contracts";
import { describe, expect, it } from "vitest";
import { deferAppScripts } from "../../../defer-app-scripts";
import {
  cacheNamesOf,
  isFresh,
  isStorableFile,
  isStorablePage,
  LIMITS,
  OFFLINE_PATH,
  overflowOf,
  PAGE_FRESH_MS,
  pageKeyOf,
  type ResponseFacts,
  staleCachesOf,
  staticCopyOf,
  strategyOf,
  stylesheetsOf,
} from "./rules.js";

const ORIGIN = "https://shop.example.in";
const PRODUCT = "/nw-red-floral-kurta-NWKUR12345";

const strategy = (path: string, init: { method?: string; mode?: string } = {}) =>
  strategyOf(
    { url: new URL(path, ORIGIN).href, method: init.method ?? "GET", mode: init.mode ?? "cors" },
    ORIGIN,
    STYLE_PATH_PATTERN,
  );
const opened = (path: string) => strategy(path, { mode: "navigate" });

function answer(init: Partial<Omit<ResponseFacts, "headers">> & { headers?: Record<string, string> } = {}) {
  const headers = new Headers({
    "content-type": "text/html; charset=utf-8",
    "cache-control": "public, max-age=0, s-maxage=120",
    ...init.headers,
  });
  return { status: 200, type: "basic", redirected: false, ...init, headers };
}

/** Pages private to one shopper, however their address is written. */
const PRIVATE = [
  "/mybag",
  "/checkout",
  "/checkout/shipping",
  "/checkout/payment",
  "/checkout/pay/T20261126000001",
  "/orderconfirmation/OD202611260001/success",
  "/account",
  "/account/addresses",
  "/myorders",
  "/orderdetails/OD202611260001",
  "/favorites",
  "/login",
  "/reset-password",
  "/writereview/1001516",
  "/alerts/unsubscribe",
  "/newsletter/confirm",
  "/MyBag",
];

describe("which request goes to which strategy", () => {
  it("opens a product page network first, and moves inside the app keep it too", () => {
    expect(opened(PRODUCT)).toBe("product-page");
    expect(opened(`${PRODUCT}?utm_source=mail`)).toBe("product-page");
    expect(strategy(`${PRODUCT}.data`)).toBe("product-data");
    expect(strategy(`${PRODUCT}.data?_routes=routes%2Fcatch-all`)).toBe("product-data");
  });

  it("opens every other page from the network only, private or not", () => {
    for (const path of ["/", "/products", "/search?q=kurta", "/whoweare", "/us", OFFLINE_PATH, ...PRIVATE]) {
      expect(opened(path), path).toBe("page");
    }
  });

  it("answers the built files cache first and product images stale while revalidating", () => {
    expect(strategy("/assets/entry.client-RvwxSwwX.js")).toBe("asset");
    expect(strategy("/assets/root-Cty5FtrM.css")).toBe("asset");
    expect(strategy("/img/p/shirt/navy/front/360.webp")).toBe("image");
    expect(strategy("/img/s/1001516/front/0a1b2c3d4e5f/900.webp")).toBe("image");
  });

  it("opens the API's documentation, sign-in, the back office and the stand-ins from the network as they answer", () => {
    for (const path of [
      "/api/docs",
      "/auth/google/start",
      "/admin",
      "/admin/orders",
      "/_sandbox/outbox",
      "/sw.js",
    ]) {
      expect(opened(path), path).toBe("network");
    }
  });

  it("leaves alone the API's calls, sign-in's, other sites, posts and other files", () => {
    const passed = [
      strategy("/api/v2/listing/products"),
      strategy("/api/docs"),
      strategy("/auth/token"),
      strategy("/admin/api/orders"),
      strategy(`${ORIGIN.replace("shop", "cdn")}/assets/root-Cty5FtrM.css`),
      strategy("https://tiles.example.in/osm/1/2/3.png"),
      strategy(PRODUCT, { method: "POST", mode: "navigate" }),
      strategy("/checkout/payment", { method: "POST", mode: "navigate" }),
      strategy("/img/b/summer/navy/1200.webp"),
      strategy("/img/placeholder/360.webp"),
      strategy("/mybag.data"),
      strategy("/products.data"),
      strategy("/favicon.png"),
      strategy("/manifest.webmanifest"),
    ];
    expect(
      passed.every((result) => result === "pass"),
      JSON.stringify(passed),
    ).toBe(true);
  });
});

describe("what may be kept", () => {
  it("keeps a product page the server shares with every shopper", () => {
    expect(isStorablePage(PRODUCT, answer(), STYLE_PATH_PATTERN)).toBe(true);
  });

  it("never keeps a page rendered for one shopper, an error, a redirect, or what is not HTML", () => {
    const refused = [
      answer({ headers: { "cache-control": "private, no-cache" } }),
      answer({ headers: { "cache-control": "no-store" } }),
      answer({ headers: { "cache-control": "public, no-store" } }),
      answer({ headers: { "cache-control": "max-age=0" } }),
      answer({ headers: { "cache-control": "" } }),
      answer({ status: 404 }),
      answer({ status: 500 }),
      answer({ status: 0, type: "opaqueredirect" }),
      answer({ redirected: true }),
      answer({ type: "cors" }),
      answer({ headers: { "content-type": "application/json" } }),
    ];
    for (const response of refused) {
      expect(
        isStorablePage(PRODUCT, response, STYLE_PATH_PATTERN),
        JSON.stringify([...response.headers]),
      ).toBe(false);
    }
  });

  it("never keeps a private page, the API or any page but a product's, even one marked public", () => {
    for (const path of [...PRIVATE, "/api/v2/listing/products", "/", "/products", OFFLINE_PATH]) {
      expect(isStorablePage(path, answer(), STYLE_PATH_PATTERN), path).toBe(false);
    }
  });

  it("keeps files and images only when complete and from this site", () => {
    expect(isStorableFile({ status: 200, type: "basic" })).toBe(true);
    expect(isStorableFile({ status: 206, type: "basic" })).toBe(false);
    expect(isStorableFile({ status: 404, type: "basic" })).toBe(false);
    expect(isStorableFile({ status: 0, type: "opaque" })).toBe(false);
  });

  it("keeps a product page under its address alone, whether opened or moved to in the app", () => {
    const key = `${ORIGIN}${PRODUCT}`;
    expect(pageKeyOf(`${ORIGIN}${PRODUCT}?utm_source=mail#reviews`)).toBe(key);
    expect(pageKeyOf(`${ORIGIN}${PRODUCT}.data?_routes=routes%2Fcatch-all`)).toBe(key);
  });
});

describe("the caches' bounds and versions", () => {
  it("drops the oldest beyond the bound: 10 product pages, 100 images", () => {
    expect(LIMITS).toEqual({ pages: 10, images: 100 });
    const keys = Array.from({ length: 12 }, (_, index) => `page-${index}`);
    expect(overflowOf(keys, LIMITS.pages)).toEqual(["page-0", "page-1"]);
    expect(overflowOf(keys.slice(0, 10), LIMITS.pages)).toEqual([]);
  });

  it("names every cache by the build, and deletes only its own caches of other builds", () => {
    const names = cacheNamesOf("b2.1a2b3c4d");
    expect(
      Object.values(names).every((name) => name.startsWith("odin-") && name.endsWith("-b2.1a2b3c4d")),
    ).toBe(true);
    const present = [...Object.values(cacheNamesOf("b1.00000000")), ...Object.values(names), "someone-else"];
    expect(staleCachesOf(present, "b2.1a2b3c4d")).toEqual(Object.values(cacheNamesOf("b1.00000000")));
  });

  it("fetches a kept product page again once it is an hour old", () => {
    const now = Date.UTC(2026, 10, 30, 12);
    expect(isFresh(String(now - 1000), now)).toBe(true);
    expect(isFresh(String(now - PAGE_FRESH_MS), now)).toBe(false);
    expect(isFresh(null, now)).toBe(false);
    expect(isFresh("soon", now)).toBe(false);
    expect(isFresh(String(now + 60_000), now)).toBe(false);
  });
});

describe("the static copy served offline", () => {
  const page = deferAppScripts(
    [
      '<!DOCTYPE html><html lang="en-IN"><head><meta charset="utf-8"/>',
      '<link rel="stylesheet" href="/assets/root-Cty5FtrM.css"/>',
      '<link rel="modulepreload" href="/assets/entry.client-RvwxSwwX.js"/>',
      '<link rel="stylesheet" href="/assets/root-Cty5FtrM.css"/><link rel="stylesheet" href="https://cdn.example.com/x.css"/>',
      '<script data-service-worker="on">(() => {})();</script>',
      '</head><body><main id="main"><h1>Red Floral Kurta</h1></main>',
      '<script type="application/ld+json">{"@type":"Product"}</script>',
      '<script>window.__reactRouterContext = {"basename":"/"};</script>',
      '<script type="module" async>import("/assets/entry.client-RvwxSwwX.js");</script>',
      "</body></html>",
    ].join(""),
  );

  it("has no scripts and no module preloads, so the app never starts offline, but keeps the content", () => {
    const copy = staticCopyOf(page);
    expect(copy).not.toMatch(/<script|modulepreload/i);
    expect(copy).toContain('<main id="main"><h1>Red Floral Kurta</h1></main>');
    expect(copy).toContain('<link rel="stylesheet" href="/assets/root-Cty5FtrM.css"/>');
  });

  it("names the built stylesheets it needs, once each", () => {
    expect(stylesheetsOf(page)).toEqual(["/assets/root-Cty5FtrM.css"]);
  });
});
