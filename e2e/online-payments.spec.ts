import { expect, type Page, test } from "@playwright/test";
import { newShopper } from "./accounts-support";
import { deliveredOrder, loyaltyPoints } from "./order-support";
import {
  backToStore,
  choosePayment,
  confirmedOrder,
  outcome,
  payByCardAtRazorpay,
  placeOrder,
  readyToPay,
} from "./payment-support";
import { registeredShopper, type Shopper } from "./shopper-support";
import { claimSize } from "./stock-support";
import { collectConsoleErrors, expectNoSeriousA11yViolations } from "./support";

/**
 * Online payments (spec 3 §2, §4; decisions 41, 42): the shopper chooses on our payment step, pays on
 * the sandbox gateway's page (which speaks the gateway's protocol and signs its return), and lands on
 * the confirmation; the order's SMS and e-mail are in the outbox. Card numbers are typed only on the
 * gateway's page. The purchase journeys run with scripts and, once, without them. Each journey's
 * shopper is its own (shopper-support.ts), as are the sizes it buys (stock-support.ts).
 */

const NEW_CARD = /^(Credit \/ Debit Card|Pay with a new card)/;

async function cardPaymentSavingTheCard(page: Page, shopper: Shopper, scripts: boolean) {
  const { mobile } = newShopper();
  const size = await claimSize(page.request);
  await readyToPay(page, [size.skuId], mobile, scripts);
  // Nothing on our page asks for a card's number or CVV.
  await expect(page.getByLabel(/card number|cvv/i)).toHaveCount(0);
  await choosePayment(page, scripts, { type: NEW_CARD, code: "CREDIT_CARD", saveCard: true });
  await placeOrder(page, scripts, /\/_sandbox\/pg\/razorpay\/v1\/checkout\/embedded$/);
  await payByCardAtRazorpay(page, { number: "4111 1111 1111 1111", cvv: "123" });
  await backToStore(page, scripts);
  await confirmedOrder(page, shopper, mobile);
  await expect(page.getByText(/^Credit \/ Debit Card: ₹[\d,.]+ paid$/)).toBeVisible();
}

test("a card saved with its first order pays the second with its CVV on Razorpay's page", async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  const shopper = await registeredShopper(page.request);
  await cardPaymentSavingTheCard(page, shopper, true);

  const { mobile } = newShopper();
  const size = await claimSize(page.request);
  await readyToPay(page, [size.skuId], mobile, true);
  const saved = page.getByRole("radio", { name: "Visa ending 1111" });
  await choosePayment(page, true, { type: /^Saved Cards/, code: "SAVEDCARD" });
  await expect(saved).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await placeOrder(page, true, /\/_sandbox\/pg\/razorpay\/v1\/checkout\/embedded$/);
  await expect(page.getByText("Saved card: Visa •••• 1111")).toBeVisible();
  await page.getByLabel("CVV").fill("123");
  await page.getByRole("button", { name: /^Pay ₹/ }).click();
  await confirmedOrder(page, shopper, mobile);

  await page.goto("/account/payment-methods");
  await expect(page.getByText("Visa ending 1111")).toBeVisible();
  expect(errors).toEqual([]);
});

