import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { favouriteStyles, toast } from "./favourites-support";
import { registeredShopper, type Shopper, signIn } from "./shopper-support";
import { claimSize } from "./stock-support";
import { collectConsoleErrors, expectNoSeriousA11yViolations, gotoApp, postApi } from "./support";

/**
 * Favourites (spec 2 §2 "Favourites", §4, §8): the heart of listing cards and product pages, the
 * brand page's heart, /favorites with its PRODUCTS and BRANDS tabs, the guest's gate and the login
 * a guest's heart asks for, MOVE TO FAVOURITES from the bag, and the heart without scripts. Each
 * journey's shopper is a new one, with no favourites and an empty bag.
 */

const JSON_HEADERS = { module: "odin", "content-type": "application/json" };

const M = {
  added: "Good mooove! This item has been added to your favourites.",
  removed: "This item has been removed from your favourites.",
  alreadyAdded: "Oops! This product is already in your favourites",
  brandAdded: "Brand Added Successfully",
  brandRemoved: "Brand Removed Successfully",
  login: "Please Login To Continue",
};

async function signOut(request: APIRequestContext): Promise<void> {
  const response = await request.post("/auth/logout", { headers: JSON_HEADERS, data: {} });
  expect(response.status()).toBe(200);
}

/** The first card of the listing: its style's name and its heart. */
function firstHeart(page: Page) {
  return page
    .locator(".listing-grid__item")
    .first()
    .getByRole("button", { name: /^Favourite / });
}

async function logInThroughModal(page: Page, shopper: Shopper): Promise<void> {
  const entry = page.getByRole("dialog", { name: "Login or Sign up" });
  await expect(entry).toBeVisible();
  await entry.getByLabel("Mobile number or e-mail").fill(shopper.email);
  await entry.getByRole("button", { name: "Continue", exact: true }).click();
  const login = page.getByRole("dialog", { name: "Login" });
  if (await login.getByRole("button", { name: "Login with password" }).isVisible()) {
    await login.getByRole("button", { name: "Login with password" }).click();
  }
  await login.getByLabel("Password", { exact: true }).fill(shopper.password);
  await login.getByRole("button", { name: "LOGIN", exact: true }).click();
}

