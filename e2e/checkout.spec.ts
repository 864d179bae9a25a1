import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { newShopper, otpSentTo } from "./accounts-support";
import { registeredShopper, type Shopper } from "./shopper-support";
import { claimSize } from "./stock-support";
import { collectConsoleErrors, expectNoSeriousA11yViolations, gotoApp, postApi } from "./support";

/**
 * The checkout (spec 3 §2, §4): a signed-in shopper with a bag adds a delivery address (refused once),
 * collects one item from a store and has the other delivered tomorrow, pays cash on delivery with the
 * code read from the outbox, and lands on the confirmation; the order's SMS and e-mail are in the
 * outbox. The same journey runs with scripts, without them (every control is a form, decision 26)
 * and by keyboard alone. Each journey's shopper is a new one, with sizes of its own; its address has
 * a number of its own, so the codes sent stay within one phone's limit.
 */
/** A Mumbai pincode with stores of several brands near it and a warehouse a day away. */
const PINCODE = "400001";

interface Size {
  skuId: number;
  name: string;
}

interface DeliveryInfo {
  deliveryOptions?: { type: string }[];
}

/** The delivery types `skuId` is offered at the pincode. */
async function deliveryTypes(request: APIRequestContext, skuId: number): Promise<string[]> {
  const answer = await request.get(
    `/api/delivery_info?pincode=${PINCODE}&skuId=${skuId}&defaultRequired=true`,
  );
  return ((await answer.json()) as DeliveryInfo).deliveryOptions?.map((option) => option.type) ?? [];
}

/**
 * A size collected from a store near the pincode, and one of another style delivered tomorrow: each
 * claimed for the journey, as an order takes the store's units and a store may hold only one.
 */
async function sizesForTheJourney(request: APIRequestContext): Promise<{ pickup: Size; nextDay: Size }> {
  const pickup = await claimSize(request, "/products", async ({ skuId }) =>
    (await deliveryTypes(request, skuId)).includes("pickup"),
  );
  const nextDay = await claimSize(
    request,
    "/products",
    async ({ skuId, url }) => url !== pickup.url && (await deliveryTypes(request, skuId)).includes("nextDay"),
  );
  return { pickup, nextDay };
}

let sizes: { pickup: Size; nextDay: Size };

/** A new shopper signed in in the page's browser, with the two sizes in their bag. */
async function signedInWithABag(page: Page): Promise<Shopper> {
  const shopper = await registeredShopper(page.request);
  sizes = await sizesForTheJourney(page.request);
  const cartItems = [sizes.pickup, sizes.nextDay].map(({ skuId }) => ({ skuId, qty: 1 }));
  await postApi(page.request, "/api/checkout", { type: "update", cartItems });
  return shopper;
}

/** How the journey presses, ticks and types: with the pointer, or by keyboard alone. */
interface Hands {
  press(control: Locator): Promise<void>;
  tick(control: Locator): Promise<void>;
  type(field: Locator, text: string): Promise<void>;
}

const pointer: Hands = {
  press: (control) => control.click(),
  tick: (control) => control.check(),
  type: (field, text) => field.fill(text),
};

