import { expect, type Page, test } from "@playwright/test";
import { collectConsoleErrors, expectNoSeriousA11yViolations, gotoApp } from "./support";

/** The site search of spec 2 §2 "Search", §4 and §5, in a real browser. */

const field = (page: Page) => page.getByRole("combobox", { name: "Search products" });
const suggestions = (page: Page) => page.getByRole("listbox", { name: "Search suggestions" });

async function recentSearches(page: Page): Promise<string[]> {
  return page.evaluate(() => JSON.parse(localStorage.getItem("searchHistory") ?? "{}").main ?? []);
}

test("typing 'jea' suggests searches, and the keyboard opens one's results", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the phone's modal search has its own journey");
  const errors = collectConsoleErrors(page);
  await gotoApp(page, "/");
  await field(page).click();
  await field(page).pressSequentially("jea");
  const option = suggestions(page)
    .getByRole("option", { name: /jeans for/i })
    .first();
  await expect(option).toBeVisible();
  await expect(field(page)).toHaveAttribute("aria-expanded", "true");
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `e2e/screenshots/search-${testInfo.project.name}.png` });

  const label = (await option.textContent()) ?? "";
  const options = suggestions(page).getByRole("option");
  const position = (await options.allTextContents()).indexOf(label);
  for (let step = 0; step <= position; step += 1) await field(page).press("ArrowDown");
  await expect(field(page)).toHaveAttribute("aria-activedescendant", (await option.getAttribute("id")) ?? "");
  await field(page).press("Enter");

  await expect(page).toHaveURL(/\/search\?q=/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Search results for");
  await expect(page.locator(".listing-grid > li").first()).toBeVisible();
  await expect(field(page)).toHaveValue(/jeans/i);
  expect(await recentSearches(page)).toEqual([label]);
  await expectNoSeriousA11yViolations(page);
  expect(errors).toEqual([]);
});

test("a search that finds nothing lands on /noresults with other styles", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await gotoApp(page, "/");
  await field(page).click();
  await field(page).fill("shirts");
  await field(page).press("Enter");
  await expect(page).toHaveURL(/\/search\?q=shirts$/);
  await expect(page.locator(".listing-grid > li").first()).toBeVisible();

  await field(page).click();
  await field(page).fill("qxzvkwjp");
  await field(page).press("Enter");
  await expect(page).toHaveURL(/\/noresults\?q=qxzvkwjp$/);
  await expect(page.getByRole("heading", { level: 1, name: "Sorry!! No Results Found" })).toBeVisible();
  await expect(page.getByText('We could not find anything for "qxzvkwjp"')).toBeVisible();
  await expect(page.locator(".no-results__grid > li")).toHaveCount(20);
  await expect(field(page)).toHaveValue("");
  await expect.poll(() => recentSearches(page)).toEqual(["shirts"]);
  await expectNoSeriousA11yViolations(page);
  expect(errors).toEqual([]);
});

test("an empty search is refused with a toast; the filters alone may search", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the same rules hold in the phone's modal");
  await gotoApp(page, "/");
  await field(page).click();
  await field(page).fill("   ");
  await field(page).press("Enter");
  await expect(page.getByRole("status").getByText("Please input something to search!")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.getByText("Wanna get specific?").click();
  const price = page.getByRole("group", { name: "Price" }).getByRole("checkbox").first();
  await price.check();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `e2e/screenshots/search-filters-${testInfo.project.name}.png` });
  await page.getByRole("button", { name: "FIND NOW" }).click();
  await expect(page).toHaveURL(/\/search\?f-pr=/);
  await expect(page.locator(".listing-grid > li").first()).toBeVisible();
});

test("on a phone the search opens as a modal dialog over the page", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "mobile", "the modal is the phone's search");
  const errors = collectConsoleErrors(page);
  await gotoApp(page, "/");
  await field(page).tap();
  const dialog = page.getByRole("dialog", { name: "Search" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("Wanna get specific?")).toBeVisible();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
  await expectNoSeriousA11yViolations(page);
  // Tab stays inside: from the field round to the last control shown (the closed filters' toggle).
  await page.keyboard.press("Shift+Tab");
  await expect(dialog.locator("summary")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(field(page)).toBeFocused();

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await field(page).tap();
  await field(page).pressSequentially("jea");
  const option = dialog.getByRole("option", { name: /jeans for/i }).first();
  await expect(option).toBeVisible();
  await page.screenshot({ path: `e2e/screenshots/search-${testInfo.project.name}.png` });
  await option.tap();
  await expect(page).toHaveURL(/\/search\?q=/);
  await expect(page.getByRole("dialog", { name: "Search" })).toBeHidden();
  await expect(page.locator(".listing-grid > li").first()).toBeVisible();
  expect(errors).toEqual([]);
});
