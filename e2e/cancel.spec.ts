import { expect, type Page, test } from "@playwright/test";
import { newShopper } from "./accounts-support";
import { codOrder, firstItemOf } from "./order-support";
import {
  backToStore,
  choosePayment,
  confirmedOrder,
  payByCardAtRazorpay,
  placeOrder,
  readyToPay,
} from "./payment-support";
import { registeredShopper } from "./shopper-support";
import { claimSize } from "./stock-support";
import { collectConsoleErrors, expectNoSeriousA11yViolations, gotoApp } from "./support";

/**
 * Cancelling an item before it ships (spec 3 §4 "Cancel flow": reason, refund, complete; §9 "Refund
 * 5-7 days"; decision 48): a card-paid order's item goes back to the card, a cash-on-delivery order's
 * gives nothing back. The flow runs with scripts (no reload between steps) and once without them.
 */

/** Reason, refund and complete on the cancel page; `refund` is the amount the refund step shows. */
async function cancelItem(page: Page, orderId: string, itemId: number, scripts: boolean, refund: RegExp) {
  const path = `/orderdetails/${orderId}/cancel/${itemId}`;
  if (scripts) await gotoApp(page, path);
  else await page.goto(path);
  // Once hydrated the steps follow without a reload: a mark left on the window stays.
  if (scripts) await page.evaluate(() => Object.assign(window, { stayed: true }));
  await expect(page.getByRole("heading", { level: 1, name: "CANCEL ITEM" })).toBeVisible();
  await page.getByRole("radio", { name: "Ordered by mistake" }).check();
  await page.getByLabel("Comments (optional)").fill("Ordered the wrong colour");
  if (scripts) await expect(page.getByText("24/255")).toBeVisible();
  if (scripts) await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "CONTINUE" }).click();
  await expect(page.getByRole("heading", { name: "Refund" })).toBeVisible();
  await expect(page.getByText(refund).first()).toBeVisible();
  await page.getByRole("button", { name: "CANCEL ITEM" }).click();
  await expect(page.getByText("Your item has been cancelled.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Cancelled" })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  if (scripts) expect(await page.evaluate(() => "stayed" in window)).toBe(true);
}

test("a card-paid item is cancelled before shipping and refunded to the card in 5-7 days", async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  const shopper = await registeredShopper(page.request);
  const { mobile } = newShopper();
  const size = await claimSize(page.request);
  await readyToPay(page, [size.skuId], mobile, true);
  await choosePayment(page, true, {
    type: /^(Credit \/ Debit Card|Pay with a new card)/,
    code: "CREDIT_CARD",
  });
  await placeOrder(page, true, /\/_sandbox\/pg\/razorpay\/v1\/checkout\/embedded$/);
  await payByCardAtRazorpay(page, { number: "4111 1111 1111 1111", cvv: "123" });
  await backToStore(page, true);
  const orderId = await confirmedOrder(page, shopper, mobile);
  const itemId = await firstItemOf(page.request, orderId);

  await cancelItem(page, orderId, itemId, true, /^To your original payment method/);
  await expect(page.getByText("Refund 5-7 days")).toBeVisible();
  expect(errors).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a cash-on-delivery item is cancelled before shipping with nothing to refund", async ({ page }) => {
    await registeredShopper(page.request);
    const size = await claimSize(page.request);
    const orderId = await codOrder(page.request, size.skuId);
    const itemId = await firstItemOf(page.request, orderId);
    await cancelItem(page, orderId, itemId, false, /^Nothing to refund/);
    await expect(
      page.getByText("Nothing was paid for this item, so there is nothing to refund."),
    ).toBeVisible();
  });
});
