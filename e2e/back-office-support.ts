import { execFile } from "node:child_process";
import { randomInt } from "node:crypto";
import { mkdirSync, rmdirSync } from "node:fs";
import { promisify } from "node:util";
import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import { NEFT_FORM } from "../apps/server/src/testing/fuzz/form-examples";
import { testDatabaseUrl } from "../apps/server/src/testing/postgres-server";
import { waitForMessage } from "./accounts-support";
import { claimsFolder, PORT, storeDatabase } from "./servers";
import { postApi } from "./support";

const run = promisify(execFile);

/** A staff member a journey made for itself: its e-mail and first password. */
export interface JourneyStaff {
  email: string;
  password: string;
}

/**
 * A staff account of `role` for one journey, made as a new store's owner is made: the operator
 * command `staff:add` on the store's database, which prints the first password once. Journeys run
 * in parallel, so each signs in as a person of its own and reads only its own e-mailed code.
 */
export async function newStaff(role: string): Promise<JourneyStaff> {
  const email = `e2e-${role}-${randomInt(0, 1e9).toString(36)}@example.in`;
  const { stdout } = await run(
    process.execPath,
    ["--import", "tsx", "apps/server/src/cli/ops.ts", "staff:add", email, role, "Journey", "Staff"],
    { env: { ...process.env, DATABASE_URL: testDatabaseUrl(storeDatabase(PORT)), LOG_LEVEL: "warn" } },
  );
  const password = /shown once\): (\S+)/.exec(stdout)?.[1];
  if (!password) throw new Error(`staff:add printed no password: ${stdout}`);
  return { email, password };
}

/**
 * Signs in at /admin/login as a person would: the password, then the 6-digit code from the
 * e-mail (the demo's sandbox inbox). With `keyboard`, every step is typed and submitted by keys.
 */
export async function signInToBackOffice(
  page: Page,
  staff: JourneyStaff,
  options: { next?: string; keyboard?: boolean } = {},
): Promise<void> {
  const after = Date.now();
  await page.goto(options.next ? `/admin/login?next=${encodeURIComponent(options.next)}` : "/admin/login");
  const email = page.getByLabel("E-mail address");
  await expect(email).toBeVisible();
  if (options.keyboard) {
    await email.focus();
    await page.keyboard.type(staff.email);
    await page.keyboard.press("Tab");
    await page.keyboard.type(staff.password);
    await page.keyboard.press("Enter");
  } else {
    await email.fill(staff.email);
    await page.getByLabel("Password").fill(staff.password);
    await page.getByRole("button", { name: "Continue" }).click();
  }
  const codeBox = page.getByRole("textbox", { name: /digit code/i });
  await expect(codeBox).toBeFocused();
  const code = await waitForMessage(page, staff.email, /\b(\d{6})\b/, after);
  if (options.keyboard) {
    await page.keyboard.type(code);
    await page.keyboard.press("Enter");
  } else {
    await codeBox.fill(code);
    await page.getByRole("button", { name: "Sign in" }).click();
  }
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
}

/**
 * The shopper signed in in `request`'s cookie jar asks to return the delivered item through the
 * storefront's API, as the return pages post it (e2e/returns.spec.ts walks those pages): a reason,
 * reverse pickup from the order's own address, and the refund of a cash-on-delivery order by bank
 * transfer to details added now. The return's id.
 */
export async function askToReturn(
  request: APIRequestContext,
  orderId: string,
  itemId: number,
): Promise<string> {
  const listed = await request.get("/api/shippingAddress", { headers: { module: "odin" } });
  expect(listed.status()).toBe(200);
  const { addresses } = (await listed.json()) as { addresses: { id: number }[] };
  const address = addresses[0];
  if (!address) throw new Error("the shopper has no address to be collected from");
  const neft = await postApi<{ id: number }>(request, "/api/neft", NEFT_FORM);
  const made = await postApi<{ returnId: string }>(request, "/api/returns", {
    orderId,
    itemId,
    reasonId: 2,
    comment: "Too loose at the shoulders",
    address: { addressId: address.id },
    neftId: neft.id,
  });
  return made.returnId;
}

/** Presses a control by keyboard in the keyboard run, else clicks it. */
export function pressing(keyboard: boolean) {
  return async (control: Locator) => {
    if (!keyboard) return control.click();
    await control.focus();
    await control.press("Enter");
  };
}

/** Types into a field by keyboard in the keyboard run, else fills it. */
export function typing(keyboard: boolean) {
  return async (field: Locator, text: string) => {
    if (!keyboard) return field.fill(text);
    await field.focus();
    await field.press("ControlOrMeta+a");
    await field.pressSequentially(text);
  };
}

/**
 * Runs `work` while this journey alone holds the lock `name`: journeys on other workers wait for
 * it. A lock is a directory made under the run's claims folder (made or refused at once, as a size's
 * claim is, e2e/stock-support.ts), removed when the work ends.
 */
export async function holdLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  const lock = `${claimsFolder(PORT)}/lock-${name}`;
  mkdirSync(claimsFolder(PORT), { recursive: true });
  await expect
    .poll(
      () => {
        try {
          mkdirSync(lock);
          return true;
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
          throw error;
        }
      },
      { timeout: 120_000 },
    )
    .toBe(true);
  try {
    return await work();
  } finally {
    rmdirSync(lock);
  }
}
