import { expect, type Page, test } from "@playwright/test";
import { waitForMessage } from "./accounts-support";
import { askToReturn, newStaff, pressing, signInToBackOffice, typing } from "./back-office-support";
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
  await press(
    staffPage.getByRole("navigation", { name: /back office/i }).getByRole("link", { name: "Orders" }),
  );
  await expect(staffPage.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
  await type(staffPage.getByLabel("Search orders"), orderId);
  await staffPage.getByLabel("Search orders").press("Enter");
  await expectNoSeriousA11yViolations(staffPage);
  await staffPage.screenshot({ path: `e2e/screenshots/back-office-orders-${testInfo.project.name}.png` });
  await press(staffPage.getByRole("link", { name: orderId, exact: true }));
  await expect(staffPage.getByRole("heading", { level: 1, name: new RegExp(orderId) })).toBeVisible();

  // Packed, then shipped with its carrier and tracking number.
  const item = staffPage.getByRole("region", { name: new RegExp(`^Item ${itemId}: `) });
  await press(item.getByRole("button", { name: `Pack item ${itemId}` }));
  await expect(item.getByRole("status")).toContainText("packed");
  const ship = item.getByRole("form", { name: `Ship item ${itemId}` });
  const tracking = `AWB${Date.now()}`;
  await type(ship.getByLabel("Carrier"), "Delhivery");
  await type(ship.getByLabel("Tracking number"), tracking);
  const sentAfter = Date.now() - 1_000;
  await press(ship.getByRole("button", { name: `Ship item ${itemId}` }));
  await expect(item.getByRole("status")).toContainText(`tracking number ${tracking}`);
  // The order's page shows the message in the words the shopper reads.
  await expect(staffPage.getByRole("table", { name: "Messages to the shopper" })).toContainText(
    `Shipped by Delhivery, tracking number ${tracking}`,
  );
  await expectNoSeriousA11yViolations(staffPage);
  await staffPage.screenshot({
    path: `e2e/screenshots/back-office-order-${testInfo.project.name}.png`,
    fullPage: true,
  });

  // The shopper sees it shipped in MY ORDERS, and was told by e-mail with the tracking number.
  await shopperSeesStatus(shopper, orderId, "Shipped");
  expect(await waitForMessage(shopper, email, /tracking number (AWB\d+)/, sentAfter)).toBe(tracking);

  // Delivered; the shopper asks to return it, by reverse pickup, refunded by bank transfer.
  await press(item.getByRole("button", { name: `Deliver item ${itemId}` }));
  await expect(item.getByRole("status")).toContainText("delivered");
  await shopperSeesStatus(shopper, orderId, "Delivered");
  const returnId = await askToReturn(shopper.request, orderId, itemId);

  // The operator finds the return, books the pickup, collects, receives and checks the parcel.
  await press(
    staffPage
      .getByRole("navigation", { name: /back office/i })
      .getByRole("link", { name: "Returns & refunds" }),
  );
  await type(staffPage.getByLabel("Return, order or parcel number"), returnId);
  await press(staffPage.getByRole("button", { name: "Apply filters" }));
  await press(staffPage.getByRole("link", { name: returnId, exact: true }));
  await expect(staffPage.getByRole("heading", { level: 1, name: `Return ${returnId}` })).toBeVisible();
  // Each step's button appears once the one before it is done.
  await press(staffPage.getByRole("button", { name: "Book the pickup" }));
  await press(staffPage.getByRole("button", { name: "Mark as picked up" }));
  await press(staffPage.getByRole("button", { name: "Receive the parcel" }));
  const check = staffPage.getByRole("form", { name: "Quality check" });
  await type(check.getByLabel("Note"), "Tags intact, unworn");
  await press(check.getByRole("button", { name: "Pass the check" }));
  await expect(staffPage.getByRole("status").filter({ hasText: "The check passed" })).toBeVisible();
  await expectNoSeriousA11yViolations(staffPage);

  // The bank transfer settles on its own: the item is REFUNDED, for the operator and the shopper.
  await expect(async () => {
    await staffPage.reload();
    await expect(staffPage.getByRole("region", { name: "Item", exact: true })).toContainText("REFUNDED", {
      timeout: 1_000,
    });
  }).toPass();
  await staffPage.screenshot({
    path: `e2e/screenshots/back-office-return-${testInfo.project.name}.png`,
    fullPage: true,
  });
  await shopperSeesStatus(shopper, orderId, "Refunded");
  await shopperContext.close();
  expect(errors).toEqual([]);
});

test("a moderator publishes a shopper's review, which then shows on the product page", async ({
  page: staffPage,
  browser,
  isMobile,
}, testInfo) => {
  const keyboard = !isMobile;
  const press = pressing(keyboard);
  const type = typing(keyboard);
  const errors = collectConsoleErrors(staffPage);

  // A shopper who bought a style reviews it; the review waits for moderation.
  const shopperContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const shopper = await shopperContext.newPage();
  await registeredShopper(shopper.request);
  const { styleId, size } = await deliveredOrder(shopper.request);
  const words = `Soft cotton, true to size, bought as ${size.name} (${Date.now()}).`;
  const review = await postApi<{ reviewId: number }>(shopper.request, "/api/reviews", {
    styleId,
    rating: 5,
    text: words,
  });

  // Customer care finds it in the queue and publishes it.
  await signInToBackOffice(staffPage, await newStaff("customer-care"), { keyboard });
  await press(
    staffPage.getByRole("navigation", { name: /back office/i }).getByRole("link", { name: "Reviews" }),
  );
  await expect(staffPage.getByRole("table", { name: /^Reviews: waiting for moderation/ })).toBeVisible();
  await expectNoSeriousA11yViolations(staffPage);
  // The queue is oldest first: the moderator narrows it to the style.
  await type(staffPage.getByLabel("Style id"), String(styleId));
  await press(staffPage.getByRole("button", { name: "Show reviews" }));
  await press(staffPage.getByRole("link", { name: `Review ${review.reviewId}`, exact: true }));
  await expect(staffPage.getByRole("heading", { level: 1, name: `Review ${review.reviewId}` })).toBeVisible();
  await expect(staffPage.getByText(words)).toBeVisible();
  await press(staffPage.getByRole("button", { name: "Publish review" }));
  await expect(staffPage.getByRole("status").filter({ hasText: "Published" })).toBeVisible();
  await expectNoSeriousA11yViolations(staffPage);
  await staffPage.screenshot({
    path: `e2e/screenshots/back-office-review-${testInfo.project.name}.png`,
    fullPage: true,
  });

  // Anyone now reads it on the product page.
  await gotoApp(shopper, size.url);
  await expect(shopper.getByRole("region", { name: "Ratings & Reviews" }).getByText(words)).toBeVisible();
  await shopperContext.close();
  expect(errors).toEqual([]);
});
