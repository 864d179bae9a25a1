import { expect, type Page, test } from "@playwright/test";
import { newShopper, otpSentTo } from "./accounts-support";
import { advanceInSandbox, DELIVERED } from "./order-support";
import { readyToPay } from "./payment-support";
import { registeredShopper } from "./shopper-support";
import { claimSize } from "./stock-support";
import { collectConsoleErrors, expectNoSeriousA11yViolations, gotoApp } from "./support";

/**
 * My Orders and Order details (spec 3 §2; decision 47): a new shopper pays cash on delivery, finds
 * the order in MY ORDERS through the header, opens its details, has it delivered through the
 * fulfilment stand-in (the warehouse of the demo) and then sees its status, carrier, tracking number
 * and RETURN. A guest meets the login gate.
 */

/** The payment step with a size in the bag, cash on delivery with its code, PLACE ORDER: the order's id. */
async function placeCodOrder(page: Page): Promise<string> {
  const { mobile } = newShopper();
  const size = await claimSize(page.request);
  await readyToPay(page, [size.skuId], mobile, true);
  await page.getByRole("radio", { name: /^Cash on Delivery/ }).check();
  await expect(page).toHaveURL(/paymentTypeCode=CASH_ON_DELIVERY/);
  const sentAfter = Date.now() - 1_000;
  await page.getByRole("button", { name: "SEND OTP" }).click();
  await page.getByLabel("Enter OTP").fill(await otpSentTo(page, mobile, sentAfter));
  await page.getByRole("button", { name: "VERIFY" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Your phone number has been verified." }),
  ).toBeVisible();
  await page.getByRole("button", { name: "PLACE ORDER" }).click();
  await expect(page).toHaveURL(/\/orderconfirmation\/OD\d{12}\/success$/);
  return /orderconfirmation\/(OD\d{12})/.exec(page.url())?.[1] ?? "";
}

/** "Track order" in the header (on a phone, My Orders in the menu) leads to MY ORDERS. */
async function openMyOrders(page: Page, isMobile: boolean): Promise<void> {
  await gotoApp(page, "/");
  if (isMobile) {
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "My Orders" }).click();
  } else {
    await page.locator("header#top").getByRole("link", { name: "Track order" }).click();
  }
  await expect(page).toHaveURL(/\/myorders$/);
  await expect(page.getByRole("heading", { level: 1, name: "MY ORDERS" })).toBeVisible();
}

test("an order paid on delivery: in MY ORDERS, its details, delivered, its tracking and RETURN", async ({
  page,
  isMobile,
}) => {
  const errors = collectConsoleErrors(page);
  await registeredShopper(page.request);
  const orderId = await placeCodOrder(page);

  await openMyOrders(page, isMobile);
  const card = page.getByRole("article", { name: `Order ID ${orderId}` });
  await expect(card).toBeVisible();
  await expect(card.getByText("Status: Placed")).toBeVisible();
  await expect(card.getByText(/^\d{2} [A-Z][a-z]{2} '\d{2}$/).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await card.getByRole("link", { name: `Order ID ${orderId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/orderdetails/${orderId}$`));
  await expect(page.getByRole("heading", { level: 1, name: "ORDER DETAILS" })).toBeVisible();
  await expect(page.getByText("Status: Placed")).toBeVisible();
  await expect(page.getByRole("link", { name: "CANCEL", exact: true })).toHaveAttribute(
    "href",
    new RegExp(`^/orderdetails/${orderId}/cancel/\\d+$`),
  );
  await expect(page.getByRole("link", { name: "Download invoice" })).toHaveCount(0);

  await advanceInSandbox(page, orderId, DELIVERED);

  await gotoApp(page, `/orderdetails/${orderId}`);
  await expect(page.getByText("Status: Delivered")).toBeVisible();
  await expect(page.getByText("Sandbox Express")).toBeVisible();
  await expect(page.getByText(/^SBX\d{10}$/)).toBeVisible();
  await expect(page.getByRole("link", { name: "RETURN", exact: true })).toHaveAttribute(
    "href",
    new RegExp(`^/orderdetails/${orderId}/return/\\d+$`),
  );
  await expect(page.getByRole("link", { name: "EXCHANGE", exact: true })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Download invoice" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Status history" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await openMyOrders(page, isMobile);
  await expect(
    page.getByRole("article", { name: `Order ID ${orderId}` }).getByText("Status: Delivered"),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

test.describe("a guest", () => {
  test("is asked to log in on MY ORDERS and on an order's details", async ({ page }) => {
    await gotoApp(page, "/myorders");
    await expect(page.getByRole("heading", { level: 1, name: "MY ORDERS" })).toBeVisible();
    await expect(page.getByText("Please Login To Continue").first()).toBeVisible();
    await expect(page.getByRole("link", { name: "LOGIN", exact: true })).toBeVisible();
    const response = await page.goto("/orderdetails/OD000000000000");
    expect(response?.status()).toBe(200);
    await expect(page.getByText("Please Login To Continue").first()).toBeVisible();
  });
});
