import { expect, type Page, test } from "@playwright/test";
import { registeredShopper } from "./shopper-support";
import { expectNoSeriousA11yViolations, gotoApp } from "./support";

/**
 * Bank Details (spec 3 §3, §5; decision 44): the bank-transfer form is a plain HTML form answered by its
 * route's action, with the spec's messages, so it works without scripts; a saved account number is
 * shown masked and never sent whole to the browser. Each journey's shopper is a new one.
 */

const ACCOUNT = "30001234567";

async function fill(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    await page.getByLabel(label, { exact: true }).fill(value);
}

const FORM = {
  "Account Holder Name": "Asha Rao",
  "Bank Name": "State Bank of India",
  "Account Number": ACCOUNT,
  "Confirm Account Number": ACCOUNT,
  "Branch Name": "MG Road",
  "IFSC Code": "sbin0001234",
};

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("adds bank details with the spec's messages, and lists them masked", async ({ page }) => {
    await registeredShopper(page.request);
    await page.goto("/account/bank-details");
    await expect(page.getByRole("heading", { name: "Bank Details", exact: true })).toBeVisible();

    await fill(page, {
      ...FORM,
      "Account Holder Name": "Asha 2",
      "Confirm Account Number": "30001234568",
      "IFSC Code": "SBIN1001234",
    });
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Alphabets only, please")).toBeVisible();
    await expect(page.getByText("Please enter the same Account Number!")).toBeVisible();
    await expect(page.getByText("Not a valid IFSC Code, please check")).toBeVisible();
    // What was typed comes back.
    await expect(page.getByLabel("Bank Name", { exact: true })).toHaveValue("State Bank of India");

    await fill(page, FORM);
    await page.getByLabel("Savings").check();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Your changes have been saved ." }),
    ).toBeVisible();
    await expect(page.getByText("XXXXXXXX4567", { exact: false }).first()).toBeVisible();
    expect(await page.content()).not.toContain(ACCOUNT);
  });
});

test("the page is usable by keyboard and screen reader once hydrated", async ({ page }) => {
  await registeredShopper(page.request);
  await gotoApp(page, "/account/bank-details");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Please enter your Account Holder Name")).toBeVisible();
  await expect(page.getByLabel("Account Holder Name", { exact: true })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
});
