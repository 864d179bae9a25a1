import { expect, type Page, test } from "@playwright/test";
import { expectHydrated } from "./payment-page-support";
import { registeredShopper } from "./shopper-support";
import { claimSize } from "./stock-support";
import { postApi } from "./support";

/**
 * Every page type holds still as it loads and its scripts start: the layout shifts from the first
 * byte until the app runs, its images are in and the network is quiet add up to at most 0.05 (a
 * Core Web Vitals goal). The sum of every shift is at least the page's CLS, which takes only the
 * worst burst of them. A shift comes from what the server's HTML leaves out or the scripts change
 * (an image without its size, a control that steps aside once hydrated), not from the machine's
 * speed, so the figure holds on a busy machine.
 */

const MOST_SHIFT = 0.05;

interface Shift {
  value: number;
  sources: string[];
}

/** Records the page's layout shifts from its first byte, each with the elements that moved. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    Object.assign(window, { odinShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const sources = entry.sources.map(({ node }) =>
          node instanceof Element
            ? `${node.tagName.toLowerCase()}.${node.className}`
            : String(node?.nodeName),
        );
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/**
 * The page's shifts once the app runs, the network is quiet and its images are in (but those that
 * load only as they near the screen).
 */
async function shiftsOf(page: Page, path: string): Promise<Shift[]> {
  await page.goto(path);
  await expectHydrated(page);
  await page.waitForLoadState("networkidle");
  await expect
    .poll(() =>
      page.evaluate(() => [...document.images].every((image) => image.complete || image.loading === "lazy")),
    )
    .toBe(true);
  return page.evaluate(() => (window as unknown as { odinShifts: Shift[] }).odinShifts);
}

async function expectStill(page: Page, path: string): Promise<void> {
  const shifts = await shiftsOf(page, path);
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  expect(total, `${path} shifted: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(MOST_SHIFT);
}

test.beforeEach(async ({ page }) => recordShifts(page));

test("home, listing and product pages hold still as they load", async ({ page, request }) => {
  const { url } = await claimSize(request);
  for (const path of ["/", "/products?sort=price_asc", url]) await expectStill(page, path);
});

test("the bag, checkout and account hold still as they load", async ({ page }) => {
  await registeredShopper(page.request);
  const { skuId } = await claimSize(page.request);
  await postApi(page.request, "/api/checkout", { type: "update", cartItems: [{ skuId, qty: 1 }] });
  for (const path of ["/mybag", "/checkout", "/account"]) await expectStill(page, path);
});