test("net banking declined goes to the failure page, and TRY AGAIN pays the same order by UPI", async ({
  page,
}) => {
  const shopper = await registeredShopper(page.request);
  const { mobile } = newShopper();
  const size = await claimSize(page.request);
  await readyToPay(page, [size.skuId], mobile, true);
  await choosePayment(page, true, {
    type: /^Net Banking/,
    code: "NET_BANKING",
    option: { name: "Axis Bank", code: "UTIB" },
  });
  await placeOrder(page, true, /\/_sandbox\/pg\/payu\/_payment$/);
  await expect(page.getByText("You are at Axis Bank's net banking (sandbox).")).toBeVisible();
  await outcome(page, "Failure (declined)");
  await page.getByRole("button", { name: /^Pay ₹/ }).click();

  await expect(page).toHaveURL(/\/checkout\/onpaymentfailure\?orderId=(OD\d{12})&transactionId=TX/);
  const orderId = /orderId=(OD\d{12})/.exec(page.url())?.[1] ?? "";
  await expect(page.getByRole("heading", { level: 1, name: "YOUR ORDER WAS NOT PLACED" })).toBeVisible();
  await expect(page.getByText("Something went wrong. Please try again.")).toBeVisible();
  await page.getByRole("link", { name: "TRY AGAIN" }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/payment\\?orderId=${orderId}`));

  await choosePayment(page, true, { type: /^UPI/, code: "UPI" });
  await placeOrder(page, true, /\/_sandbox\/pg\/phonepe\/transact\?/);
  await expect(page.getByText("Scan the QR code with any UPI app")).toBeVisible();
  await page.getByRole("link", { name: "Open the sandbox phone's UPI app" }).click();
  await page.getByRole("button", { name: "Send the UPI app's answer" }).click();
  await page.getByRole("button", { name: "Return to the store" }).click();
  expect(await confirmedOrder(page, shopper, mobile)).toBe(orderId);
  await expect(page.getByText(/^UPI: ₹[\d,.]+ paid$/)).toBeVisible();
});

/**
 * Paytm's codes are limited per phone and per shopper (3 in 10 minutes, as Odin's own): each run
 * uses a wallet number of its own, and a shopper of its own.
 */
async function paytmWallet(page: Page, shopper: Shopper, scripts: boolean) {
  const { mobile } = newShopper();
  const size = await claimSize(page.request);
  await readyToPay(page, [size.skuId], mobile, scripts);
  await choosePayment(page, scripts, {
    type: /^Wallets/,
    code: "WALLET",
    option: { name: "Paytm", code: "PAYTM" },
  });
  await page.getByRole("button", { name: "PLACE ORDER" }).click();
  await expect(page).toHaveURL(/\/checkout\/pay\/TX[0-9A-F]+$/);
  // Any number but the sandbox's special 77777777xx ones has ₹1,00,000 (docs/payments.md).
  await page.getByLabel("Paytm mobile number").fill(`9${newShopper().mobile.slice(1)}`);
  await page.getByRole("button", { name: "SEND OTP" }).click();
  await page.getByRole("button", { name: "VERIFY OTP" }).click();
  await expect(page.getByText("Please enter the OTP sent by Paytm.")).toBeVisible();
  await page.getByLabel("OTP", { exact: true }).fill("489871");
  await page.getByRole("button", { name: "VERIFY OTP" }).click();
  await expect(page.getByText(/^Paytm balance: ₹/)).toBeVisible();
  await page.getByRole("button", { name: /^PAY ₹/ }).click();
  await confirmedOrder(page, shopper, mobile);
}

test("the Paytm wallet with the code Paytm sends", async ({ page }) => {
  await paytmWallet(page, await registeredShopper(page.request), true);
});

async function cardlessEmi(page: Page, shopper: Shopper, scripts: boolean) {
  const { mobile } = newShopper();
  const size = await claimSize(page.request);
  await readyToPay(page, [size.skuId], mobile, scripts);
  await choosePayment(page, scripts, {
    type: /^Cardless EMI/,
    code: "CARDLESS_EMI",
    option: { name: "Snapmint", code: "snapmint" },
  });
  await placeOrder(page, scripts, /\/_sandbox\/pg\/snapmint\//);
  await page.getByRole("radio", { name: /then 6 monthly payments/ }).check();
  await page.getByRole("button", { name: "Pay the down payment" }).click();
  await backToStore(page, scripts);
  await confirmedOrder(page, shopper, mobile);
}

test("cardless EMI with Snapmint", async ({ page }) => {
  await cardlessEmi(page, await registeredShopper(page.request), true);
});

test("loyalty points pay the brand's share and a card the rest", async ({ page, isMobile }) => {
  const shopper = await registeredShopper(page.request);
  const { mobile } = newShopper();
  // A delivered order of Urban Stripe Polo Co. or Stride Essentials (one brand for each viewport's run
  // of the journey) has earned the shopper points there; they pay part of a dearer style of theirs.
  const brand = isMobile ? "se" : "us";
  await deliveredOrder(page.request, `/products?f-br=${brand}`);
  const points = (await loyaltyPoints(page.request)).brands.find(
    (held) => held.brandCode === brand,
  )?.loyaltyBalance;
  expect(points).toBeGreaterThan(0);
  const size = await claimSize(page.request, `/products?f-br=${brand}`, (found) => found.price > 100_000);
  await readyToPay(page, [size.skuId], mobile, true);
  await choosePayment(page, true, { type: NEW_CARD, code: "CREDIT_CARD", loyalty: true });
  await expect(page.getByText("Loyalty").first()).toBeVisible();
  await placeOrder(page, true, /\/_sandbox\/pg\/razorpay\/v1\/checkout\/embedded$/);
  await payByCardAtRazorpay(page, { number: "5555 5555 5555 4444", cvv: "321" });
  await confirmedOrder(page, shopper, mobile);
  await expect(page.getByText(new RegExp(`^Loyalty Points: ₹${points}(\\.00)? paid$`))).toBeVisible();
  await expect(page.getByText(/^Credit \/ Debit Card: ₹[\d,.]+ paid$/)).toBeVisible();
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("a card payment, the Paytm wallet and cardless EMI, every step a form", async ({ page }) => {
    const shopper = await registeredShopper(page.request);
    await cardPaymentSavingTheCard(page, shopper, false);
    await paytmWallet(page, shopper, false);
    await cardlessEmi(page, shopper, false);
  });
});
