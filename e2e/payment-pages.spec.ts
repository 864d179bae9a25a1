import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { newShopper } from "./accounts-support";
import { expectAsInventoried, expectHydrated, pinned, watchPaymentPage } from "./payment-page-support";
import { bagReadyToPay } from "./payment-support";
import { registeredShopper } from "./shopper-support";
import { claimSize } from "./stock-support";
import { collectConsoleErrors, postApi } from "./support";

/**
 * The checkout and payment pages (PCI DSS v4.0 6.4.3 and 11.6.1, decision 40): each page's scripts
 * are all in the inventory, every inline one carries the nonce of its response's policy, the files
 * are those the build wrote, the security headers are the committed ones, the page hydrates, and
 * the browser refuses a script injected into the page. Each test's shopper is a new one.
 */

/** A new shopper signed in in `request`'s cookie jar, one size in their bag, the shipping step done. */
async function readyToPay(request: APIRequestContext): Promise<void> {
  await registeredShopper(request);
  const size = await claimSize(request);
  await bagReadyToPay(request, [size.skuId], newShopper().mobile);
}

/**
 * Opens `url` as a new document answered with `status`, and holds it against the inventory and the
 * headers once hydrated and once `act` has run.
 */
async function expectPaymentPage(
  page: Page,
  url: string,
  {
    status = 200,
    act,
    headers,
  }: { status?: number; act?: () => Promise<void>; headers?: Record<string, string> } = {},
): Promise<void> {
  const errors = collectConsoleErrors(page);
  const requested = await watchPaymentPage(page);
  const opened = await page.goto(url);
  expect(opened?.status(), url).toBe(status);
  if (!opened) return;
  await expectHydrated(page);
  await act?.();
  await page.waitForLoadState("networkidle");
  await expectAsInventoried(page, opened, requested, headers);
  // The browser logs a page's error status; nothing else may be logged.
  expect(errors.filter((error) => !error.endsWith(`status of ${status} (Not Found)`))).toEqual([]);
}

test("the payment step runs only listed scripts, with its response's nonce, and works once hydrated", async ({
  page,
}) => {
  await readyToPay(page.request);
  await expectPaymentPage(page, "/checkout/payment", {
    act: async () => {
      // Only the hydrated app moves on as the choice is ticked; without it, SELECT posts the form.
      await page.getByRole("radio", { name: /^Cash on Delivery/ }).check();
      await expect(page).toHaveURL(/paymentTypeCode=CASH_ON_DELIVERY/);
      await expect(page.getByText("COD Charges")).toBeVisible();
    },
  });
});

test("so do the checkout's entry, shipping, the payment failure page and a confirmation", async ({
  page,
}) => {
  await expectPaymentPage(page, "/checkout", {
    act: async () => {
      // The login modal opens on the guest's page; a new shopper's sign-up solves its captcha in a worker.
      const entry = page.getByRole("dialog", { name: "Login or Sign up" });
      await entry.getByLabel("Mobile number or e-mail").fill(newShopper().mobile);
      await entry.getByRole("button", { name: "Continue", exact: true }).click();
      await expect(page.getByRole("dialog", { name: "Sign up" })).toBeVisible();
    },
  });
  await readyToPay(page.request);
  await expectPaymentPage(page, "/checkout/shipping");
  await expectPaymentPage(page, "/checkout/onpaymentfailure");
  // No such order: the confirmation's own page says so.
  await expectPaymentPage(page, "/orderconfirmation/OD000000000000/success", { status: 404 });
});

test("so does the page that hands a payment to its gateway, whose form alone may leave for https origins", async ({
  page,
}) => {
  await readyToPay(page.request);
  // A Paytm wallet payment: its page asks for Paytm's code, where a card's would leave for the gateway.
  const bag = await postApi<{ products: { skuId: number; qty: number }[] }>(page.request, "/api/checkout", {
    page: "payment",
    type: "read",
  });
  const pricing = await postApi<{ overview: { total: number } }>(page.request, "/api/getpricingOverview", {
    selectedPaymentMode: "WALLET",
  });
  const made = await page.request.post("/api/payment/make", {
    headers: { module: "odin", "content-type": "application/json", "idempotency-key": `pages-${Date.now()}` },
    data: {
      paymentTypeCode: "WALLET",
      paymentDetail: { bankCode: "PAYTM" },
      productsShippingDetails: bag.products.map(({ skuId, qty }) => ({
        skuId,
        qty,
        shippingMethod: "standard",
      })),
      pricingDetails: { netAmount: pricing.overview.total },
    },
  });
  expect(made.status()).toBe(200);
  const { transactionId } = (await made.json()) as { transactionId: string };
  await expectPaymentPage(page, `/checkout/pay/${transactionId}`, {
    headers: pinned("gateway-handoff.headers.json"),
    act: async () => {
      await expect(page.getByLabel("Paytm mobile number")).toBeVisible();
    },
  });
});

test("each response has a nonce of its own, and a script injected into the page is refused", async ({
  page,
}) => {
  const nonceOf = async (url: string) => {
    const response = await page.request.get(url);
    const nonce = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1];
    const html = await response.text();
    // Every script element of the page carries it.
    expect([...html.matchAll(/<script\b[^>]*>/g)].every(([tag]) => tag.includes(` nonce="${nonce}"`))).toBe(
      true,
    );
    return nonce;
  };
  const first = await nonceOf("/checkout");
  expect(first).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(await nonceOf("/checkout")).not.toBe(first);

  // A skimmer's script slipped into the HTML: without the nonce, or with one of its own.
  await page.route("**/checkout", async (route) => {
    const response = await route.fetch();
    const injected = (await response.text()).replace(
      "</body>",
      '<script>window.skimmed = 1</script><script nonce="c2tpbW1lcg==">window.skimmed = 2</script></body>',
    );
    await route.fulfill({ response, body: injected });
  });
  await watchPaymentPage(page);
  await page.goto("/checkout");
  await expectHydrated(page);
  expect(await page.evaluate(() => "skimmed" in window)).toBe(false);
  expect(await page.evaluate(() => window.cspViolations)).toEqual([
    "script-src-elem inline",
    "script-src-elem inline",
  ]);
});

test("pages outside the checkout keep the shared policy, and no nonce in HTML the cache may share", async ({
  page,
}) => {
  const home = await page.request.get("/");
  expect(home.headers()["content-security-policy"]).toContain("script-src 'self' 'unsafe-inline';");
  expect(await home.text()).not.toContain("nonce=");
});