/** Presses Tab until `focused` holds: the control must be reachable by keyboard. */
async function tabUntil(page: Page, focused: () => Promise<boolean>): Promise<void> {
  for (let presses = 0; presses < 200; presses += 1) {
    if (await focused()) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("the control cannot be reached with Tab");
}

const hasFocus = (control: Locator) => () =>
  control.evaluate((element) => element === document.activeElement);

/** The keyboard's hands: Tab to a control, Enter to press, Space or the arrows to choose, typing. */
function keyboard(page: Page): Hands {
  return {
    async press(control) {
      await tabUntil(page, hasFocus(control));
      await page.keyboard.press("Enter");
    },
    async tick(control) {
      // A radio group is one Tab stop; the arrows then move the choice within it.
      const name = (await control.getAttribute("name")) ?? "";
      await tabUntil(page, () =>
        page.evaluate((group) => (document.activeElement as HTMLInputElement | null)?.name === group, name),
      );
      if (await hasFocus(control)()) await page.keyboard.press("Space");
      for (let moves = 0; moves < 10 && !(await control.isChecked()); moves += 1) {
        await page.keyboard.press("ArrowDown");
      }
      await expect(control).toBeChecked();
    },
    async type(field, text) {
      await tabUntil(page, hasFocus(field));
      await page.keyboard.press("ControlOrMeta+A");
      await page.keyboard.type(text);
    },
  };
}

/** The shipping step: a pincode, a new address refused once, a store pickup and next-day delivery. */
async function shipping(page: Page, hands: Hands, mobile: string, scripts: boolean): Promise<void> {
  await expect(page).toHaveURL(/\/checkout\/shipping$/);
  await expect(page.getByRole("heading", { level: 1, name: "Step 1 of 2: Shipping" })).toBeVisible();
  await hands.type(page.getByLabel("Delivery pincode"), PINCODE);
  await hands.press(page.getByRole("button", { name: "CHECK" }));
  await expect(page.getByText(`We will deliver to pincode ${PINCODE}.`)).toBeVisible();

  // ADD NEW ADDRESS is open when the shopper has no address at the pincode yet.
  const adding = page.locator("details.address-add");
  if (!(await adding.evaluate((details) => (details as HTMLDetailsElement).open)))
    await hands.press(adding.getByText("ADD NEW ADDRESS"));
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "SAVE ADDRESS" }) });
  await hands.type(form.getByLabel("First name"), "R");
  await hands.type(form.getByLabel("Last name"), "Tester");
  await hands.type(form.getByLabel("Address (house no., building, street, area)"), "14 Marine Drive");
  await hands.type(form.getByLabel("Mobile number", { exact: true }), mobile);
  await hands.type(form.getByLabel("Pincode", { exact: true }), PINCODE);
  await hands.press(form.getByRole("button", { name: "SAVE ADDRESS" }));
  await expect(form.getByText("Plug in atleast 3 characters.")).toBeVisible();
  await hands.type(form.getByLabel("First name"), "Ravi");
  await hands.press(form.getByRole("button", { name: "SAVE ADDRESS" }));
  await expect(page.getByText("Your new address has been saved.").first()).toBeVisible();
  await expect(page.getByRole("radio", { name: new RegExp(`Ravi Tester.*${mobile}`) })).toBeChecked();

  const pickupItem = page.getByRole("group", { name: `Delivery method for ${sizes.pickup.name}` });
  await hands.tick(pickupItem.getByRole("radio", { name: /^Pickup from the nearest/ }));
  await expect(
    pickupItem.getByRole("group", { name: "Choose the store" }).getByRole("radio").first(),
  ).toBeChecked();
  const nextDayItem = page.getByRole("group", { name: `Delivery method for ${sizes.nextDay.name}` });
  await hands.tick(nextDayItem.getByRole("radio", { name: /^Delivery Tomorrow/ }));
  // axe runs in the page: only with its scripts on.
  if (scripts) await expectNoSeriousA11yViolations(page);
  await hands.press(page.getByRole("button", { name: "CONTINUE" }));
}

