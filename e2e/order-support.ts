import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { newShopper, otpSentTo } from "./accounts-support";
import { ASHA, bagReadyToPay } from "./payment-support";
import { postApi } from "./support";

/** After-the-order journeys' support: orders placed through the API and moved on by the fulfilment stand-in. */

/** The states an order passes through to reach the shopper. */
export const DELIVERED = ["PACKED", "SHIPPED", "DELIVERED"] as const;

/** A cash-on-delivery order of one size placed through the API, its code read from the outbox. */
export async function codOrder(page: Page, skuId: number): Promise<string> {
  const { mobile } = newShopper();
  await bagReadyToPay(page.request, ASHA, [skuId], mobile);
  const bag = await postApi<{ overview: { total: number } }>(page.request, "/api/checkout", {
    page: "payment",
    selectedPaymentMode: "CASH_ON_DELIVERY",
  });
  const sentAfter = Date.now() - 1_000;
  const sent = await postApi<{ sessionID: string }>(page.request, "/api/otp/generate", {
    mobileNumber: mobile,
    purpose: "cod",
    throughService: "flash",
  });
  const passPhrase = await otpSentTo(page, mobile, sentAfter);
  await postApi(page.request, "/api/otp/validate", {
    sessionID: sent.sessionID,
    mobileNumber: mobile,
    passPhrase,
    purpose: "cod",
  });
  const made = await page.request.post("/api/payment/make", {
    headers: { module: "odin", "content-type": "application/json", "idempotency-key": randomUUID() },
    data: {
      paymentTypeCode: "CASH_ON_DELIVERY",
      productsShippingDetails: [{ skuId, qty: 1, shippingMethod: "standard" }],
      pricingDetails: { netAmount: bag.overview.total },
      otpDetails: { sessionID: sent.sessionID },
    },
  });
  expect(made.status(), await made.text()).toBe(200);
  return ((await made.json()) as { orderId: string }).orderId;
}

/** The id of the order's first item. */
export async function firstItemOf(request: APIRequestContext, orderId: string): Promise<number> {
  const answer = await request.get(`/api/orderConfirm/${orderId}`, { headers: { module: "odin" } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { items: { itemId: number }[] }).items[0]?.itemId ?? 0;
}

/** The fulfilment stand-in moves every item of the order on, one state at a time (its page works without scripts). */
export async function advanceInSandbox(
  page: Page,
  orderId: string,
  states: readonly string[],
): Promise<void> {
  await page.goto(`/_sandbox/fulfilment?order=${orderId}`);
  for (const state of states) {
    await page.getByRole("button", { name: `Whole order: move to ${state}` }).click();
    await expect(page.getByRole("status")).toHaveText(`Moved to ${state}.`);
  }
}
