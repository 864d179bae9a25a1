import { adminOrder, paymentResponse } from "@odin/contracts";
import { schema } from "@odin/db";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LoyaltyService } from "../modules/loyalty";
import { CANCEL_UNCOLLECTED_PICKUP } from "../modules/orders";
import { useTestApp } from "../testing/api-fixture";
import {
  addAddress,
  type Buyer,
  type CentreRef,
  call,
  centreOf,
  checkoutAs,
  grantPoints,
  newKey,
  placement,
  testLoyalty,
} from "../testing/checkout";
import { sandboxMessages } from "../testing/otp";
import { staffWith, type TestStaff } from "../testing/staff";
import { problemOf } from "../testing/test-app";

/**
 * Store pickups in the back office (decision 65): packed, the shopper is sent a pickup code; the
 * store's desk hands the parcel over only against it. Cancelled, a pickup paid with points gets them
 * back, as a shopper's cancel would.
 */

const test = useTestApp();
let loyalty: LoyaltyService;
let store: CentreRef;
let staff: TestStaff;
const placed: string[] = [];

beforeAll(async () => {
  loyalty = testLoyalty(test);
  store = await centreOf(test, "store");
  staff = await staffWith(test, ["orders:read", "orders:write"]);
});
afterAll(async () => {
  const { jobs } = schema;
  if (placed.length > 0)
    await test.database.db
      .delete(jobs)
      .where(and(eq(jobs.name, CANCEL_UNCOLLECTED_PICKUP), inArray(jobs.key, placed)));
});

/** A store pickup of one size, paid with points, as a shopper places it. */
async function pickupOrder(): Promise<{ buyer: Buyer; orderNumber: string; itemId: number }> {
  const size = await test.sizes.size({
    mrp: 99_900,
    price: 99_900,
    stock: 0,
    heldAt: [{ fcId: store.id, quantity: 2 }],
  });
  const buyer = await test.shopper();
  await grantPoints(test, loyalty, { userId: buyer.user.id, brandId: size.brandId, points: 2_000 });
  await checkoutAs(test, buyer, { type: "update", cartItems: [{ skuId: size.skuId }] });
  await addAddress(test, buyer, store.pincode);
  const bag = await checkoutAs(test, buyer, {
    page: "payment",
    selectedPaymentMode: "LOYALTY",
    selectedShippingMethods: [{ skuId: size.skuId, shippingMethod: "STOREPICK", storeId: store.id }],
  });
  const body = placement(bag, { paymentTypeCode: "LOYALTY", pricingDetails: { netAmount: 0 } });
  const response = await call(test, buyer, "POST", "/api/payment/make", body, {
    "idempotency-key": newKey(),
  });
  expect(response.statusCode, response.body).toBe(200);
  const { orderId: orderNumber } = paymentResponse.parse(response.json());
  placed.push(orderNumber);
  const [item] = await test.database.db
    .select({ id: schema.orderItems.id })
    .from(schema.orderItems)
    .innerJoin(schema.orders, eq(schema.orders.id, schema.orderItems.orderId))
    .where(eq(schema.orders.orderNumber, orderNumber));
  return { buyer, orderNumber, itemId: item?.id ?? 0 };
}

const move = (orderNumber: string, body: object) =>
  test.app.inject({
    method: "POST",
    url: `/admin/api/orders/${orderNumber}/moves`,
    headers: staff.headers,
    payload: body,
  });

describe("handing a store pickup over", () => {
  it("sends the shopper a code when packed, and hands over only against it", async () => {
    const { buyer, orderNumber, itemId } = await pickupOrder();
    const packed = adminOrder.parse((await move(orderNumber, { itemIds: [itemId], to: "PACKED" })).json());
    expect(packed.items[0]).toMatchObject({
      status: "PACKED",
      pickupCodeRequired: true,
      nextMoves: ["CUSTOMERPICKCOMPLETE", "CANCELLED"],
      store: expect.objectContaining({ id: store.id, kind: "store" }),
    });
    const sms = (await sandboxMessages(test, buyer.user.mobileNumber)).find((message) =>
      message.text.includes("pickup code"),
    );
    const code = /pickup code (\d{6})/.exec(sms?.text ?? "")?.[1];
    expect(code, "the packed message carries the code").toMatch(/^\d{6}$/);

    const without = await move(orderNumber, { itemIds: [itemId], to: "CUSTOMERPICKCOMPLETE" });
    expect(without.statusCode).toBe(400);
    expect(problemOf(without)?.code).toBe("PICKUP_CODE_REQUIRED");
    const wrongCode = code === "000000" ? "000001" : "000000";
    const wrong = await move(orderNumber, {
      itemIds: [itemId],
      to: "CUSTOMERPICKCOMPLETE",
      pickupCode: wrongCode,
    });
    expect(wrong.statusCode).toBe(400);
    expect(problemOf(wrong)?.code).toBe("PICKUP_CODE_WRONG");

    const handed = await move(orderNumber, {
      itemIds: [itemId],
      to: "CUSTOMERPICKCOMPLETE",
      pickupCode: code,
    });
    expect(handed.statusCode, handed.body).toBe(200);
    const answer = adminOrder.parse(handed.json());
    expect(answer.items[0]).toMatchObject({ status: "CUSTOMERPICKCOMPLETE", pickupCodeRequired: false });
    expect(answer.audit.map((entry) => entry.action)).toEqual(["packed", "customerpickcomplete"]);
    // The code is the shopper's proof: the back office's page never shows it, nor the messages' words.
    expect(JSON.stringify(answer)).not.toMatch(new RegExp(`\\b${code}\\b`));
  });

  it("refuses a hand-over before the parcel is packed, whatever the code", async () => {
    const { orderNumber, itemId } = await pickupOrder();
    const early = await move(orderNumber, {
      itemIds: [itemId],
      to: "CUSTOMERPICKCOMPLETE",
      pickupCode: "123456",
    });
    expect(early.statusCode).toBe(409);
    expect(problemOf(early)?.detail).toBe(`Item ${itemId} is PLACED and cannot become CUSTOMERPICKCOMPLETE.`);
  });
});

describe("cancelling a pickup paid with points", () => {
  it("gives the points back, and the order's refunds say so", async () => {
    const { buyer, orderNumber, itemId } = await pickupOrder();
    const balance = async () => (await loyalty.balances(buyer.user.id))[0]?.balance;
    expect(await balance()).toBe(2_000 - 999);
    const cancelled = await move(orderNumber, {
      itemIds: [itemId],
      to: "CANCELLED",
      reason: "Store closed for repairs",
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const answer = adminOrder.parse(cancelled.json());
    expect(answer.status).toBe("CANCELLED");
    expect(answer.refunds).toEqual([
      expect.objectContaining({
        itemId,
        cause: "cancel",
        destination: "loyalty",
        amount: 99_900,
        state: "given",
      }),
    ]);
    expect(await balance()).toBe(2_000);
  });
});
