import { randomInt } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { waitForMessage } from "./accounts-support";
import { flagsOffOrigin } from "./servers";
import { expectNoSeriousA11yViolations, gotoApp } from "./support";

/**
 * The contact form, the footer's newsletter sign-up and the app page's send-app-link box (spec 2 §5,
 * §8): each a plain form answered by its page's action (decision 26), so it works before the scripts
 * run and without them, and once hydrated without a reload. The demo's sandbox outbox is customer
 * care's mailbox, the reader's mailbox and the shopper's phone.
 */

const SUPPORT_EMAIL = "care@odin.example";
const tag = () => randomInt(0, 1e9).toString(36);
const freshEmail = () => `reader-${tag()}@example.in`;
const freshPhone = () => `9${String(randomInt(0, 1e9)).padStart(9, "0")}`;
const toast = (page: Page) => page.locator(".toast");

async function fillContact(
  page: Page,
  values: { name: string; email: string; subject: string; message: string },
) {
  await page.getByLabel("Name", { exact: true }).fill(values.name);
  await page.getByLabel("E-mail", { exact: true }).fill(values.email);
  await page.getByLabel("Subject").fill(values.subject);
  await page.getByLabel("Message").fill(values.message);
}

const footerNewsletter = (page: Page) =>
  page.getByRole("contentinfo").getByRole("form", { name: /sign up/i });

