import { expect, type Page, test } from "@playwright/test";
import { addToBag, bagButton, type SizeToAdd } from "./bag-support";
import { claimSize } from "./stock-support";
import { collectConsoleErrors, postApi } from "./support";

/**
 * ADD TO BAG is a form answered by the product page's action (decision 26): a size tapped and added
 * without scripts, or before they have run, is never lost, and the bag's refusals come back with the
 * spec's messages. Each test starts with a fresh browser context: a new guest and a new guest bag,
 * and a size of its own (stock-support.ts).
 */

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("a guest picks a size and adds it; CHECKOUT shows and the badge counts it", async ({ page }) => {
    const size = await claimSize(page.request);
    await page.goto(size.url);
    await expect(bagButton(page, 0)).toBeVisible();
    await expect(page.locator(".header-actions__badge")).toHaveCount(0);

    await page.getByRole("button", { name: "ADD TO BAG" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please select a size");

    await addToBag(page, size);
    const checkout = page.getByRole("link", { name: "CHECKOUT" });
    await expect(checkout).toHaveAttribute("href", "/mybag");
    await expect(checkout).toBeFocused();
    await expect(page.getByRole("status").filter({ hasText: "Added to your bag." })).toBeVisible();
    await expect(page.locator(`input[name="skuId"][value="${size.skuId}"]`)).toBeChecked();
    await expect(bagButton(page, 1)).toBeVisible();
    await expect(bagButton(page, 1).locator(".header-actions__badge")).toHaveText("1");

    // The bag link is a plain link without scripts: the bag page lists the size.
    await bagButton(page, 1).click();
    await expect(page).toHaveURL(/\/mybag$/);
    await expect(page.getByRole("link", { name: size.name }).first()).toBeVisible();
  });
});

test.describe("on a slow phone", () => {
  test.skip(({ isMobile }) => !isMobile, "a phone's page, its CPU slowed as Lighthouse's mobile preset does");

  test("a size tapped and added as soon as the page shows counts; above the cap the bag says no", async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const size = await claimSize(page.request);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });

    await page.goto(size.url, { waitUntil: "commit" });
    await expect(page.getByRole("button", { name: "ADD TO BAG" })).toBeVisible();
    await addToBag(page, size);
    await expect(bagButton(page, 1)).toBeVisible();
    // Once the scripts run, the guest's browser keeps the bag's copy (decision 27).
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("cart-guest")))
      .toBe(JSON.stringify([{ skuId: size.skuId, qty: 1 }]));

    // Nine more through the API (the same guest bag: the browser's cookie), then the eleventh.
    await postApi(page.request, "/api/checkout", {
      type: "update",
      cartItems: [{ skuId: size.skuId, qty: 9, mode: "add" }],
    });
    await page.reload();
    await addToBagRefused(page, size);
    expect(errors.filter((error) => !/status of 409/.test(error))).toEqual([]);
  });
});

/** Adds the size again and sees the bag's refusal: "You can add only 10 of …" (or the stock's cap). */
async function addToBagRefused(page: Page, refused: SizeToAdd) {
  await page.locator(`input[name="skuId"][value="${refused.skuId}"]`).check();
  await page.getByRole("button", { name: "ADD TO BAG" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^You can add only \d+ of / })).toContainText(
    refused.name,
  );
  await expect(page.getByRole("button", { name: "ADD TO BAG" })).toBeVisible();
}
