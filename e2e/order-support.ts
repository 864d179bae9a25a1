import { randomUUID } from "node:crypto";
import { type LoyaltyPointsData, loyaltyPointsData } from "@odin/contracts";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { newShopper, otpSentTo } from "./accounts-support";
import { bagReadyToPay } from "./payment-support";
import { type ClaimedSize, claimSize } from "./stock-support";
import { postApi } from "./support";

/** After-the-order journeys' support: orders placed through the API and moved on by the fulfilment stand-in. */

/** The states an order passes through to reach the shopper. */
export const DELIVERED = ["PACKED", "SHIPPED", "DELIVERED"] as const;

/**
 * A cash-on-delivery order of one size placed through the API by the shopper signed in in
 * `request`'s cookie jar, its code read from the outbox.
 */
export async function codOrder(request: APIRequestContext, skuId: number): Promise<string> {
  const { mobile } = newShopper();
  await bagReadyToPay(request, [skuId], mobile);
  const bag = await postApi<{ overview: { total: number } }>(request, "/api/checkout", {
    page: "payment",
    selectedPaymentMode: "CASH_ON_DELIVERY",
  });
  const sentAfter = Date.now() - 1_000;
  const sent = await postApi<{ sessionID: string }>(request, "/api/otp/generate", {
    mobileNumber: mobile,
    purpose: "cod",
    throughService: "flash",
  });
  const passPhrase = await otpSentTo(request, mobile, sentAfter);
  await postApi(request, "/api/otp/validate", {
    sessionID: sent.sessionID,
    mobileNumber: mobile,
    passPhrase,
    purpose: "cod",
  });
  const made = await request.post("/api/payment/make", {
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

/** The order's items as its confirmation call answers them. */
async function itemsOf(request: APIRequestContext, orderId: string) {
  const answer = await request.get(`/api/orderConfirm/${orderId}`, { headers: { module: "odin" } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { items: { itemId: number; styleId: number }[] }).items;
}

/** The id of the order's first item. */
export async function firstItemOf(request: APIRequestContext, orderId: string): Promise<number> {
  return (await itemsOf(request, orderId))[0]?.itemId ?? 0;
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

/** The same moves posted as the stand-in's forms post them, leaving the journey's page where it is. */
export async function moveInSandbox(
  request: APIRequestContext,
  orderId: string,
  states: readonly string[],
): Promise<void> {
  for (const to of states) {
    const moved = await request.post(`/_sandbox/fulfilment/orders/${orderId}`, {
      form: { to },
      maxRedirects: 0,
    });
    expect(moved.status(), await moved.text()).toBe(303);
  }
}

export interface DeliveredOrder {
  orderId: string;
  /** Its one item, and that item's style and size. */
  itemId: number;
  styleId: number;
  size: ClaimedSize;
}

/**
 * A delivered order of the shopper signed in in `request`'s cookie jar, made for the journey: a size
 * it claims at `deeplinkurl` (see stock-support.ts), paid on delivery and moved to DELIVERED by the
 * fulfilment stand-in. Its item may be reviewed and returned, the order rated, and the item has
 * earned its brand's loyalty points.
 */
export async function deliveredOrder(
  request: APIRequestContext,
  deeplinkurl = "/products",
  fits?: (size: ClaimedSize) => boolean,
): Promise<DeliveredOrder> {
  const size = await claimSize(request, deeplinkurl, fits);
  const orderId = await codOrder(request, size.skuId);
  await moveInSandbox(request, orderId, DELIVERED);
  const [item] = await itemsOf(request, orderId);
  if (!item) throw new Error(`order ${orderId} has no item`);
  return { orderId, itemId: item.itemId, styleId: item.styleId, size };
}

/** The loyalty points of the shopper signed in in `request`'s cookie jar (the loyalty table's rows and total). */
export async function loyaltyPoints(request: APIRequestContext): Promise<LoyaltyPointsData> {
  const answer = await request.get("/api/loyalty/points", { headers: { module: "odin" } });
  expect(answer.status()).toBe(200);
  return loyaltyPointsData.parse(await answer.json());
}
