/**
 * `npm run bench:lighthouse -- [--url http://localhost:3000] [--runs 5]`
 * Lighthouse's default (mobile) preset against a running Odin, on the home page, a listing, a
 * product page and a guest's bag holding that product: the median of `runs` runs of performance
 * score, LCP, CLS and TBT, and the page's first-load JavaScript: as transferred (Brotli bodies and
 * response headers) and as gzip bodies. `goals` says, per store page, whether the medians meet the
 * goals of docs/benchmarks.md (within 5 points of `floor`, TBT ≤ 200 ms, LCP ≤ 2.5 s, CLS ≤ 0.05).
 * `installable` lists what Chromium finds missing for installing the store (an empty list: it
 * installs): the check Lighthouse's installability audit made before Lighthouse 12 dropped it.
 * Chromium is Debian's (/usr/bin/chromium).
 *
 * It also reports the state of the machine before the runs (`machine`): the load average, and what a
 * page fault costs (fresh memory touched page by page). The same build's TBT has varied several-fold
 * between sessions on this kind of machine, so a figure is read next to the machine that produced
 * it (docs/benchmarks.md). For the same reason it measures two pages that are not the store's:
 * - `floor`: a near-empty document sent with the store's own document headers (the opener policy
 *   among them puts the page in a fresh renderer process), the least any page of the store could
 *   score on this machine today;
 * - `document`: the product page's document as a phone gets it, with its scripts taken out (the
 *   JSON-LD stays), its stylesheet and images passed through from the store: what parsing, style
 *   and layout alone cost, so the rest of the product page's figure is its scripts.
 */

import { mkdtemp, rm } from "node:fs/promises";
import { createServer, get as getHttp, request as requestHttp } from "node:http";
import { get as getHttps } from "node:https";
import type { AddressInfo } from "node:net";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { userAgents } from "lighthouse/core/config/constants.js";
import { JSON_HEADERS } from "./open-loop";

const { values } = parseArgs({
  options: {
    url: { type: "string", default: "http://localhost:3000" },
    runs: { type: "string", default: "5" },
  },
});
const origin = values.url;
const runs = Number(values.runs);
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

interface Figures {
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  scriptKb: number;
  scriptGzipKb: number;
}

/** Size of a response body as sent with gzip (Node's fetch would decode it). */
function gzipBytes(url: string): Promise<number> {
  const get = url.startsWith("https:") ? getHttps : getHttp;
  return new Promise((resolve, reject) => {
    get(url, { headers: { "accept-encoding": "gzip" } }, (response) => {
      let bytes = 0;
      response.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on("end", () => resolve(bytes));
    }).on("error", reject);
  });
}

/** A call to the store's API, as its own pages make it; answers the response. */
async function callApi(path: string, body: unknown, cookie?: string): Promise<Response> {
  const response = await fetch(`${origin}${path}`, {
    method: "POST",
    headers: { ...JSON_HEADERS, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response;
}

/** A product of the running store: the first style of the new-arrivals carousel. */
async function firstProduct(): Promise<{ path: string; styleId: number }> {
  const response = await callApi("/api/v2/carousel", { query: "na&sort=newest", limit: 1 });
  const body = (await response.json()) as { styles: { styleList: { url: string; styleId: number }[] } };
  const [style] = body.styles.styleList;
  if (!style) throw new Error("the store has no styles");
  return { path: style.url, styleId: style.styleId };
}

/** A new guest holding one size of the style in its bag: the cookie the store set at the add. */
async function guestWithBag(styleId: number): Promise<string> {
  const details = await callApi("/api/product/details", { styleId });
  const { skus } = (await details.json()) as { skus: { skuId: number; inStock: boolean }[] };
  const size = skus.find((sku) => sku.inStock);
  if (!size) throw new Error(`style ${styleId} has no size in stock`);
  const added = await callApi("/api/checkout", {
    type: "update",
    cartItems: [{ skuId: size.skuId, qty: 1 }],
  });
  const cookie = added.headers.get("set-cookie")?.split(";")[0];
  if (!cookie) throw new Error("the store set no cookie at a guest's first add");
  return cookie;
}

async function measure(url: string, cookie?: string): Promise<Figures> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ["performance"],
      logLevel: "error",
      ...(cookie ? { extraHeaders: { cookie } } : {}),
    });
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) console.error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const requests = (
      lhr.audits["network-requests"]?.details as {
        items?: { url: string; resourceType?: string; transferSize?: number }[];
      }
    )?.items;
    const scripts = (requests ?? []).filter((item) => item.resourceType === "Script");
    const scriptBytes = scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
    const gzip = await Promise.all(scripts.map((item) => gzipBytes(item.url)));
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: Math.round(audit("largest-contentful-paint")),
      cls: Math.round(audit("cumulative-layout-shift") * 1000) / 1000,
      tbtMs: Math.round(audit("total-blocking-time")),
      scriptKb: Math.round(scriptBytes / 102.4) / 10,
      scriptGzipKb: Math.round(gzip.reduce((sum, bytes) => sum + bytes, 0) / 102.4) / 10,
    };
  } finally {
    await chrome.kill();
  }
}

/** Microseconds per page fault: 256 MB of fresh memory written once per 4 KB page. */
function pageFaultMicros(): number {
  const page = 4096;
  const memory = Buffer.allocUnsafeSlow(256 * 1024 * 1024);
  const start = process.hrtime.bigint();
  for (let offset = 0; offset < memory.length; offset += page) memory[offset] = 1;
  const micros = Number(process.hrtime.bigint() - start) / 1000;
  return Math.round((micros / (memory.length / page)) * 100) / 100;
}

