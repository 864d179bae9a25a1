import { formatCount, formatRupees, type LoyaltyBrandPoints } from "@odin/contracts";
import { expect, test } from "@playwright/test";
import { deliveredOrder, loyaltyPoints } from "./order-support";
import { flagsOffOrigin } from "./servers";
import { registeredShopper } from "./shopper-support";
import { expectNoSeriousA11yViolations, gotoApp } from "./support";

/**
 * My Loyalty on /account and rating a delivered order (spec 3 §2; decision 45). Each journey's new
 * shopper has a delivered order of its own (deliveredOrder of order-support.ts), which earned them
 * its brand's points.
 */

test("a shopper reads their loyalty points per brand and a brand's programme", async ({ page }) => {
  await registeredShopper(page.request);
  await deliveredOrder(page.request, "/products?f-br=nw");
  await gotoApp(page, "/account#loyalty");
  const menu = page.getByRole("navigation", { name: "My Account" });
  await expect(menu.getByRole("link", { name: "My Loyalty" })).toHaveAttribute("href", "/account#loyalty");
  const loyalty = page.locator("#loyalty");
  await expect(loyalty.getByRole("heading", { name: "YOU'VE EARNED LOYALTY POINTS" })).toBeVisible();
  // The rows are the server's figures.
  const points = await loyaltyPoints(page.request);
  const cells = (row: Omit<LoyaltyBrandPoints, "brandCode" | "brandName">) => [
    formatCount(row.pointsEarned),
    formatRupees(row.loyaltyValue),
    formatCount(row.loyaltyBalance),
  ];
  const neelam = points.brands.find((brand) => brand.brandName === "Neelam Weaves");
  if (!neelam) throw new Error("the delivered order earned no points at Neelam Weaves");
  expect(neelam.loyaltyBalance).toBeGreaterThan(0);
  const nw = loyalty.getByRole("row", { name: /Neelam Weaves/ });
  await expect(nw.getByRole("cell")).toHaveText(cells(neelam));
  await expect(loyalty.getByRole("row", { name: /Total/ }).getByRole("cell")).toHaveText(
    cells(points.totals),
  );
  await expectNoSeriousA11yViolations(page);

  await loyalty.getByRole("link", { name: "More info about Neelam Weaves" }).click();
  const programme = page.getByRole("region", { name: "Neelam Weaves loyalty programme" });
  await expect(programme).toBeVisible();
  await expect(programme.getByText("1 point = ₹1")).toBeVisible();
  await expect(programme.getByText(/Points expire 365 days after they are earned/)).toBeVisible();
  await programme.getByRole("link", { name: "Close" }).click();
  await expect(programme).toHaveCount(0);
});

test.describe("rating a delivered order without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("the shopper rates the order on its confirmation page and sees the rating saved", async ({ page }) => {
    await registeredShopper(page.request);
    const { orderId } = await deliveredOrder(page.request);
    await page.goto(`/orderconfirmation/${orderId}/success`);
    const rate = page.getByRole("region", { name: "Rate your order" });
    await rate.getByRole("radio", { name: "4 stars" }).check();
    await rate.getByLabel("Tell us more (optional)").fill("Well packed, on time.");
    await rate.getByRole("button", { name: /RATE ORDER|CHANGE RATING/ }).click();
    await expect(page.getByText("Thank you for rating your order.")).toBeVisible();
    await expect(rate.getByText("You rated this order 4 of 5")).toBeVisible();
    await expect(rate.getByText("Well packed, on time.", { exact: true }).first()).toBeVisible();
  });
});

test("no rating prompt while the ratings flag is off", async ({ page, playwright }) => {
  // A shopper of that store with a delivered order there, signed in in the page's browser.
  const there = await playwright.request.newContext({ baseURL: flagsOffOrigin });
  await registeredShopper(there);
  const { orderId } = await deliveredOrder(there);
  await page.context().addCookies((await there.storageState()).cookies);
  await there.dispose();
  await page.goto(`${flagsOffOrigin}/orderconfirmation/${orderId}/success`);
  await expect(page.getByRole("heading", { name: "ORDER CONFIRMATION" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Rate your order" })).toHaveCount(0);
});
