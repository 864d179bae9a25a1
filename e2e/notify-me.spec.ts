import { LABELS, MESSAGES } from "@odin/contracts";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { collectConsoleErrors, expectNoSeriousA11yViolations, gotoApp, postApi } from "./support";

/**
 * NOTIFY ME on a sold-out size (decision 67): a guest asks with a mobile number, before and after the
 * scripts run, and the alerts' unsubscribe page never acts on a GET. The waves a restock starts are
 * the API tests' (modules/alerts/alerts.api.test.ts).
 */

interface SoldOut {
  url: string;
  size: string;
}

/** A style of the demo catalogue with a size sold out, read through the public API. */
async function soldOutSize(request: APIRequestContext): Promise<SoldOut> {
  for (let page = 1; page <= 6; page += 1) {
    const listing = await postApi<{ styles: { styleList: { styleId: number }[] } }>(
      request,
      "/api/v2/listing/products",
      {
        deeplinkurl: page === 1 ? "/products" : `/products?p=${page}`,
      },
    );
    for (const { styleId } of listing.styles.styleList) {
      const product = await postApi<{ url: string; skus: { size: string; inStock: boolean }[] }>(
        request,
        "/api/product/details",
        { styleId },
      );
      const sold = product.skus.find((sku) => !sku.inStock);
      if (sold && product.skus.length > 1) return { url: product.url, size: sold.size };
    }
  }
  throw new Error("no style with a sold-out size in the first listing pages");
}

const mobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;

async function askToBeTold(page: Page, soldOut: SoldOut): Promise<void> {
  await page.getByText(LABELS.alerts.notifyHeading).click();
  await page.getByRole("combobox", { name: "Select Size" }).selectOption({ label: soldOut.size });
  await page.getByLabel(LABELS.alerts.mobile).fill(mobile());
  await page.getByRole("button", { name: LABELS.alerts.notifyMe }).click();
  await expect(page.getByRole("status").filter({ hasText: MESSAGES.alerts.requested })).toBeVisible();
}

test("a guest asks to be told when a sold-out size is back, and the page stays where it was", async ({
  page,
  request,
}) => {
  const errors = collectConsoleErrors(page);
  const soldOut = await soldOutSize(request);
  await gotoApp(page, soldOut.url);
  const before = page.url();
  await askToBeTold(page, soldOut);
  expect(page.url()).toBe(before);
  await expectNoSeriousA11yViolations(page);
  expect(errors).toEqual([]);
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("NOTIFY ME is a form the product page's action answers", async ({ page, request }) => {
    const soldOut = await soldOutSize(request);
    await page.goto(soldOut.url);
    await askToBeTold(page, soldOut);
  });

  test("the unsubscribe page acts only on its button, and says when a link is not valid", async ({
    page,
  }) => {
    await page.goto("/alerts/unsubscribe?token=not-a-token");
    await expect(page.getByRole("heading", { name: LABELS.alerts.unsubscribeTitle })).toBeVisible();
    await page.getByRole("button", { name: LABELS.alerts.unsubscribeButton }).click();
    await expect(page.getByText(MESSAGES.alerts.linkInvalid)).toBeVisible();
    await page.goto("/alerts/unsubscribe");
    await expect(page.getByText(MESSAGES.alerts.linkInvalid)).toBeVisible();
    await expect(page.getByRole("button", { name: LABELS.alerts.unsubscribeButton })).toHaveCount(0);
  });
});
