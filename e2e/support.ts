import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page, type Response } from "@playwright/test";

/** Console errors and uncaught exceptions of a page, collected from now on. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/**
 * axe's serious and critical WCAG 2 A/AA violations on the page as it is now. axe runs in the page
 * itself (legacy mode: no blank page opened to merge frames' results, as the pages have no
 * cross-origin frames) and sends back its violations alone: a third of the default's cost, and the
 * same violations.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa"])
    .options({ resultTypes: ["violations"] })
    .setLegacyMode(true)
    .analyze();
  return axe.violations
    .filter((violation) => ["serious", "critical"].includes(violation.impact ?? ""))
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`);
}

export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}

/**
 * Waits until the app has started on the page and the network is quiet. The quiet network alone is
 * not enough: scripts start after the first paint, and on a busy machine hydrating can outlast the
 * network's 500 ms of quiet. The header's scroll state is written by an effect once hydrated.
 */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.locator("header#top")).toHaveAttribute("data-scroll-state", /\w/);
  await page.waitForLoadState("networkidle");
}

/** Opens `url` and waits until the app has started on it; the document's response, if any. */
export async function gotoApp(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url);
  await waitForApp(page);
  return response;
}

/** A storefront API call (spec 1 §3 headers) that must answer 200; its JSON body. */
export async function postApi<T>(request: APIRequestContext, path: string, body: unknown): Promise<T> {
  const response = await request.post(path, {
    headers: { module: "odin", "content-type": "application/json" },
    data: body,
  });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}
