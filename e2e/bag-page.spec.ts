import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { registeredShopper } from "./shopper-support";
import { claimSize } from "./stock-support";
import { expectNoSeriousA11yViolations, gotoApp, postApi } from "./support";

/**
 * The bag page (spec 3 §2 Bag): every control is a form answered by the route's action (decision 26),
 * so a shopper without scripts changes quantities and coupons with the same messages; once hydrated
 * the same forms run without a reload. Each journey's shopper, or guest, and sizes are its own.
 */

interface Offer {
  code: string;
  applicable: boolean;
  savings: number;
  paymentConstraint?: string;
}

interface Bag {
  products: { skuId: number; styleName: string; price: number; qty: number }[];
  overview: { total: number; shippingCost: number };
  couponDetails?: { code: string; savings: number; applied: boolean };
  applicablePromotionsV2: Offer[];
}

const checkout = (request: APIRequestContext, body: object) =>
  postApi<Bag>(request, "/api/checkout", { isPromotionPaymentConstraintSupported: true, ...body });

/** A size of its own for the journey whose bag may hold two of it. */
const sizeOfTwo = (request: APIRequestContext) => claimSize(request, "/products", ({ units }) => units >= 2);

/** Money off the bag, not bound to a payment method. */
const moneyOff = (offer: Offer) => offer.applicable && offer.savings > 0 && !offer.paymentConstraint;

/**
 * A size whose bag of two takes a coupon that one alone does not (its minimum bag value), found
 * through the bag call itself so the journey does not depend on seed details, and claimed for the
 * journey. Leaves the bag empty.
 */
async function sizeWithCouponForTwo(
  request: APIRequestContext,
): Promise<{ url: string; skuId: number; code: string }> {
  let code: string | undefined;
  const size = await claimSize(request, "/products", async ({ skuId, units }) => {
    if (units < 2) return false;
    const one = await checkout(request, { type: "update", cartItems: [{ skuId, qty: 1, mode: "set" }] });
    const two = await checkout(request, { type: "update", cartItems: [{ skuId, qty: 2, mode: "set" }] });
    code = two.applicablePromotionsV2.find(
      (offer) =>
        moneyOff(offer) && !one.applicablePromotionsV2.some((at) => at.code === offer.code && moneyOff(at)),
    )?.code;
    await checkout(request, { type: "delete", cartItems: [{ skuId }] });
    return two.products.some((item) => item.skuId === skuId && item.qty === 2) && code !== undefined;
  });
  if (!code) throw new Error("no listed size whose bag of two takes a coupon");
  return { url: size.url, skuId: size.skuId, code };
}

/** "₹5,398.20" → 539820 paise. */
const paiseOf = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, "")) * 100);

const totalOnPage = async (page: Page) =>
  paiseOf((await page.locator(".bag-line--total .bag-line__value").textContent()) ?? "");

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("product → size → ADD TO BAG → bag → quantity 2 → coupon: the Total follows, and a coupon that stops applying opens its modal", async ({
    page,
  }) => {
    await registeredShopper(page.request);
    const { url, skuId, code } = await sizeWithCouponForTwo(page.request);

    await page.goto(url);
    await page.locator(`input[name="skuId"][value="${skuId}"]`).check();
    await page.getByRole("button", { name: "ADD TO BAG" }).click();
    await page.getByRole("link", { name: "CHECKOUT" }).click();
    await expect(page).toHaveURL(/\/mybag$/);
    await expect(page.getByRole("heading", { level: 1, name: "Shopping Bag" })).toBeVisible();
    const { styleName, price } = (await checkout(page.request, { type: "read" })).products[0] ?? {};
    await page.getByLabel(`Quantity of ${styleName}`).selectOption("2");
    await page.getByRole("button", { name: "UPDATE" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your bag has been updated." })).toBeVisible();
    await expect(page.getByLabel(`Quantity of ${styleName}`)).toHaveValue("2");

    await page.getByLabel("Coupon code").fill(code.toLowerCase());
    await page.getByRole("button", { name: "APPLY", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: `${code} applied.` })).toBeVisible();

    const bag = await checkout(page.request, { type: "read" });
    expect(bag.couponDetails).toMatchObject({ code, applied: true });
    const savings = bag.couponDetails?.savings ?? 0;
    expect(savings).toBeGreaterThan(0);
    const expected = 2 * (price ?? 0) - savings + bag.overview.shippingCost;
    expect(await totalOnPage(page)).toBe(expected);
    expect(bag.overview.total).toBe(expected);
    expect(bag.products).toMatchObject([{ skuId, qty: 2 }]);

    // Back to one: the stored coupon no longer applies, and the page says so in the modal of spec 3 §8.
    await page.getByLabel(`Quantity of ${styleName}`).selectOption("1");
    await page.getByRole("button", { name: "UPDATE" }).click();
    const modal = page.getByRole("dialog", { name: "Your coupon no longer applies" });
    await expect(modal).toBeVisible();
    await modal.getByRole("button", { name: "Proceed without coupon" }).click();
    await expect(page.getByRole("status").filter({ hasText: `${code} has been removed.` })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(await totalOnPage(page)).toBe(
      (price ?? 0) + (await checkout(page.request, { type: "read" })).overview.shippingCost,
    );
  });

  test("a guest who presses PROCEED is asked to log in, with LOGIN", async ({ page }) => {
    const { skuId } = await claimSize(page.request);
    await checkout(page.request, { type: "update", cartItems: [{ skuId, qty: 1 }] });
    await page.goto("/mybag");
    await page.getByRole("button", { name: "PROCEED" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Please Login To Continue" })).toBeVisible();
    // Before scripts the gate's LOGIN is the sign-in page, with checkout as where it goes next.
    await expect(page.getByRole("link", { name: "LOGIN", exact: true })).toHaveAttribute(
      "href",
      "/login?next=%2Fcheckout",
    );
  });
});

test("once hydrated, quantity and REMOVE run without a reload and say so in a toast", async ({ page }) => {
  const { skuId } = await sizeOfTwo(page.request);
  const bag = await checkout(page.request, { type: "update", cartItems: [{ skuId, qty: 1 }] });
  const styleName = bag.products[0]?.styleName ?? "";

  await gotoApp(page, "/mybag");
  await expectNoSeriousA11yViolations(page);
  await page.evaluate(() => Object.assign(window, { stillThisDocument: true }));

  await page.getByLabel(`Quantity of ${styleName}`).selectOption("2");
  await expect(page.locator(".toaster").getByText("Your bag has been updated.")).toBeVisible();
  await expect(page.getByLabel(`Quantity of ${styleName}`)).toHaveValue("2");
  expect((await checkout(page.request, { type: "read" })).products).toMatchObject([{ skuId, qty: 2 }]);

  await page.getByRole("button", { name: `Remove ${styleName} from your bag` }).click();
  await expect(
    page.locator(".toaster").getByText(`${styleName} has been removed from your bag`),
  ).toBeVisible();
  await expect(page.getByText("Oops! Your Cart is Empty")).toBeVisible();
  expect(await page.evaluate(() => "stillThisDocument" in window)).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem("cart-guest"))).toBe("[]");
});
