import { randomInt } from "node:crypto";
import { expect, test } from "@playwright/test";
import { newShopper } from "./accounts-support";
import { addToBag } from "./bag-support";
import { favouriteStyles, toast } from "./favourites-support";
import { expectHydrated } from "./payment-page-support";
import {
  bagReadyToPay,
  choosePayment,
  confirmedOrder,
  payByCardAtRazorpay,
  placeOrder,
} from "./payment-support";
import { PORT } from "./servers";
import { registeredShopper } from "./shopper-support";
import { claimSize } from "./stock-support";
import { collectConsoleErrors, gotoApp, postApi } from "./support";

/**
 * The demo store has no configured origin, so it answers on every address of the machine (decision
 * 50): opened at 127.0.0.1 instead of localhost, its forms work as they do there, with and without
 * scripts, and a payment's gateway sends the shopper back to it. A post from another site answers the
 * store's own error page.
 */

const ADDRESS = `http://127.0.0.1:${PORT}`;
const tag = () => randomInt(0, 1e9).toString(36);

test.use({ baseURL: ADDRESS });

test("at 127.0.0.1 a shopper adds to the bag, changes it, keeps a favourite, signs up and writes to care", async ({
  page,
}) => {
  const shopper = await registeredShopper(page.request);
  const size = await claimSize(page.request);
  await gotoApp(page, size.url);
  const heart = page.getByRole("button", { name: `Favourite ${size.name}`, exact: true }).first();
  const styleId = Number(
    await page
      .locator("form.favourite-heart")
      .filter({ has: heart })
      .locator('input[name="styleId"]')
      .getAttribute("value"),
  );

  await addToBag(page, size);
  await heart.click();
  await expect(toast(page, "Good mooove! This item has been added to your favourites.")).toBeVisible();
  expect(await favouriteStyles(page.request)).toContain(styleId);

  await gotoApp(page, "/mybag");
  await page.getByLabel(`Quantity of ${size.name}`).selectOption("2");
  await expect(toast(page, "Your bag has been updated.")).toBeVisible();
  expect(
    (await postApi<{ products: { qty: number }[] }>(page.request, "/api/checkout", { type: "read" }))
      .products,
  ).toMatchObject([{ qty: 2 }]);

  await gotoApp(page, "/contactus");
  await page.getByLabel("Name", { exact: true }).fill(shopper.name);
  await page.getByLabel("E-mail", { exact: true }).fill(shopper.email);
  await page.getByLabel("Subject").fill(`Size query ${tag()}`);
  await page.getByLabel("Message").fill("Does the kurta run large?");
  await page.getByRole("button", { name: "SUBMIT" }).click();
  await expect(
    toast(page, "Yay! thanks for reaching out to us. We'll get back to you shortly."),
  ).toBeVisible();

  const newsletter = page.getByRole("contentinfo").getByRole("form", { name: /sign up/i });
  await newsletter.getByLabel("E-mail address").fill(`reader-${tag()}@example.in`);
  await newsletter.getByRole("button", { name: "SUBSCRIBE" }).click();
  await expect(toast(page, "Good Mooove! You've Just Signed Up For The Latest Updates")).toBeVisible();
});

test("at 127.0.0.1 a card payment comes back to 127.0.0.1 and shows the confirmation", async ({ page }) => {
  const shopper = await registeredShopper(page.request);
  const { mobile } = newShopper();
  const size = await claimSize(page.request);
  await bagReadyToPay(page.request, [size.skuId], mobile);
  await page.goto("/checkout/payment");
  await expectHydrated(page);
  await choosePayment(page, true, {
    type: /^(Credit \/ Debit Card|Pay with a new card)/,
    code: "CREDIT_CARD",
  });
  await placeOrder(page, true, /\/_sandbox\/pg\/razorpay\/v1\/checkout\/embedded$/);
  await payByCardAtRazorpay(page, { number: "4111 1111 1111 1111", cvv: "123" });
  await confirmedOrder(page, shopper, mobile);
  expect(new URL(page.url()).origin).toBe(ADDRESS);
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("at 127.0.0.1 ADD TO BAG is answered by the product page", async ({ page }) => {
    const size = await claimSize(page.request);
    await page.goto(size.url);
    await addToBag(page, size);
    await expect(page.getByRole("status").filter({ hasText: "Added to your bag." })).toBeVisible();
  });
});

test("a form posted from another site answers the store's error page", async ({ request }) => {
  const response = await request.post("/contactus", {
    headers: { origin: "http://evil.example" },
    form: { name: "Asha Rao", email: "asha@example.in", subject: `Refund ${tag()}`, message: "Hello" },
  });
  expect(response.status()).toBe(403);
  expect(response.headers()["content-type"]).toMatch(/^text\/html/);
  const html = await response.text();
  expect(html).toContain('class="error-page"');
  expect(html).toContain("<h1>403</h1>");
});

test("a form on another site's page, posted to the store, shows the store's error page", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.setContent(
    `<form method="post" action="${ADDRESS}/contactus"><input name="name" value="Asha"><button>Send</button></form>`,
  );
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page).toHaveURL(`${ADDRESS}/contactus`);
  const heading = page.getByRole("heading", { level: 1, name: "403" });
  await expect(heading).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expect(heading).toBeVisible();
  await expect(page.getByRole("main")).toContainText("Something went wrong");
  expect(errors.filter((error) => !/status of 403/.test(error))).toEqual([]);
});
