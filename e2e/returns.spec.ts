import { readFile } from "node:fs/promises";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { pdfText } from "../apps/server/src/testing/pdf-text";
import { newShopper } from "./accounts-support";
import { advanceInSandbox, deliveredOrder, loyaltyPoints } from "./order-support";
import { registeredShopper } from "./shopper-support";
import { collectConsoleErrors, expectNoSeriousA11yViolations, gotoApp, postApi } from "./support";

/**
 * Returning a delivered item (spec 3 §4 "Return flow": reason, modes with the return address, refund
 * with the bank-transfer details, complete; §8 "Not eligible for Pickup"; decision 49): a cash-on-
 * delivery order of a new shopper is delivered through the fulfilment stand-in (deliveredOrder of
 * order-support.ts), its item goes back by reverse pickup with the refund by bank transfer, and the
 * return form downloads as a PDF. With scripts (no reload between steps) and once without them.
 */

/** Port Blair: no fulfilment centre within reach, so no reverse pickup. */
const FAR_PINCODE = "744101";

/** The shopper's address where no courier collects returns (added once). */
async function farAddress(request: APIRequestContext): Promise<void> {
  const listed = await request.get("/api/shippingAddress", { headers: { module: "odin" } });
  const { addresses } = (await listed.json()) as { addresses: { pincode: string }[] };
  if (addresses.some((address) => address.pincode === FAR_PINCODE)) return;
  await postApi(request, "/api/shippingAddress", {
    firstName: "Ravi",
    lastName: "Islands",
    address: "2 Aberdeen Bazaar",
    mobileNumber: newShopper().mobile,
    pincode: FAR_PINCODE,
  });
}

async function returnItem(page: Page, scripts: boolean) {
  await registeredShopper(page.request);
  const pointsBefore = await pointsEarned(page.request);
  const { orderId, itemId } = await deliveredOrder(page.request, "/products", (size) => size.returnable);
  await farAddress(page.request);
  // Delivered, the item earns its brand's points.
  expect(await pointsEarned(page.request)).toBeGreaterThan(pointsBefore);
  const path = `/orderdetails/${orderId}/return/${itemId}`;
  if (scripts) await gotoApp(page, path);
  else await page.goto(path);
  if (scripts) await page.evaluate(() => Object.assign(window, { stayed: true }));
  await expect(page.getByRole("heading", { level: 1, name: "RETURN ITEM" })).toBeVisible();

  // Reason, with the comment's counter.
  await page.getByRole("radio", { name: "Size too small" }).check();
  await page.getByLabel("Comments (optional)").fill("Too tight at the shoulders");
  if (scripts) await expect(page.getByText("26/500")).toBeVisible();
  if (scripts) await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "CONTINUE" }).click();

  // Mode: reverse pickup by default, self-ship not offered; the far address cannot be chosen.
  await expect(page.getByRole("radio", { name: "Reverse Pickup" })).toBeChecked();
  await expect(page.getByRole("radio", { name: "Self Ship" })).toHaveCount(0);
  const far = page.locator("label.return-address", { hasText: FAR_PINCODE });
  await expect(far.getByText("Not eligible for Pickup")).toBeVisible();
  await expect(far.getByRole("radio")).toBeDisabled();
  await page.locator("label.return-address", { hasText: "400001" }).getByRole("radio").check();
  await page.getByRole("button", { name: "CONTINUE" }).click();

  // Refund by bank transfer: the details added are selected.
  await expect(page.getByRole("heading", { name: "Refund" })).toBeVisible();
  await expect(page.getByText("By bank transfer")).toBeVisible();
  await page.getByLabel("Account Holder Name").fill("Asha Rao");
  await page.getByLabel("Bank Name").fill("HDFC Bank");
  await page.getByLabel("Account Number", { exact: true }).fill("50100123456789");
  await page.getByLabel("Confirm Account Number").fill("50100123456789");
  await page.getByLabel("Branch Name").fill("Fort, Mumbai");
  await page.getByLabel("IFSC Code").fill("HDFC0000060");
  await page.getByRole("radio", { name: "Savings", exact: true }).check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("radio", { name: /XXXXXXXX6789/ }).first()).toBeChecked();
  await page.getByRole("button", { name: "RETURN ITEM" }).click();

  // Complete: the return's id, "Refund 5-7 days", the form as a PDF.
  await expect(page.getByRole("heading", { name: "Return requested" })).toBeVisible();
  const returnId = (await page.getByTestId("return-id").textContent()) ?? "";
  expect(returnId).toMatch(/^RT\d{8}$/);
  await expect(page.getByText("Refund 5-7 days")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  if (scripts) expect(await page.evaluate(() => "stayed" in window)).toBe(true);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "DOWNLOAD RETURN FORM" }).click(),
  ]);
  const text = await pdfText(await readFile((await download.path()) ?? ""));
  for (const expected of [
    returnId,
    orderId,
    "Size too small",
    "Too tight at the shoulders",
    "400001",
    "tags intact",
  ])
    expect(text).toContain(expected);
  if (!scripts) return;

  // The order's page: the item's status, and its tax invoice as a PDF.
  await gotoApp(page, `/orderdetails/${orderId}`);
  await expect(page.getByText("Return requested").first()).toBeVisible();
  const [invoice] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download invoice" }).click(),
  ]);
  const invoiceText = await pdfText(await readFile((await invoice.path()) ?? ""));
  for (const expected of ["Tax Invoice", "GSTIN", "Place of supply", orderId])
    expect(invoiceText).toContain(expected);
  // Back at the warehouse, the points the item earned are taken back.
  await advanceInSandbox(page, orderId, ["PICKED_UP", "RETURNED"]);
  expect(await pointsEarned(page.request)).toBe(pointsBefore);
}

/** Every point the shopper has earned, less those taken back (the loyalty table's total). */
async function pointsEarned(request: APIRequestContext): Promise<number> {
  return (await loyaltyPoints(request)).totals.pointsEarned;
}

test("a delivered cash-on-delivery item goes back by reverse pickup, refunded by bank transfer", async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await returnItem(page, true);
  expect(errors).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the same return, every step answered by the server", async ({ page }) => {
    await returnItem(page, false);
  });
});