test.describe("with scripts", () => {
  test("the contact form checks its rules in place, then reaches customer care without a reload", async ({
    page,
  }) => {
    await gotoApp(page, "/contactus");
    const marker = await page.evaluate(() => {
      (window as unknown as { marker: string }).marker = "same page";
      return "same page";
    });
    const submit = page.getByRole("button", { name: "SUBMIT" });
    await submit.click();
    await expect(page.getByText("Please fill in your name, e-mail, subject and message.")).toBeVisible();
    await expect(page.getByLabel("Name", { exact: true })).toBeFocused();
    await expect(page.getByLabel("Name", { exact: true })).toHaveAttribute("aria-invalid", "true");

    const subject = `Late parcel ${tag()}`;
    await fillContact(page, { name: "Asha Rao", email: "asha@example", subject: "ab", message: "Hello" });
    await submit.click();
    await expect(page.getByText("Please enter a valid email")).toBeVisible();
    await expect(page.getByText("Plug in atleast 3 characters.")).toBeVisible();
    await expect(page.getByLabel("E-mail", { exact: true })).toBeFocused();

    const sentAt = Date.now();
    await fillContact(page, { name: "Asha Rao", email: "asha@example.in", subject, message: "Where is it?" });
    await submit.click();
    await expect(toast(page)).toHaveText(
      "Yay! thanks for reaching out to us. We'll get back to you shortly.",
    );
    await expect(page.getByLabel("Subject")).toHaveValue("");
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(marker);
    const mailed = await waitForMessage(page, SUPPORT_EMAIL, new RegExp(`Subject: (${subject})`), sentAt);
    expect(mailed).toBe(subject);
    await expectNoSeriousA11yViolations(page);
  });

  test("the contact form can be filled and sent with the keyboard alone", async ({ page }) => {
    await gotoApp(page, "/contactus");
    await page.getByLabel("Name", { exact: true }).focus();
    await page.keyboard.type("Ravi Kumar");
    await page.keyboard.press("Tab");
    await page.keyboard.type("ravi@example.in");
    await page.keyboard.press("Tab");
    await page.keyboard.type(`Size query ${tag()}`);
    await page.keyboard.press("Tab");
    await page.keyboard.type("Does the kurta run large?");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "SUBMIT" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(toast(page)).toHaveText(
      "Yay! thanks for reaching out to us. We'll get back to you shortly.",
    );
  });

  test("the newer footer says why an address is refused, and a sign-up is confirmed by the e-mailed link", async ({
    page,
  }) => {
    await gotoApp(page, "/whoweare");
    const form = footerNewsletter(page);
    const field = form.getByLabel("E-mail address");
    await form.getByRole("button", { name: "SUBSCRIBE" }).click();
    await expect(form.getByText("Please enter an email")).toBeVisible();
    await field.fill("reader@example");
    await form.getByRole("button", { name: "SUBSCRIBE" }).click();
    await expect(form.getByText("Please enter a valid email")).toBeVisible();

    const email = freshEmail();
    const sentAt = Date.now();
    await field.fill(email);
    await form.getByRole("button", { name: "SUBSCRIBE" }).click();
    await expect(toast(page)).toHaveText("Good Mooove! You've Just Signed Up For The Latest Updates");
    await expect(field).toHaveValue("");
    await expect(form.getByText("Please enter a valid email")).toHaveCount(0);
    await expect(page).toHaveURL(/\/whoweare$/);

    const link = await waitForMessage(
      page,
      email,
      /(https?:\/\/\S+\/newsletter\/confirm\?token=\S+)/,
      sentAt,
    );
    const url = new URL(link);
    await gotoApp(page, `${url.pathname}${url.search}`);
    await page.getByRole("button", { name: "CONFIRM" }).click();
    await expect(
      page.getByText("Thank you! Your e-mail address is confirmed for our updates."),
    ).toBeVisible();
  });

  test("the older footer ignores an invalid address without a word", async ({ page }) => {
    await gotoApp(page, `${flagsOffOrigin}/whoweare`);
    const form = footerNewsletter(page);
    let posted = 0;
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname.startsWith("/newsletter"))
        posted += 1;
    });
    await form.getByLabel("E-mail address").fill("reader@example");
    await form.getByRole("button", { name: "SUBSCRIBE" }).click();
    await expect(form.getByRole("alert")).toHaveCount(0);
    await expect(form.getByLabel("E-mail address")).toHaveValue("reader@example");
    expect(posted).toBe(0);

    await form.getByLabel("E-mail address").fill(freshEmail());
    await form.getByRole("button", { name: "SUBSCRIBE" }).click();
    await expect(toast(page)).toHaveText("Good Mooove! You've Just Signed Up For The Latest Updates");
    expect(posted).toBe(1);
  });

  test("the app link box shows +91, says a wrong number once the field is left, and sends the link by SMS", async ({
    page,
  }) => {
    await gotoApp(page, "/apps");
    const field = page.getByLabel("Mobile number");
    await expect(page.locator(".app-link-form__prefix")).toHaveText("+91");
    await expect(field).toHaveAttribute("maxlength", "10");
    await field.fill("51234");
    await expect(page.getByText("Please enter a valid mobile number.")).toHaveCount(0);
    await field.blur();
    await expect(page.getByText("Please enter a valid mobile number.")).toBeVisible();

    const phone = freshPhone();
    const sentAt = Date.now();
    await field.fill(phone);
    await field.blur();
    await expect(page.getByText("Please enter a valid mobile number.")).toHaveCount(0);
    await page.getByRole("button", { name: "SEND LINK" }).click();
    await expect(toast(page)).toHaveText("We have sent the app link to your phone.");
    await expect(field).toHaveValue("");
    const link = await waitForMessage(page, `+91${phone}`, /(https?:\/\/\S+\/apps)/, sentAt);
    expect(new URL(link).pathname).toBe("/apps");
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact form answers from the server with the spec's messages, keeping what was typed", async ({
    page,
  }) => {
    await page.goto("/contactus");
    const subject = `Refund ${tag()}`;
    await fillContact(page, { name: "", email: "asha@example.in", subject: "ab", message: "Hello" });
    await page.getByRole("button", { name: "SUBMIT" }).click();
    await expect(page.getByText("Please fill in your name, e-mail, subject and message.")).toBeVisible();
    await expect(page.getByText("Plug in atleast 3 characters.")).toBeVisible();
    await expect(page.getByLabel("E-mail", { exact: true })).toHaveValue("asha@example.in");

    const sentAt = Date.now();
    await fillContact(page, { name: "Asha Rao", email: "asha@example.in", subject, message: "Hello" });
    await page.getByRole("button", { name: "SUBMIT" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Yay! thanks for reaching out to us." }),
    ).toBeVisible();
    expect(await waitForMessage(page, SUPPORT_EMAIL, new RegExp(`Subject: (${subject})`), sentAt)).toBe(
      subject,
    );
  });

  test("the footer's sign-up answers on the newsletter page", async ({ page }) => {
    await page.goto("/privacypolicy");
    const form = footerNewsletter(page);
    await form.getByLabel("E-mail address").fill("reader@example");
    await form.getByRole("button", { name: "SUBSCRIBE" }).click();
    await expect(page).toHaveURL(/\/newsletter$/);
    await expect(page.getByRole("main").getByText("Please enter a valid email")).toBeVisible();

    const email = freshEmail();
    const sentAt = Date.now();
    await page.getByRole("main").getByLabel("E-mail address").fill(email);
    await page.getByRole("main").getByRole("button", { name: "SUBSCRIBE" }).click();
    await expect(
      page.getByRole("main").getByText("Good Mooove! You've Just Signed Up For The Latest Updates"),
    ).toBeVisible();
    const link = await waitForMessage(
      page,
      email,
      /(https?:\/\/\S+\/newsletter\/confirm\?token=\S+)/,
      sentAt,
    );
    const url = new URL(link);
    await page.goto(`${url.pathname}${url.search}`);
    await page.getByRole("button", { name: "CONFIRM" }).click();
    await expect(
      page.getByText("Thank you! Your e-mail address is confirmed for our updates."),
    ).toBeVisible();
  });

  test("the app link box refuses a wrong number and sends a right one", async ({ page }) => {
    await page.goto("/apps");
    await page.getByLabel("Mobile number").fill("12345");
    await page.getByRole("button", { name: "SEND LINK" }).click();
    await expect(page.getByText("Please enter a valid mobile number.")).toBeVisible();
    await expect(page.getByLabel("Mobile number")).toHaveValue("12345");
    const phone = freshPhone();
    await page.getByLabel("Mobile number").fill(phone);
    await page.getByRole("button", { name: "SEND LINK" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "We have sent the app link to your phone." }),
    ).toBeVisible();
  });
});
