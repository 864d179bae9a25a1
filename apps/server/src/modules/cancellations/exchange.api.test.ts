import { MESSAGES } from "@odin/contracts";
import { schema } from "@odin/db";
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/api-fixture";
import { signIn } from "../../testing/auth";
import type { FixtureSize } from "../../testing/bag-fixture";
import { type Buyer, call } from "../../testing/checkout";
import { type OnlinePaymentKit, onlinePaymentKit } from "../../testing/online-payment";
import { advanceOrder } from "../../testing/order-lifecycle";
import { type PlacedTestOrder, placedOrders } from "../../testing/placed-orders";
import { createTestApp, type OwnedTestApp, type TestApp } from "../../testing/test-app";

/**
 * The exchange mail (spec 3 §3 "Exchange mail", §4 "Exchange"; flag `exchange`, off by default and
 * tested on): a delivered item of the shopper's own order, another size of its style, sent to customer
 * care through the outbox once per item and size, answered with the promise of a reply.
 */

const test = useTestApp({ env: { ODIN_FEATURE_FLAGS: "exchange=true" } });
let off: OwnedTestApp;
let online: OnlinePaymentKit;
let orders: ReturnType<typeof placedOrders>;

beforeAll(async () => {
  off = await createTestApp({ database: test.database });
  online = await onlinePaymentKit(test);
  orders = placedOrders(test, online);
});
afterAll(async () => {
  await online.remove();
  await off.close();
});

/** A delivered order of size M of a style that comes in L too (removed with the style). */
async function deliveredOrder(): Promise<{ order: PlacedTestOrder; size: FixtureSize; other: string }> {
  const size = await online.fixture.size({ mrp: 99_900, price: 99_900, stock: 5 });
  const id = size.skuId + 500;
  await test.database.db.insert(schema.skus).values({
    id,
    styleId: size.styleId,
    size: "L",
    ean: `BT${id}`,
    mrp: 99_900,
    price: 99_900,
    position: 1,
  });
  const order = await orders.cod([size]);
  await deliver(order);
  return { order, size, other: "L" };
}

const deliver = (order: PlacedTestOrder) =>
  advanceOrder(test, order.orderNumber, "PACKED", "SHIPPED", "DELIVERED");

async function skuOf(skuId: number) {
  const [row] = await test.database.db.select().from(schema.skus).where(eq(schema.skus.id, skuId));
  if (!row) throw new Error(`no sku ${skuId}`);
  return row;
}

async function mailFor(
  app: TestApp,
  buyer: Buyer,
  order: PlacedTestOrder,
  size: FixtureSize,
  requested: string,
) {
  const item = order.items[0];
  const { ean } = await skuOf(size.skuId);
  return call(app, buyer, "POST", "/api/exchange", {
    subject: "Exchange for another size",
    data: {
      consignment_id: String(item?.id),
      order_id: order.orderNumber,
      style_id: String(item?.styleId),
      ean,
      size_requested: requested,
    },
    isExchangeRequest: true,
  });
}

const mailsOf = (itemId: number) =>
  test.database.db
    .select()
    .from(schema.outboxMessages)
    .where(like(schema.outboxMessages.idempotencyKey, `%exchange-request:${itemId}:%`));

describe("asking for an exchange", () => {
  it("sends the exchange mail to customer care once per item and size, and promises a reply", async () => {
    const { order, size, other } = await deliveredOrder();
    const requested = other;
    const sent = await mailFor(test, order.buyer, order, size, requested);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ message: MESSAGES.exchange.requestSent });
    expect(MESSAGES.exchange.requestSent).toContain("5-6 business hours (9AM-10PM)");
    expect((await mailFor(test, order.buyer, order, size, requested)).statusCode).toBe(200);
    const mails = await mailsOf(order.items[0]?.id ?? 0);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      channel: "email",
      recipient: test.config.support.supportEmail,
      template: "exchange-request",
    });
  });

  it("refuses a size the style does not come in, and an item not delivered", async () => {
    const { order, size } = await deliveredOrder();
    expect((await mailFor(test, order.buyer, order, size, "XXXL-not-a-size")).statusCode).toBe(400);
    const placed = await orders.cod([size]);
    expect((await mailFor(test, placed.buyer, placed, size, "M")).statusCode).toBe(400);
  });

  it("never finds another shopper's order (404)", async () => {
    const { order, size, other } = await deliveredOrder();
    const stranger = await online.newBuyer();
    const answer = await mailFor(test, stranger, order, size, other);
    expect(answer.statusCode).toBe(404);
    expect(await mailsOf(order.items[0]?.id ?? 0)).toEqual([]);
  });

  it("is not there while the flag is off (404)", async () => {
    const { order, size, other } = await deliveredOrder();
    const { user } = order.buyer;
    const token = (await signIn(off, user.email, user.password)).json().access_token as string;
    const answer = await mailFor(off, { user, token }, order, size, other);
    expect(answer.statusCode).toBe(404);
  });
});
