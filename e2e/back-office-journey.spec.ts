import { expect, type Locator, type Page, test } from "@playwright/test";
import { waitForMessage } from "./accounts-support";
import { askToReturn, newStaff, signInToBackOffice } from "./back-office-support";
import { codOrder, deliveredOrder, firstItemOf } from "./order-support";
import { registeredShopper } from "./shopper-support";
import { claimSize } from "./stock-support";
import { collectConsoleErrors, expectNoSeriousA11yViolations, gotoApp, postApi } from "./support";

/**
 * The store run from the back office (issue "Back office, part 1"): an operator signs in with the
 * e-mailed code, ships a cash-on-delivery order a shopper placed, the shopper sees it shipped and is
 * told; the operator delivers it, the shopper returns it, the operator books the pickup, receives
 * the parcel and passes its check, and the bank transfer settles: the item is REFUNDED. A moderator
 * publishes a review, which then shows on the product page. Two people, two browsers: the shopper's
 * cookies and the staff member's never meet. On a desktop and a phone; the desktop's run is done by
 * keyboard alone (every control focused and pressed, every field typed).
 */

/** Presses a control by keyboard in the keyboard run, else clicks it. */
function pressing(keyboard: boolean) {
  return async (control: Locator) => {
    if (!keyboard) return control.click();
    await control.focus();
    await control.press("Enter");
  };
}

/** Types into a field by keyboard in the keyboard run, else fills it. */
function typing(keyboard: boolean) {
  return async (field: Locator, text: string) => {
    if (!keyboard) return field.fill(text);
    await field.focus();
    await field.press("ControlOrMeta+a");
    await field.pressSequentially(text);
  };
}

/** The item's status as the shopper's MY ORDERS card shows it, after a fresh load. */
async function shopperSeesStatus(shopper: Page, orderId: string, status: string): Promise<void> {
  await expect(async () => {
    await gotoApp(shopper, "/myorders");
    const card = shopper.getByRole("article", { name: `Order ID ${orderId}` });
    await expect(card.getByText(`Status: ${status}`)).toBeVisible({ timeout: 1_000 });
  }).toPass();
}

test("an operator ships, delivers and takes back a cash-on-delivery order until it is refunded", async ({
  page: staffPage,
  browser,
  isMobile,
}, testInfo) => {
  test.slow();
  const keyboard = !isMobile;
  const press = pressing(keyboard);
  const type = typing(keyboard);
  const errors = collectConsoleErrors(staffPage);

  // The shopper, in a browser of their own, pays cash on delivery.
  const shopperContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const shopper = await shopperContext.newPage();
  const { email } = await registeredShopper(shopper.request);
  const size = await claimSize(shopper.request);
  const orderId = await codOrder(shopper.request, size.skuId);
  const itemId = await firstItemOf(shopper.request, orderId);

  // The operator signs in with the e-mailed code and finds the order by its number.
  const operator = await newStaff("operations");
  await signInToBackOffice(staffPage, operator, { keyboard });
  await press(staffPage.getByRole("navigation", { name: /back office/i }).getByRole("link", { name: "Orders" }));
  await expect(staffPage.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
  await type(staffPage.getByLabel("Search orders"), orderId);
  await staffPage.getByLabel("Search orders").press("Enter");
  await expectNoSeriousA11yViolations(staffPage);
  await staffPage.screenshot({ path: `e2e/screenshots/back-office-orders-${testInfo.project.name}.png` });
  await press(staffPage.getByRole("link", { name: orderId, exact: true }));
  await expect(staffPage.getByRole("heading", { level: 1, name: new RegExp(orderId) })).toBeVisible();

  // Packed, then shipped with its carrier and tracking number.
  const tracking = `TRK${Date.now()}`;
  // ORDER_MOVES
});
