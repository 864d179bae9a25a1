import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { givePasswordBack, resetLinkSentTo } from "./accounts-support";
import { gotoApp } from "./support";

/**
 * The account's forms (decision 26): each is a plain HTML form answered by its route's action on
 * the server, with the spec's messages, so a tap before the scripts run (or without them) is never
 * lost; once hydrated the same form runs without a reload. Vikram is the demo's second shopper;
 * each journey gives him his password back at the end.
 */

const EMAIL = "vikram@example.in";
const PASSWORD = "Odin@2026";
const NEW_PASSWORD = "Fresh@2026";

function signIn(request: APIRequestContext, password: string) {
  return request.post("/auth/token", {
    headers: { module: "odin", "content-type": "application/json", "X-Channel": "WEB" },
    data: { grant_type: "password", username: EMAIL, password },
  });
}

/** Gives Vikram his password back if a journey left him with the new one, whatever it ended with. */
test.afterEach(async ({ request }) => {
  await givePasswordBack(request, EMAIL, { from: NEW_PASSWORD, to: PASSWORD });
});

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
    expect((await signIn(page.request, PASSWORD)).status()).toBe(200);
    // An expired access token is renewed by the server from the refresh cookie (decision 26).
    await page.context().addCookies([{ name: "odin_at", value: "expired", url: baseURL ?? "" }]);

    await page.goto("/account");
    await expect(page.getByRole("heading", { name: "My Information" })).toBeVisible();
    await expect(page.getByText("vikram@example.in")).toBeVisible();
    const renewed = (await page.context().cookies()).find((cookie) => cookie.name === "odin_at");
    expect(renewed?.value).not.toBe("expired");

    await changePassword(page, "", "");
    await expect(page.getByText("Please enter your current and new password.").first()).toBeVisible();
    await changePassword(page, PASSWORD, NEW_PASSWORD, "Other@2026");
    await expect(page.getByText("Passwords do not match")).toBeVisible();
    await changePassword(page, "Wrong@2026", NEW_PASSWORD);
    await expect(
      page.getByRole("alert").filter({ hasText: "Your current password is not correct." }),
    ).toBeVisible();

    await changePassword(page, PASSWORD, NEW_PASSWORD);
    await expect(
      page.getByRole("status").filter({ hasText: "Your password has been changed." }),
    ).toBeVisible();
    expect((await signIn(request, PASSWORD)).status()).toBe(401);
    expect((await signIn(request, NEW_PASSWORD)).status()).toBe(200);

    // The new sign-in's cookies came with the answer: the page still knows him.
    await page.goto("/account");
    await changePassword(page, NEW_PASSWORD, PASSWORD);
    await expect(
      page.getByRole("status").filter({ hasText: "Your password has been changed." }),
    ).toBeVisible();
    expect((await signIn(request, PASSWORD)).status()).toBe(200);
  });

  test("reset password through the link, with the spec's messages", async ({ page, request }) => {
    const sentAfter = Date.now() - 1_000;
    await page.request.post("/api/user/forgot-password", {
      headers: { module: "odin", "content-type": "application/json", "X-Channel": "WEB" },
      data: { username: EMAIL },
    });
    const link = await resetLinkSentTo(page, EMAIL, sentAfter);

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
    expect((await signIn(request, NEW_PASSWORD)).status()).toBe(200);

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
  expect((await signIn(page.request, PASSWORD)).status()).toBe(200);
  await gotoApp(page, "/account");
  await page.evaluate(() => Object.assign(window, { stillThisDocument: true }));
  await changePassword(page, PASSWORD, NEW_PASSWORD);
  await expect(page.getByText("Your password has been changed.").first()).toBeVisible();
  await expect(page.getByLabel("Current password")).toHaveValue("");
  expect(await page.evaluate(() => "stillThisDocument" in window)).toBe(true);
  expect((await signIn(request, NEW_PASSWORD)).status()).toBe(200);
});
