import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, gotoApp, postApi } from "./support";

/**
 * The bag page (spec 3 §2 Bag): every control is a form answered by the route's action (decision 26),
 * so a shopper without scripts changes quantities and coupons with the same messages; once hydrated
 * the same forms run without a reload. Vikram is the demo's second shopper (account-forms.spec.ts
 * gives him his password back); each journey empties his bag at the end.
 */

const EMAIL = "vikram@example.in";
const PASSWORD = "Odin@2026";

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

async function signIn(request: APIRequestContext): Promise<void> {
  const response = await request.post("/auth/token", {
    headers: { module: "odin", "content-type": "application/json", "X-Channel": "WEB" },
    data: { grant_type: "password", username: EMAIL, password: PASSWORD },
  });
  expect(response.status()).toBe(200);
}

/** Takes every size and the coupon out of the bag the request's cookies name. */
async function emptyBag(request: APIRequestContext): Promise<void> {
  const bag = await checkout(request, { type: "read" });
  const cartItems = bag.products.map(({ skuId }) => ({ skuId }));
  await checkout(request, { type: "delete", cartItems, couponCode: bag.couponDetails?.code ?? "" });
}

/** A size of a listed style, found on its product page as the shopper sees it. */
async function sizesOfListedStyles(request: APIRequestContext): Promise<number[]> {
  return (await listedSizes(request)).map(({ skuId }) => skuId);
}

/** Sizes of listed styles with their product page's address. */
async function listedSizes(request: APIRequestContext): Promise<{ url: string; skuId: number }[]> {
  const listing = await postApi<{ styles: { styleList: { url: string }[] } }>(
    request,
    "/api/v2/listing/products",
    { deeplinkurl: "/products" },
  );
  const sizes: { url: string; skuId: number }[] = [];
  for (const { url } of listing.styles.styleList.slice(0, 16)) {
    const html = await (await request.get(url)).text();
    const skuId = [...html.matchAll(/type="radio"[^>]*value="(\d+)"/g)].map((match) => Number(match[1]))[1];
    if (skuId) sizes.push({ url, skuId });
  }
  return sizes;
}

/** Money off the bag, not bound to a payment method. */
const moneyOff = (offer: Offer) => offer.applicable && offer.savings > 0 && !offer.paymentConstraint;

/**
 * A size whose bag of two takes a coupon that one alone does not (its minimum bag value), found
 * through the bag call itself so the journey does not depend on seed details. Leaves the bag empty.
 */
async function sizeWithCouponForTwo(
  request: APIRequestContext,
): Promise<{ url: string; skuId: number; code: string }> {
  for (const { url, skuId } of await listedSizes(request)) {
    const one = await checkout(request, { type: "update", cartItems: [{ skuId, qty: 1, mode: "set" }] });
    const two = await checkout(request, { type: "update", cartItems: [{ skuId, qty: 2, mode: "set" }] });
    const code = two.applicablePromotionsV2.find(
      (offer) =>
        moneyOff(offer) && !one.applicablePromotionsV2.some((at) => at.code === offer.code && moneyOff(at)),
    )?.code;
    await checkout(request, { type: "delete", cartItems: [{ skuId }] });
    if (two.products.some((item) => item.skuId === skuId && item.qty === 2) && code)
      return { url, skuId, code };
  }
  throw new Error("no listed size whose bag of two takes a coupon");
}

/** "₹5,398.20" → 539820 paise. */
const paiseOf = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, "")) * 100);

const totalOnPage = async (page: Page) =>
  paiseOf((await page.locator(".bag-line--total .bag-line__value").textContent()) ?? "");

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test.afterEach(async ({ page }) => emptyBag(page.request));

  test("product → size → ADD TO BAG → bag → quantity 2 → coupon: the Total follows, and a coupon that stops applying opens its modal", async ({
    page,
  }) => {
    await signIn(page.request);
    await emptyBag(page.request);
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
    const [skuId] = await sizesOfListedStyles(page.request);
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
  const [skuId] = await sizesOfListedStyles(page.request);
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
