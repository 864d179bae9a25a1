import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { sizesToAdd } from "./bag-support";
import { favouriteStyles, removeFavourite, toast } from "./favourites-support";
import { collectConsoleErrors, expectNoSeriousA11yViolations, gotoApp, postApi } from "./support";

/**
 * Favourites (spec 2 §2 "Favourites", §4, §8): the heart of listing cards and product pages, the
 * brand page's heart, /favorites with its PRODUCTS and BRANDS tabs, the guest's gate and the login
 * a guest's heart asks for, MOVE TO FAVOURITES from the bag, and the heart without scripts. Asha is
 * the demo's main shopper; each journey starts by clearing her favourites and bag.
 */

const EMAIL = "asha@example.in";
const PASSWORD = "Odin@2026";
const JSON_HEADERS = { module: "odin", "content-type": "application/json" };

const M = {
  added: "Good mooove! This item has been added to your favourites.",
  removed: "This item has been removed from your favourites.",
  alreadyAdded: "Oops! This product is already in your favourites",
  brandAdded: "Brand Added Successfully",
  brandRemoved: "Brand Removed Successfully",
  login: "Please Login To Continue",
};

async function signIn(request: APIRequestContext): Promise<void> {
  const response = await request.post("/auth/token", {
    headers: { ...JSON_HEADERS, "X-Channel": "WEB" },
    data: { grant_type: "password", username: EMAIL, password: PASSWORD },
  });
  expect(response.status()).toBe(200);
}

async function signOut(request: APIRequestContext): Promise<void> {
  const response = await request.post("/auth/logout", { headers: JSON_HEADERS, data: {} });
  expect(response.status()).toBe(200);
}

/** Asha's favourites and bag emptied, through the API in `request`'s cookie jar, which stays signed in. */
async function startClean(request: APIRequestContext): Promise<void> {
  await signIn(request);
  for (const styleId of await favouriteStyles(request)) await removeFavourite(request, styleId);
  const brands = await request.get("/api/favourite/brand", { headers: { module: "odin" } });
  for (const { id } of ((await brands.json()) as { brands: { id: number }[] }).brands) {
    expect(
      (await request.delete(`/api/favourite/brand/${id}`, { headers: { module: "odin" } })).status(),
    ).toBe(200);
  }
  const bag = await postApi<{ products: { skuId: number }[] }>(request, "/api/checkout", { type: "read" });
  const cartItems = bag.products.map(({ skuId }) => ({ skuId }));
  if (cartItems.length > 0) await postApi(request, "/api/checkout", { type: "delete", cartItems });
}

/** The first card of the listing: its style's name and its heart. */
function firstHeart(page: Page) {
  return page
    .locator(".listing-grid__item")
    .first()
    .getByRole("button", { name: /^Favourite / });
}

async function logInThroughModal(page: Page): Promise<void> {
  const entry = page.getByRole("dialog", { name: "Login or Sign up" });
  await expect(entry).toBeVisible();
  await entry.getByLabel("Mobile number or e-mail").fill(EMAIL);
  await entry.getByRole("button", { name: "Continue", exact: true }).click();
  const login = page.getByRole("dialog", { name: "Login" });
  if (await login.getByRole("button", { name: "Login with password" }).isVisible()) {
    await login.getByRole("button", { name: "Login with password" }).click();
  }
  await login.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await login.getByRole("button", { name: "LOGIN", exact: true }).click();
}

test.describe("favourites with scripts", () => {
  test.beforeEach(async ({ page }) => {
    await startClean(page.request);
  });

  test("a guest sees the gate on /favorites and no heart link in the header", async ({ page }) => {
    await signOut(page.request);
    await gotoApp(page, "/favorites");
    await expect(page.getByRole("heading", { name: "My Favourites", level: 1 })).toBeVisible();
    await expect(page.getByText(M.login).first()).toBeVisible();
    const login = page.locator(".checkout-gate").getByRole("link", { name: "LOGIN" });
    await expect(login).toHaveAttribute("href", "#login=loginSubV2&destination=%2Ffavorites");
    await login.dispatchEvent("click");
    await expect(page.getByRole("dialog", { name: "Login or Sign up" })).toBeVisible();
    await expect(page.getByRole("banner").locator('a[href="/favorites"]')).toHaveCount(0);
  });

  test("a guest's heart opens the login, and the add is done once the shopper is in", async ({ page }) => {
    await signOut(page.request);
    const errors = collectConsoleErrors(page);
    await gotoApp(page, "/products");
    const heart = firstHeart(page);
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    await heart.click();
    await logInThroughModal(page);
    await expect(toast(page, M.added)).toBeVisible();
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    expect(await favouriteStyles(page.request)).toHaveLength(1);
    await expect(page.getByRole("banner").locator('a[href="/favorites"]').first()).toBeAttached();
    expect(errors).toEqual([]);
  });

  test("a guest's tap before the scripts run asks for the login as they start, then adds", async ({
    page,
  }) => {
    await signOut(page.request);
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
    await logInThroughModal(page);
    await expect(toast(page, M.added)).toBeVisible();
    await expect(firstHeart(page)).toHaveAttribute("aria-pressed", "true");
    expect(await favouriteStyles(page.request)).toHaveLength(1);
  });

  test("a shopper adds from a listing, finds it on the product page and in /favorites, and removes it", async ({
    page,
  }) => {
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
    await gotoApp(page, "/products");
    const field = page.locator(".listing-grid__item").first().locator('input[name="styleId"]');
    const styleId = Number(await field.getAttribute("value"));
    await postApi(page.request, "/api/fav/v2/products", { styleId });
    await firstHeart(page).click();
    await expect(toast(page, M.alreadyAdded)).toBeVisible();
    await expect(firstHeart(page)).toHaveAttribute("aria-pressed", "true");
  });

  test("a brand page's heart adds the brand; the BRANDS tab removes it", async ({ page }) => {
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
    await gotoApp(page, "/products");
    await firstHeart(page).click();
    await expect(toast(page, M.added)).toBeVisible();
    await signOut(page.request);
    await gotoApp(page, "/products");
    await expect(firstHeart(page)).toHaveAttribute("aria-pressed", "false");
    await signIn(page.request);
    await gotoApp(page, "/favorites");
    await expect(page.getByRole("link", { name: "PRODUCTS (1)" })).toBeVisible();
  });

  test("MOVE TO FAVOURITES takes the item from the bag to the favourites in one tap", async ({ page }) => {
    const [size] = await sizesToAdd(page.request, 1);
    if (!size) throw new Error("no size in stock");
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
    await startClean(page.request);
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
    await startClean(page.request);
    await signOut(page.request);
    await page.goto("/products");
    await firstHeart(page).click();
    const notice = page.locator(".listing-grid__item").first().getByRole("status");
    await expect(notice).toContainText(M.login);
    await expect(notice.getByRole("link", { name: "LOGIN" })).toBeVisible();
    await expect(firstHeart(page)).toHaveAttribute("aria-pressed", "false");
  });
});