/** The payment step: cash on delivery, its code from the outbox, PLACE ORDER. */
async function payment(page: Page, hands: Hands, mobile: string, scripts: boolean): Promise<void> {
  await expect(page.getByRole("heading", { level: 1, name: "Step 2 of 2: Payment" })).toBeVisible();
  // The online types are offered beside cash on delivery.
  await expect(page.getByRole("radio", { name: /^UPI/ })).toBeEnabled();
  await hands.tick(page.getByRole("radio", { name: /^Cash on Delivery/ }));
  if (!scripts) await hands.press(page.getByRole("button", { name: "SELECT" }));
  await expect(page).toHaveURL(/paymentTypeCode=CASH_ON_DELIVERY/);
  await expect(page.getByText("COD Charges")).toBeVisible();

  const sentAfter = Date.now() - 1_000;
  await hands.press(page.getByRole("button", { name: "SEND OTP" }));
  await expect(page.getByText(`We have sent an OTP to ${mobile}.`)).toBeVisible();
  await hands.type(page.getByLabel("Enter OTP"), await otpSentTo(page, mobile, sentAfter));
  await hands.press(page.getByRole("button", { name: "VERIFY" }));
  await expect(
    page.getByRole("status").filter({ hasText: "Your phone number has been verified." }),
  ).toBeVisible();
  // axe runs in the page: only with its scripts on.
  if (scripts) await expectNoSeriousA11yViolations(page);
  await hands.press(page.getByRole("button", { name: "PLACE ORDER" }));
}

/** The confirmation, and the order's SMS and e-mail in the outbox. */
async function confirmation(page: Page, shopper: Shopper, mobile: string, scripts: boolean): Promise<void> {
  await expect(page).toHaveURL(/\/orderconfirmation\/OD\d{12}\/success$/);
  const orderId = /orderconfirmation\/(OD\d{12})/.exec(page.url())?.[1] ?? "";
  await expect(page.getByText(`Your order ${orderId} has been placed.`)).toBeVisible();
  await expect(
    page.getByText(/Your store pickup will be confirmed by SMS and e-mail within 30 minutes/),
  ).toBeVisible();
  await expect(page.getByText(/^Pick up from /)).toBeVisible();
  await expect(page.getByText(/^Expected by \d{2} [A-Z][a-z]{2} '\d{2}$/)).toBeVisible();
  await expect(page.getByText(/^Cash on Delivery: ₹[\d,]+ to pay on delivery$/)).toBeVisible();
  // axe runs in the page: only with its scripts on.
  if (scripts) await expectNoSeriousA11yViolations(page);
  const order = new RegExp(`(${orderId})`);
  await expect
    .poll(async () => {
      const sms = await page.request.get(`/_sandbox/outbox/messages?recipient=${mobile}`);
      const mail = await page.request.get(`/_sandbox/outbox/messages?recipient=${shopper.email}`);
      const texts = async (response: typeof sms) =>
        ((await response.json()) as { messages: { text: string }[] }).messages.map((message) => message.text);
      return [
        (await texts(sms)).some((text) => order.test(text)),
        (await texts(mail)).some((text) => order.test(text)),
      ];
    })
    .toEqual([true, true]);
}

test("with scripts: new address, store pickup and next day, cash on delivery with its code, confirmation", async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  const { mobile } = newShopper();
  const shopper = await signedInWithABag(page);
  await gotoApp(page, "/mybag");
  await page.getByRole("button", { name: "PROCEED" }).click();
  await shipping(page, pointer, mobile, true);
  await payment(page, pointer, mobile, true);
  await confirmation(page, shopper, mobile, true);
  expect(errors).toEqual([]);
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("the same journey, every control a form answered by the page", async ({ page }) => {
    const { mobile } = newShopper();
    const shopper = await signedInWithABag(page);
    await page.goto("/mybag");
    await page.getByRole("button", { name: "PROCEED" }).click();
    await shipping(page, pointer, mobile, false);
    await payment(page, pointer, mobile, false);
    await confirmation(page, shopper, mobile, false);
  });
});

test("by keyboard alone", async ({ page, isMobile }) => {
  test.skip(isMobile, "a phone has no keyboard to tab with");
  const { mobile } = newShopper();
  const shopper = await signedInWithABag(page);
  await gotoApp(page, "/mybag");
  const hands = keyboard(page);
  await hands.press(page.getByRole("button", { name: "PROCEED" }));
  await shipping(page, hands, mobile, true);
  await payment(page, hands, mobile, true);
  await confirmation(page, shopper, mobile, true);
});