test.describe("favourites with scripts", () => {
  test("a guest sees the gate on /favorites and no heart link in the header", async ({ page }) => {
    await gotoApp(page, "/favorites");
    await expect(page.getByRole("heading", { name: "My Favourites", level: 1 })).toBeVisible();
    await expect(page.getByText(M.login).first()).toBeVisible();
    const login = page.locator(".checkout-gate").getByRole("link", { name: "LOGIN" });
    await expect(login).toHaveAttribute("href", "#login=loginSubV2&destination=%2Ffavorites");
    await login.dispatchEvent("click");
    await expect(page.getByRole("dialog", { name: "Login or Sign up" })).toBeVisible();
    await expect(page.getByRole("banner").locator('a[href="/favorites"]')).toHaveCount(0);
  });

  test("a guest's heart opens the login, and the add is done once the shopper is in", async ({
    page,
    request,
  }) => {
    // The shopper registers in a request context of their own: the page stays a guest's.
    const shopper = await registeredShopper(request);
    const errors = collectConsoleErrors(page);
    await gotoApp(page, "/products");
    const heart = firstHeart(page);
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    await heart.click();
    await logInThroughModal(page, shopper);
    await expect(toast(page, M.added)).toBeVisible();
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    expect(await favouriteStyles(page.request)).toHaveLength(1);
    await expect(page.getByRole("banner").locator('a[href="/favorites"]').first()).toBeAttached();
    expect(errors).toEqual([]);
  });

  test("a guest's tap before the scripts run asks for the login as they start, then adds", async ({
    page,
    request,
  }) => {
    const shopper = await registeredShopper(request);
    // The page's modules wait until the tap has been posted: the heart is a plain form until then.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
    await page.goto("/products", { waitUntil: "commit" });
    await firstHeart(page).click();
    const notice = page.locator(".listing-grid__item").first().getByRole("status");
    await expect(notice).toContainText(M.login);
    release();
    await logInThroughModal(page, shopper);
    await expect(toast(page, M.added)).toBeVisible();
    await expect(firstHeart(page)).toHaveAttribute("aria-pressed", "true");
    expect(await favouriteStyles(page.request)).toHaveLength(1);
  });

  test("a shopper adds from a listing, finds it on the product page and in /favorites, and removes it", async ({
    page,
  }) => {
    await registeredShopper(page.request);
    await gotoApp(page, "/products");
    const card = page.locator(".listing-grid__item").first();
    const name = (await card.locator(".product-card__name").textContent()) ?? "";
    await firstHeart(page).click();
    await expect(toast(page, M.added)).toBeVisible();
    await expect(firstHeart(page)).toHaveAttribute("aria-pressed", "true");

    await card.locator(".product-card").click();
    const heart = page.getByRole("button", { name: `Favourite ${name}` });
    await expect(heart).toHaveAttribute("aria-pressed", "true");

    await gotoApp(page, "/favorites");
    await expect(page.getByRole("link", { name: "PRODUCTS (1)" })).toHaveAttribute("aria-current", "page");
    await expect(page.locator(".product-card__name")).toHaveText([name]);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: `Favourite ${name}` }).click();
    await expect(toast(page, M.removed)).toBeVisible();
    await expect(page.getByText("You have not added any products to your favourites yet.")).toBeVisible();
    expect(await favouriteStyles(page.request)).toEqual([]);
  });

  test("a style added in another tab answers the already-added notice", async ({ page }) => {
    await registeredShopper(page.request);
    await gotoApp(page, "/products");
    const field = page.locator(".listing-grid__item").first().locator('input[name="styleId"]');
    const styleId = Number(await field.getAttribute("value"));
    await postApi(page.request, "/api/fav/v2/products", { styleId });
    await firstHeart(page).click();
    await expect(toast(page, M.alreadyAdded)).toBeVisible();
    await expect(firstHeart(page)).toHaveAttribute("aria-pressed", "true");
  });

  test("a brand page's heart adds the brand; the BRANDS tab removes it", async ({ page }) => {
    await registeredShopper(page.request);
    const { brands } = await (await page.request.get("/api/brandListV2")).json();
    const brand = brands[0] as { brandName: string; url: string };
    await gotoApp(page, brand.url);
    const heart = page.getByRole("button", { name: `Favourite brand ${brand.brandName}` });
    await heart.click();
    await expect(toast(page, M.brandAdded)).toBeVisible();
    await expect(heart).toHaveAttribute("aria-pressed", "true");

    await gotoApp(page, "/favorites?tab=brands");
    await expect(page.getByRole("link", { name: "BRANDS (1)" })).toHaveAttribute("aria-current", "page");
    await page.getByRole("button", { name: `Remove ${brand.brandName} from favourites` }).click();
    await expect(toast(page, M.brandRemoved)).toBeVisible();
    await expect(page.getByText("You have not added any brands to your favourites yet.")).toBeVisible();
  });

  test("favourites survive signing out and in again", async ({ page }) => {
    const shopper = await registeredShopper(page.request);
    await gotoApp(page, "/products");
    await firstHeart(page).click();
    await expect(toast(page, M.added)).toBeVisible();
    await signOut(page.request);
    await gotoApp(page, "/products");
    await expect(firstHeart(page)).toHaveAttribute("aria-pressed", "false");
    await signIn(page.request, shopper);
    await gotoApp(page, "/favorites");
    await expect(page.getByRole("link", { name: "PRODUCTS (1)" })).toBeVisible();
  });

  test("MOVE TO FAVOURITES takes the item from the bag to the favourites in one tap", async ({ page }) => {
    await registeredShopper(page.request);
    const size = await claimSize(page.request);
    await postApi(page.request, "/api/checkout", {
      type: "update",
      cartItems: [{ skuId: size.skuId, qty: 1 }],
    });
    await gotoApp(page, "/mybag");
    await page.getByRole("button", { name: `Move ${size.name} to favourites` }).click();
    await expect(toast(page, M.added)).toBeVisible();
    await expect(page.getByRole("button", { name: `Move ${size.name} to favourites` })).toHaveCount(0);
    await gotoApp(page, "/favorites");
    await expect(page.locator(".product-card__name")).toHaveText([size.name]);
  });
});

test.describe("the heart without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("a shopper's heart adds and removes, and the page says so", async ({ page }) => {
    await registeredShopper(page.request);
    await page.goto("/products");
    await firstHeart(page).click();
    await expect(page.locator(".listing-grid__item").first().getByRole("status")).toHaveText(M.added);
    await expect(firstHeart(page)).toHaveAttribute("aria-pressed", "true");
    expect(await favouriteStyles(page.request)).toHaveLength(1);
    await firstHeart(page).click();
    await expect(page.locator(".listing-grid__item").first().getByRole("status")).toHaveText(M.removed);
    await expect(firstHeart(page)).toHaveAttribute("aria-pressed", "false");
    expect(await favouriteStyles(page.request)).toEqual([]);
  });

  test("a guest's heart asks for the login", async ({ page }) => {
    await page.goto("/products");
    await firstHeart(page).click();
    const notice = page.locator(".listing-grid__item").first().getByRole("status");
    await expect(notice).toContainText(M.login);
    await expect(notice.getByRole("link", { name: "LOGIN" })).toBeVisible();
    await expect(firstHeart(page)).toHaveAttribute("aria-pressed", "false");
  });
});
