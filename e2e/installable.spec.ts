import { expect, type Page, test } from "@playwright/test";
import { gotoApp } from "./support";

/**
 * The installable store (docs/decisions/0077-installable-storefront.md): its manifest and icons,
 * its service worker registered and controlling the pages, the product pages a shopper viewed
 * readable offline, and the offline page for any other page.
 */

const OFFLINE_TITLE = "You are offline";

/** The paths of the product pages the worker keeps for reading offline. */
const keptPages = (page: Page) =>
  page.evaluate(async () => {
    const name = (await caches.keys()).find((key) => key.startsWith("odin-pages-"));
    if (!name) return [];
    const keys = await (await caches.open(name)).keys();
    return keys.map((request) => new URL(request.url).pathname).sort();
  });

/** Whether the page's stylesheets loaded: their rules are readable (all are this site's). */
const styled = (page: Page) =>
  page.evaluate(() => [...document.styleSheets].some((sheet) => sheet.cssRules.length > 0));

test("the store installs, keeps the products viewed readable offline and shows the offline page for the rest", async ({
  page,
  context,
  request,
}) => {
  // The manifest and its icons.
  const manifest = await request.get("/manifest.webmanifest");
  expect(manifest.headers()["content-type"]).toContain("application/manifest+json");
  const { icons, start_url, display } = (await manifest.json()) as {
    icons: { src: string; sizes: string; purpose: string }[];
    start_url: string;
    display: string;
  };
  expect([start_url, display]).toEqual(["/", "standalone"]);
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    "192x192 any",
    "512x512 any",
    "512x512 maskable",
  ]);
  for (const icon of icons) {
    const file = await request.get(icon.src);
    expect(file.headers()["content-type"], icon.src).toBe("image/png");
  }

  // The worker: registered at the first page's load, active, and in control of the page.
  await gotoApp(page, "/products");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
  const state = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
  expect(state).toBe("activated");
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ""))
    .toMatch(/\/sw\.js$/);

  // Two products: the first opened from its address, the second through the app (a listing's card).
  const cards = page.locator(".listing-grid .product-card");
  const first = (await cards.nth(0).getAttribute("href")) ?? "";
  const second = (await cards.nth(1).getAttribute("href")) ?? "";
  await gotoApp(page, first);
  const productName = page.locator("h1.product-heading__name");
  const firstName = (await productName.textContent()) ?? "";
  await gotoApp(page, "/products");
  await cards.nth(1).click();
  await page.waitForURL((url) => url.pathname === second);
  await expect(productName).toBeVisible();
  const secondName = (await productName.textContent()) ?? "";
  expect(firstName).not.toBe(secondName);
  // A private page viewed: never kept; the kept pages are the two products alone.
  await gotoApp(page, "/mybag");
  await expect.poll(() => keptPages(page)).toEqual([first, second].sort());

  // Offline: both product pages still read, styled; any other page is the offline page.
  await context.setOffline(true);
  for (const [path, name] of [
    [first, firstName],
    [second, secondName],
  ] as const) {
    const kept = await page.goto(path);
    expect(kept?.fromServiceWorker(), path).toBe(true);
    await expect(page.locator("h1")).toHaveText(name);
    expect(await styled(page), path).toBe(true);
    // The kept copy is static: the app does not start offline.
    expect(await page.evaluate(() => document.scripts.length), path).toBe(0);
  }
  await page.goto("/mybag");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(OFFLINE_TITLE);
  await page.goto("/brandslist");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(OFFLINE_TITLE);
  expect(new URL(page.url()).pathname).toBe("/brandslist");
  expect(await styled(page)).toBe(true);
  const retry = page.getByRole("link", { name: "Try again" });
  await expect(retry).toHaveAttribute("href", "");

  // Back online, "Try again" loads the page asked for.
  await context.setOffline(false);
  await retry.click();
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(OFFLINE_TITLE);
  expect(new URL(page.url()).pathname).toBe("/brandslist");
});
