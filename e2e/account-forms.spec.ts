import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { resetLinkSentTo } from "./accounts-support";
import { registeredShopper, type Shopper } from "./shopper-support";
import { gotoApp } from "./support";

/**
 * The account's forms (decision 26): each is a plain HTML form answered by its route's action on
 * the server, with the spec's messages, so a tap before the scripts run (or without them) is never
 * lost; once hydrated the same form runs without a reload. Each journey's shopper is a new one,
 * registered in a request context of its own and then signed in in the page.
 */

const NEW_PASSWORD = "Fresh@2026";

/** The shopper's password sign-in in `request`'s cookie jar: its answer. */
function signIn(request: APIRequestContext, shopper: Shopper, password: string) {
  return request.post("/auth/token", {
    headers: { module: "odin", "content-type": "application/json", "X-Channel": "WEB" },
    data: { grant_type: "password", username: shopper.email, password },
  });
}

async function changePassword(page: Page, current: string, next: string, confirm = next): Promise<void> {
  await page.getByLabel("Current password").fill(current);
  await page.getByLabel("New password").fill(next);
  await page.getByLabel("Confirm password").fill(confirm);
  await page.getByRole("button", { name: "CHANGE PASSWORD" }).click();
  await page.waitForLoadState("domcontentloaded");
}

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("change password on the account page, with the spec's messages", async ({
    page,
    request,
    baseURL,
  }) => {
    const shopper = await registeredShopper(request);
    const { password } = shopper;
    expect((await signIn(page.request, shopper, password)).status()).toBe(200);
    // An expired access token is renewed by the server from the refresh cookie (decision 26).
    await page.context().addCookies([{ name: "odin_at", value: "expired", url: baseURL ?? "" }]);

    await page.goto("/account");
    await expect(page.getByRole("heading", { name: "My Information" })).toBeVisible();
    await expect(page.getByText(shopper.email)).toBeVisible();
    const renewed = (await page.context().cookies()).find((cookie) => cookie.name === "odin_at");
    expect(renewed?.value).not.toBe("expired");

    await changePassword(page, "", "");
    await expect(page.getByText("Please enter your current and new password.").first()).toBeVisible();
    await changePassword(page, password, NEW_PASSWORD, "Other@2026");
    await expect(page.getByText("Passwords do not match")).toBeVisible();
    await changePassword(page, "Wrong@2026", NEW_PASSWORD);
    await expect(
      page.getByRole("alert").filter({ hasText: "Your current password is not correct." }),
    ).toBeVisible();

    await changePassword(page, password, NEW_PASSWORD);
    await expect(
      page.getByRole("status").filter({ hasText: "Your password has been changed." }),
    ).toBeVisible();
    expect((await signIn(request, shopper, password)).status()).toBe(401);
    expect((await signIn(request, shopper, NEW_PASSWORD)).status()).toBe(200);

    // The new sign-in's cookies came with the answer: the page still knows them.
    await page.goto("/account");
    await changePassword(page, NEW_PASSWORD, password);
    await expect(
      page.getByRole("status").filter({ hasText: "Your password has been changed." }),
    ).toBeVisible();
    expect((await signIn(request, shopper, password)).status()).toBe(200);
  });

  test("reset password through the link, with the spec's messages", async ({ page, request }) => {
    const shopper = await registeredShopper(request);
    const sentAfter = Date.now() - 1_000;
    await page.request.post("/api/user/forgot-password", {
      headers: { module: "odin", "content-type": "application/json", "X-Channel": "WEB" },
      data: { username: shopper.email },
    });
    const link = await resetLinkSentTo(page, shopper.email, sentAfter);

    await page.goto(link);
    await page.getByLabel("New password").fill(NEW_PASSWORD);
    await page.getByLabel("Confirm password").fill("Other@2026");
    await page.getByRole("button", { name: "RESET PASSWORD" }).click();
    await expect(page.getByText("Passwords do not match")).toBeVisible();

    await page.getByLabel("New password").fill(NEW_PASSWORD);
    await page.getByLabel("Confirm password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "RESET PASSWORD" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Yay! Password is updated, please login to continue." }),
    ).toBeVisible();
    expect((await signIn(request, shopper, NEW_PASSWORD)).status()).toBe(200);

    // The link works once.
    await page.goto(link);
    await page.getByLabel("New password").fill("Again@2026");
    await page.getByLabel("Confirm password").fill("Again@2026");
    await page.getByRole("button", { name: "RESET PASSWORD" }).click();
    await expect(
      page.getByText("Sorry! the reset link is already used once. Please do forgot password again."),
    ).toBeVisible();
  });
});

test("once hydrated, the same form changes the password without a reload", async ({ page, request }) => {
  const shopper = await registeredShopper(request);
  expect((await signIn(page.request, shopper, shopper.password)).status()).toBe(200);
  await gotoApp(page, "/account");
  await page.evaluate(() => Object.assign(window, { stillThisDocument: true }));
  await changePassword(page, shopper.password, NEW_PASSWORD);
  await expect(page.getByText("Your password has been changed.").first()).toBeVisible();
  await expect(page.getByLabel("Current password")).toHaveValue("");
  expect(await page.evaluate(() => "stillThisDocument" in window)).toBe(true);
  expect((await signIn(request, shopper, NEW_PASSWORD)).status()).toBe(200);
});
