import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support";

const letters = (page: Page) => page.getByRole("navigation", { name: "Brands by letter" });
const groupHeadings = (page: Page) => page.locator(".brand-group__letter");
const search = (page: Page) => page.getByRole("searchbox", { name: "Search brands" });

async function searchFor(page: Page, text: string) {
  await search(page).fill(text);
  await page.locator(".brand-search").getByRole("button", { name: "SEARCH" }).click();
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`brands A-Z (JavaScript ${javaScriptEnabled ? "on" : "off"})`, () => {
    test.use({ javaScriptEnabled });

    test("filters by letter: View All by default, letters without brands disabled", async ({ page }) => {
      const response = await page.goto("/brandslist");
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Brands A-Z");
      await expect(letters(page).getByRole("link", { name: "View All" })).toHaveAttribute(
        "aria-current",
        "true",
      );
      await expect(groupHeadings(page).first()).toHaveText("A");
      const all = await groupHeadings(page).count();
      expect(all).toBeGreaterThan(5);
      await expect(
        page.locator("main").getByRole("link", { name: "Neelam Weaves", exact: true }),
      ).toHaveAttribute("href", "/nw");
      await expect(page.locator(".brand-entry").filter({ hasText: "Neelam Weaves" })).toContainText(
        "Sutradhar Lifestyle",
      );
      // No brand starts with B: its letter is not a link.
      await expect(letters(page).getByRole("link", { name: "B", exact: true })).toHaveCount(0);
      await expect(letters(page)).toContainText("B (no brands)");
      if (javaScriptEnabled) await expectNoSeriousA11yViolations(page);

      await letters(page).getByRole("link", { name: "C", exact: true }).click();
      await expect(page).toHaveURL(/\/brandslist\?letter=C$/);
      await expect(groupHeadings(page)).toHaveText(["C"]);
      await expect(letters(page).getByRole("link", { name: "C", exact: true })).toHaveAttribute(
        "aria-current",
        "true",
      );
      await letters(page).getByRole("link", { name: "View All" }).click();
      await expect(groupHeadings(page)).toHaveCount(all);
    });

    test("validates the search and finds brands by name", async ({ page }) => {
      await page.goto("/brandslist");
      await searchFor(page, "   ");
      await expect(page.getByRole("alert")).toHaveText("Please enter something to search");
      await expect(search(page)).toHaveAttribute("aria-invalid", "true");
      if (javaScriptEnabled) await expectNoSeriousA11yViolations(page);

      await searchFor(page, "H&M");
      await expect(page.getByRole("alert")).toHaveText("Please enter a valid brand to search");

      await searchFor(page, "weaves");
      await expect(page).toHaveURL(/\/brandslist\?q=weaves$/);
      await expect(page.getByRole("alert")).toHaveCount(0);
      await expect(page.locator(".brand-entry__name")).toHaveText(["Neelam Weaves"]);

      await searchFor(page, "zzz");
      await expect(page.getByRole("status").filter({ hasText: "No brands" })).toHaveText(
        "No brands match your search.",
      );
    });
  });
}