/** A phone's request, as Lighthouse's mobile preset sends it: the store renders its mobile variant. */
const PHONE = { "user-agent": userAgents.mobile, "sec-ch-ua-mobile": "?1" };

/** A document's headers and body as the store sends them to a phone. */
async function storeDocument(path: string): Promise<{ headers: Record<string, string>; html: string }> {
  const response = await fetch(`${origin}${path}`, { headers: PHONE });
  const skipped = new Set(["content-length", "content-encoding", "transfer-encoding", "etag", "date"]);
  const headers = Object.fromEntries([...response.headers].filter(([name]) => !skipped.has(name)));
  return { headers, html: await response.text() };
}

/** The document without its scripts: every `<script>` element but JSON-LD is removed. */
const withoutScripts = (html: string) =>
  html.replace(/<script(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, "");

const FLOOR_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title>
<meta name="description" content="A near-empty page sent with the store's document headers.">
<link rel="icon" href="data:,"></head><body><h1>Floor</h1><p>A near-empty page.</p></body></html>`;

/**
 * Serves, on a free local port until `close`, FLOOR_PAGE at `/floor` and the product page's
 * document without scripts at `/document`, both with the store's document headers; any other
 * request (stylesheet, images, icon) is passed to the store.
 */
async function referenceServer(productPath: string): Promise<{ origin: string; close: () => void }> {
  const product = await storeDocument(productPath);
  const pages: Record<string, string> = { "/floor": FLOOR_PAGE, "/document": withoutScripts(product.html) };
  const server = createServer((request, response) => {
    const page = pages[request.url ?? ""];
    if (page !== undefined) {
      response.writeHead(200, { ...product.headers, "content-type": "text/html; charset=utf-8" }).end(page);
      return;
    }
    const upstream = requestHttp(`${origin}${request.url}`, { headers: request.headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    upstream.on("error", () => response.writeHead(502).end());
    upstream.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://localhost:${port}`, close: () => server.close() };
}

const [loadAverage = Number.NaN] = loadavg();
const machine = { loadAverage: Math.round(loadAverage * 100) / 100, pageFaultMicros: pageFaultMicros() };

/** Median of the runs that measured something; a run Lighthouse could not finish counts in `failed`. */
const median = (numbers: number[]) => {
  const sorted = numbers.filter((number) => Number.isFinite(number)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/**
 * What Chromium finds missing for installing the page's app (Page.getInstallabilityErrors), in a
 * profile of its own: a throwaway profile is incognito, where nothing installs.
 */
async function installabilityErrors(url: string): Promise<string[]> {
  const profile = await mkdtemp(join(tmpdir(), "odin-installable-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromePath,
    args: ["--no-sandbox"],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(url);
    await page.evaluate(() => navigator.serviceWorker.ready);
    const session = await context.newCDPSession(page);
    const { installabilityErrors } = await session.send("Page.getInstallabilityErrors");
    return installabilityErrors.map(({ errorId, errorArguments }) =>
      [errorId, ...errorArguments.map(({ name, value }) => `${name}=${value}`)].join(" "),
    );
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
}

const product = await firstProduct();
const guest = await guestWithBag(product.styleId);
const reference = await referenceServer(product.path);
const pages: Record<string, { url: string; cookie?: string }> = {
  home: { url: `${origin}/` },
  listing: { url: `${origin}/products?f-co=Blue&sort=price_asc` },
  product: { url: `${origin}${product.path}` },
  bag: { url: `${origin}/mybag`, cookie: guest },
  document: { url: `${reference.origin}/document` },
  floor: { url: `${reference.origin}/floor` },
};
const STORE_PAGES = ["home", "listing", "product", "bag"];
const report: Record<string, Figures & { path: string; runs: number; failed: number }> = {};
for (const [name, { url, cookie }] of Object.entries(pages)) {
  const results: Figures[] = [];
  for (let run = 0; run < runs; run++) results.push(await measure(url, cookie));
  const pick = (key: keyof Figures) => median(results.map((figures) => figures[key]));
  const { pathname, search } = new URL(url);
  report[name] = {
    path: pathname + search,
    runs,
    failed: results.filter((figures) => !Number.isFinite(figures.tbtMs)).length,
    score: pick("score"),
    lcpMs: pick("lcpMs"),
    cls: pick("cls"),
    tbtMs: pick("tbtMs"),
    scriptKb: pick("scriptKb"),
    scriptGzipKb: pick("scriptGzipKb"),
  };
}
reference.close();
const floorScore = report.floor?.score ?? Number.NaN;
const goals = Object.fromEntries(
  STORE_PAGES.map((name) => {
    const figures = report[name];
    if (!figures) throw new Error(`no figures for ${name}`);
    const checks = {
      withinFivePointsOfFloor: figures.score >= floorScore - 5,
      tbtAtMost200Ms: figures.tbtMs <= 200,
      lcpAtMost2500Ms: figures.lcpMs <= 2500,
      clsAtMost005: figures.cls <= 0.05,
    };
    return [name, { met: Object.values(checks).every(Boolean), ...checks }];
  }),
);
const installable = await installabilityErrors(`${origin}/`);
console.log(JSON.stringify({ machine, ...report, goals, installable }, null, 2));
