import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { emptyBag } from "./bag-support";
import type { Shopper } from "./shopper-support";
import { gotoApp, postApi } from "./support";

/**
 * Helpers of the online payment journeys (decision 41, 42): the journey's shopper with a bag, an
 * address and its delivery methods set through the API, the payment step's choices, the gateways'
 * sandbox pages, and the confirmation with its SMS and e-mail.
 */

/** A Mumbai pincode: standard delivery reaches it from every warehouse. */
const PINCODE = "400001";

/**
 * The shopper's address at the journeys' pincode, with `mobile` as its number (the order's SMS goes
 * there): one of theirs edited, else a new one, so journeys never fill the address book.
 */
async function addressWith(request: APIRequestContext, mobile: string): Promise<number> {
  const body = {
    firstName: "Ravi",
    lastName: "Tester",
    address: "14 Marine Drive",
    mobileNumber: mobile,
    pincode: PINCODE,
  };
  const listed = await request.get("/api/shippingAddress", { headers: { module: "odin" } });
  expect(listed.status()).toBe(200);
  const existing = ((await listed.json()) as { addresses: { id: number; pincode: string }[] }).addresses.find(
    (address) => address.pincode === PINCODE,
  );
  if (!existing) return (await postApi<{ id: number }>(request, "/api/shippingAddress", body)).id;
  const edited = await request.put(`/api/shippingAddress/${existing.id}`, {
    headers: { module: "odin", "content-type": "application/json" },
    data: body,
  });
  expect(edited.status()).toBe(200);
  return existing.id;
}

/**
 * Puts `skuIds` in the bag of the shopper signed in in `request`'s cookie jar (in place of what it
 * held), and sets the shipping step: an address with `mobile` and standard delivery for each item.
 */
export async function bagReadyToPay(request: APIRequestContext, skuIds: number[], mobile: string) {
  await emptyBag(request);
  await postApi(request, "/api/checkout", {
    type: "update",
    cartItems: skuIds.map((skuId) => ({ skuId, qty: 1 })),
  });
  const shipping = await postApi<{ blockingMessage?: string }>(request, "/api/checkout", {
    page: "shipping",
    type: "update",
    pincode: PINCODE,
    addressId: await addressWith(request, mobile),
    selectedShippingMethods: skuIds.map((skuId) => ({ skuId, shippingMethod: "standard" })),
  });
  expect(shipping.blockingMessage).toBeUndefined();
}

/** The bag ready (`bagReadyToPay`), then from the bag through the shipping step to the payment step. */
export async function readyToPay(page: Page, skuIds: number[], mobile: string, scripts: boolean) {
  await bagReadyToPay(page.request, skuIds, mobile);
  // As a shopper goes (once hydrated, without reloading).
  if (scripts) await gotoApp(page, "/mybag");
  else await page.goto("/mybag");
  await page.getByRole("button", { name: "PROCEED" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Step 1 of 2: Shipping" })).toBeVisible();
  await page.getByRole("button", { name: "CONTINUE" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Step 2 of 2: Payment" })).toBeVisible();
}

/**
 * Ticks a payment type and, when it has them, one of its choices (a bank, a wallet, a saved card);
 * once hydrated the form posts itself, without scripts SELECT posts it. `code` is the type the page's
 * address must then carry.
 */
export async function choosePayment(
  page: Page,
  scripts: boolean,
  choice: {
    type: RegExp;
    code: string;
    /** A bank, wallet or provider by its name, and its code the address then carries. */
    option?: { name: string; code: string };
    saveCard?: boolean;
    loyalty?: boolean;
  },
) {
  await page.getByRole("radio", { name: choice.type }).check();
  if (scripts) await expect(page).toHaveURL(new RegExp(`paymentTypeCode=${choice.code}`));
  if (choice.option) await page.getByRole("radio", { name: choice.option.name, exact: true }).check();
  // Once hydrated each tick posts itself: wait for the last one's answer before the next control.
  if (choice.option && scripts) await expect(page).toHaveURL(new RegExp(`bankCode=${choice.option.code}`));
  if (choice.saveCard)
    await page.getByRole("checkbox", { name: "Save this card for faster payments" }).check();
  if (choice.loyalty) await page.getByRole("checkbox", { name: /^Use my loyalty points/ }).check();
  if (!scripts) await page.getByRole("button", { name: "SELECT" }).click();
  await expect(page).toHaveURL(new RegExp(`paymentTypeCode=${choice.code}`));
  if (choice.option) await expect(page).toHaveURL(new RegExp(`bankCode=${choice.option.code}`));
  if (choice.saveCard) await expect(page).toHaveURL(/saveCard=true/);
  if (choice.loyalty) await expect(page).toHaveURL(/useLoyalty=true/);
}

/** PLACE ORDER, and the page that hands the payment to its gateway (PAY when there are no scripts). */
export async function placeOrder(page: Page, scripts: boolean, gatewayPath: RegExp) {
  await page.getByRole("button", { name: "PLACE ORDER" }).click();
  if (!scripts) {
    await expect(page).toHaveURL(/\/checkout\/pay\/TX[0-9A-F]+$/);
    await page.getByRole("button", { name: /^PAY ₹/ }).click();
  }
  await expect(page).toHaveURL(gatewayPath);
}

/** The tester's outcome on a sandbox gateway's page. */
export async function outcome(page: Page, label: string) {
  await page.getByRole("radio", { name: label, exact: true }).check();
}

/** The sandbox's page that takes the browser back to the store: by itself, or its button without scripts. */
export async function backToStore(page: Page, scripts: boolean) {
  if (!scripts) await page.getByRole("button", { name: "Return to the store" }).click();
}

/** Razorpay's card page: a new card typed there, never on ours. */
export async function payByCardAtRazorpay(page: Page, card: { number: string; cvv: string }) {
  await expect(page).toHaveTitle("Pay with Razorpay");
  await page.getByLabel("Card number").fill(card.number);
  await page.getByLabel("Name on card").fill("Ravi Tester");
  await page.getByLabel("Expiry year").selectOption(String(new Date().getFullYear() + 2));
  await page.getByLabel("CVV").fill(card.cvv);
  await page.getByRole("button", { name: /^Pay ₹/ }).click();
}

/** The confirmation of a paid order, its SMS to `mobile` and its e-mail to the shopper; answers its id. */
export async function confirmedOrder(
  page: Page,
  shopper: Pick<Shopper, "email">,
  mobile: string,
): Promise<string> {
  await expect(page).toHaveURL(/\/orderconfirmation\/OD\d{12}\/success\/TX[0-9A-F]+$/);
  const orderId = /orderconfirmation\/(OD\d{12})/.exec(page.url())?.[1] ?? "";
  await expect(page.getByText(`Your order ${orderId} has been placed.`)).toBeVisible();
  const order = new RegExp(orderId);
  await expect
    .poll(async () => {
      const texts = async (recipient: string) => {
        const answer = await page.request.get(
          `/_sandbox/outbox/messages?recipient=${encodeURIComponent(recipient)}`,
        );
        return ((await answer.json()) as { messages: { text: string }[] }).messages.map(
          (message) => message.text,
        );
      };
      return [
        (await texts(mobile)).some((text) => order.test(text)),
        (await texts(shopper.email)).some((text) => order.test(text)),
      ];
    })
    .toEqual([true, true]);
  return orderId;
}
