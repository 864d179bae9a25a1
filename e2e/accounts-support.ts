import { randomInt } from "node:crypto";
import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";

/** Helpers of the sign-in journeys: the sandbox outbox is the shopper's phone and mailbox. */

interface SandboxMessage {
  channel: "sms" | "email";
  to: string;
  text: string;
  receivedAt: string;
}

/** A mobile number and an e-mail address no other journey of the run uses. */
export function newShopper() {
  const tag = randomInt(0, 1e9).toString(36);
  return {
    name: "Neha Kapoor",
    mobile: `7${String(randomInt(0, 1e9)).padStart(9, "0")}`,
    email: `e2e-${tag}@example.in`,
    password: "Shop@2026",
  };
}

/** A page's API context (its browser's cookies), or an API context of its own. */
export type Requester = Page | APIRequestContext;
const requestOf = (from: Requester): APIRequestContext => ("request" in from ? from.request : from);

/** Messages the sandbox received for a recipient, newest first. */
async function messagesFor(from: Requester, recipient: string): Promise<SandboxMessage[]> {
  const response = await requestOf(from).get(
    `/_sandbox/outbox/messages?recipient=${encodeURIComponent(recipient)}`,
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { messages: SandboxMessage[] }).messages;
}

/** Waits for a new message to `recipient` that matches `pattern`, and answers the first group. */
export async function waitForMessage(
  from: Requester,
  recipient: string,
  pattern: RegExp,
  after: number,
): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const fresh = (await messagesFor(from, recipient)).filter(
          (message) => Date.parse(message.receivedAt) >= after,
        );
        found = fresh.map((message) => pattern.exec(message.text)?.[1]).find(Boolean);
        return found;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return found ?? "";
}

/** The newest one-time code sent to a phone since `after` (epoch ms). */
export function otpSentTo(from: Requester, mobile: string, after: number): Promise<string> {
  return waitForMessage(from, mobile, /\b(\d{6})\b/, after);
}

/**
 * The code of the captcha picture a page shows (decision 56), read from demo mode's stand-in by the
 * picture's challenge, as a phone's code is read from the outbox.
 */
export async function pictureCodeOf(page: Page): Promise<{ challenge: string; code: string }> {
  const challenge = (await page.locator('input[name="captchaChallenge"]').getAttribute("value")) ?? "";
  expect(challenge).toMatch(/^picture\./);
  const response = await page.request.get(
    `/_sandbox/captcha/picture?challenge=${encodeURIComponent(challenge)}`,
  );
  expect(response.ok()).toBe(true);
  return { challenge, code: ((await response.json()) as { code: string }).code };
}

/** The newest password-reset link e-mailed to `email` since `after`, as a path. */
export async function resetLinkSentTo(from: Requester, email: string, after: number): Promise<string> {
  const link = await waitForMessage(from, email, /(https?:\/\/\S+\/reset-password\?\S+)/, after);
  const url = new URL(link.replace(/[.,)]+$/, ""));
  return `${url.pathname}${url.search}`;
}

/** The login modal, whatever view it shows. */
export function loginDialog(page: Page): Locator {
  return page
    .getByRole("dialog")
    .filter({ has: page.getByRole("heading") })
    .last();
}

/** The header's Login control (desktop bar or, on a phone, the menu). */
export async function openLoginFromHeader(page: Page): Promise<void> {
  await page.getByRole("banner").getByRole("link", { name: "Login", exact: true }).first().click();
  await expect(page.getByRole("dialog", { name: "Login or Sign up" })).toBeVisible();
}
