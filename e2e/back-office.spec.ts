import { expect, test } from "@playwright/test";
import { newStaff, signInToBackOffice } from "./back-office-support";
import { collectConsoleErrors, expectNoSeriousA11yViolations } from "./support";

/**
 * The back office (decisions 60-62): staff sign in with the password and the e-mailed code, see only
 * the areas their role allows, and every sign-in is in the audit log. On a desktop and a phone.
 */

test("an owner signs in by keyboard with the e-mailed code and finds the sign-in in the audit log", async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  const owner = await newStaff("owner");
  await page.goto("/admin/audit");
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Faudit/);
  await expectNoSeriousA11yViolations(page);
  await signInToBackOffice(page, owner, { next: "/admin/audit", keyboard: true });
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByRole("heading", { name: "Audit log", exact: true })).toBeVisible();
  const entry = page.getByRole("row").filter({ hasText: "sign-in" }).filter({ hasText: "Journey Staff" });
  await expect(entry.first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: "Help" }).click();
  await expect(page.getByRole("term").filter({ hasText: "staff:add" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
  // Signed out: the audit log sends the browser back to sign in.
  await page.goto("/admin/audit");
  await expect(page).toHaveURL(/\/admin\/login/);
  // Only the refusals of being signed out: nothing broke on the way.
  expect(errors.filter((error) => !/401/.test(error))).toEqual([]);
});

test("a wrong code is refused with the tries left, and the right one then signs in", async ({ page }) => {
  const staff = await newStaff("operations");
  await page.goto("/admin/login");
  await page.getByLabel("E-mail address").fill(staff.email);
  await page.getByLabel("Password").fill("Not-the-password1");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("alert")).toContainText("The e-mail or password is not right");
  await signInToBackOffice(page, staff);
  await expectNoSeriousA11yViolations(page);
});

test("operations sees no audit log in its menu and is refused at its address", async ({ page }) => {
  const operations = await newStaff("operations");
  await signInToBackOffice(page, operations);
  const menu = page.getByRole("navigation", { name: /back office/i });
  await expect(menu.getByRole("link", { name: "Help" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Audit log" })).toHaveCount(0);
  await page.goto("/admin/audit");
  await expect(page.getByRole("heading", { name: "Your role does not allow this" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("the storefront refuses a staff account", async ({ page }) => {
  const staff = await newStaff("content");
  const answer = await page.request.post("/auth/token", {
    headers: { module: "odin", "content-type": "application/json" },
    data: { grant_type: "password", username: staff.email, password: staff.password },
  });
  expect(answer.status()).toBe(403);
});

test("every area an owner opens from the menu passes axe, with one record of each open", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await signInToBackOffice(page, await newStaff("owner"));
  const menu = page.getByRole("navigation", { name: /back office/i });
  const labels = await menu.getByRole("link").allTextContents();
  expect(labels).toEqual(expect.arrayContaining(["Orders", "Returns & refunds", "Reviews", "Customers"]));
  for (const label of labels) {
    const link = menu.getByRole("link", { name: label, exact: true });
    await link.click();
    // The area's own page, loaded: until then the last one shows, dimmed while the next loads, and
    // its faded text would fail the contrast check for a reason no shopper or member ever sees.
    await expect(link).toHaveAttribute("aria-current", "page");
    await expect(page.locator("main")).toHaveAttribute("aria-busy", "false");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
  // A record of each list: the demo store's first order, style, review and shopper.
  for (const [area, record] of [
    ["/admin/orders", /^OD\d+$/],
    ["/admin/catalogue", /^[A-Z0-9]{10,11}$/],
    ["/admin/reviews", /^Review \d+$/],
    ["/admin/customers?q=asha%40example.in", /Asha/],
  ] as const) {
    await page.goto(area);
    const table = page.getByRole("table").first();
    await table.getByRole("link", { name: record }).first().click();
    await expect(page.getByRole("heading", { level: 2, name: "History" })).toBeVisible();
    await expect(page.locator("main")).toHaveAttribute("aria-busy", "false");
    await expectNoSeriousA11yViolations(page);
  }
  await page.goto("/admin/catalogue/brands");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("main")).toHaveAttribute("aria-busy", "false");
  await expectNoSeriousA11yViolations(page);
  expect(errors).toEqual([]);
});
