import { expect, test } from "@playwright/test";
import { openLoginFromHeader } from "./accounts-support";
import { loyaltyPoints } from "./order-support";
import { signIn } from "./shopper-support";
import { gotoApp } from "./support";

/**
 * The demo shoppers the README and docs/demo-data.md promise still sign in, as they are. Only this
 * spec signs in as them, and it changes nothing of theirs: every other journey makes its own
 * shoppers (shopper-support.ts).
 */

const DEMO_SHOPPERS = [
  { name: "Asha Rao", email: "asha@example.in", mobile: "9876543210", password: "Odin@2026" },
  { name: "Vikram Singh", email: "vikram@example.in", mobile: "9876543211", password: "Odin@2026" },
];

for (const shopper of DEMO_SHOPPERS) {
  test(`${shopper.name} signs in with the demo password and sees their account`, async ({ page }) => {
    await signIn(page.request, shopper);
    const account = await page.request.get("/api/user/account", { headers: { module: "odin" } });
    expect(account.status()).toBe(200);
    expect(await account.json()).toMatchObject({
      emails: [{ emailID: shopper.email, verified: true }],
      mobileNumbers: [{ phoneNumber: shopper.mobile, verified: true }],
    });
    await gotoApp(page, "/account");
    await expect(page.getByRole("heading", { name: "My Information" })).toBeVisible();
    await expect(page.getByText(shopper.email)).toBeVisible();
  });
}

test("Asha holds the demo's points at Neelam Weaves", async ({ request }) => {
  await signIn(request, DEMO_SHOPPERS[0] ?? { email: "", password: "" });
  const neelam = (await loyaltyPoints(request)).brands.find((brand) => brand.brandName === "Neelam Weaves");
  expect(neelam?.loyaltyBalance).toBeGreaterThanOrEqual(2_500);
});

test("Google sign-in through the local OpenID provider signs in the demo shopper", async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, "the desktop header carries Login; phones share the modal");
  await gotoApp(page, "/");
  await openLoginFromHeader(page);
  await page
    .getByRole("dialog", { name: "Login or Sign up" })
    .getByRole("button", { name: "Continue with Google" })
    .click();
  await expect(page.getByRole("heading", { name: /Sign in with Google/ })).toBeVisible();
  await page
    .getByRole("button", { name: /Asha Rao/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "My Account" })).toBeVisible();
});
