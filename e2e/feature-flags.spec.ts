import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { openLoginFromHeader } from "./accounts-support";
import { flagsOffOrigin } from "./servers";
import { gotoApp, postApi } from "./support";

/**
 * The operator's ODIN_FEATURE_FLAGS reach the rendered pages: the same demo store runs a second time
 * with ratings, the price-details block and social sign-in turned off (FLAGS_OFF), and each page is
 * opened on both stores.
 */

/** A product page of the default store that shows its reviews' average rating. */
async function ratedProductPath(request: APIRequestContext): Promise<string> {
  const { styles } = await postApi<{ styles: { styleList: { url: string }[] } }>(
    request,
    "/api/v2/listing/products",
    { deeplinkurl: "/products" },
  );
  for (const { url } of styles.styleList) {
    if ((await (await request.get(url)).text()).includes("product-heading__rating")) return url;
  }
  throw new Error("no rated style among the first page of /products");
}

const rating = (page: Page) => page.locator(".product-heading__rating");
const priceDetails = (page: Page) => page.getByRole("button", { name: "Price details" });

test("a product page drops its rating and price details where the operator turned them off", async ({
  page,
  request,
}) => {
  const path = await ratedProductPath(request);
  await gotoApp(page, path);
  const name = await page.getByRole("heading", { level: 1 }).textContent();
  await expect(rating(page)).toBeVisible();
  await expect(priceDetails(page)).toBeVisible();

  await gotoApp(page, `${flagsOffOrigin}${path}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name ?? "");
  await expect(rating(page)).toHaveCount(0);
  await expect(priceDetails(page)).toHaveCount(0);
});

test("the login dialog offers social sign-in only where the operator left it on", async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, "the desktop header carries Login; phones share the modal");
  const google = page.getByRole("dialog").getByRole("button", { name: "Continue with Google" });
  await gotoApp(page, "/");
  await openLoginFromHeader(page);
  await expect(google).toBeVisible();

  await gotoApp(page, `${flagsOffOrigin}/`);
  await openLoginFromHeader(page);
  await expect(page.getByRole("dialog").getByRole("button", { name: /Continue with/ })).toHaveCount(0);
});
