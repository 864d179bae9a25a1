import { cancelDetailsResponse, cancelResponse, MESSAGES } from "@odin/contracts";
import { queryRows, schema } from "@odin/db";
import { eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/api-fixture";
import { promotionCode } from "../../testing/bag-fixture";
import { type Buyer, call, checkoutAs, grantPoints, testLoyalty } from "../../testing/checkout";
import { type OnlinePaymentKit, onlinePaymentKit } from "../../testing/online-payment";
import { advanceOrder } from "../../testing/order-lifecycle";
import { type PlacedTestOrder, placedOrders } from "../../testing/placed-orders";
import { problemOf } from "../../testing/test-app";
import type { LoyaltyService } from "../loyalty/loyalty.service";
import { REFUND_PAYMENT } from "../payments";

/**
 * The cancel flow (spec 3 §4, §7 cancelDetails and makeCancel; decision 48): an item not shipped is
 * cancelled once, its stock released, its paid share refunded to the source through the gateway, its
 * points given back, nothing for cash on delivery; another shopper's order is never found.
 */

const test = useTestApp();
let online: OnlinePaymentKit;
let orders: ReturnType<typeof placedOrders>;
let loyalty: LoyaltyService;

beforeAll(async () => {
  online = await onlinePaymentKit(test);
  orders = placedOrders(test, online);
  loyalty = testLoyalty(test);
});
afterAll(async () => {
  await test.database.db.delete(schema.jobs).where(like(schema.jobs.key, "TX%"));
  await online.remove();
});

const details = (buyer: Buyer, orderId: string, cancelItemIds: number[]) =>
  call(test, buyer, "POST", "/api/cancel/details", { orderId, cancelItemIds });

const cancel = (buyer: Buyer, order: PlacedTestOrder, itemId: number, extra: object = {}) =>
  call(test, buyer, "POST", "/api/cancel", {
    orderId: order.orderNumber,
    itemId,
    reasonId: 1,
    comment: "Ordered the wrong size",
    ...extra,
  });

async function stockOf(skuId: number): Promise<number> {
  const [row] = await queryRows<{ units: number }>(
    test.database.db,
    sql`select coalesce(sum(quantity), 0)::int as units from stock where sku_id = ${skuId}`,
  );
  return row?.units ?? -1;
}

const cancellationsOf = (orderId: number) =>
  test.database.db
    .select()
    .from(schema.orderCancellations)
    .where(eq(schema.orderCancellations.orderId, orderId));

const item = (order: PlacedTestOrder, index: number) => {
  const found = order.items[index];
  if (!found) throw new Error(`order ${order.orderNumber} has no item ${index}`);
  return found;
};

describe("cancelling an item of a cash-on-delivery order", () => {
  it("answers the reasons and no refund, then cancels once: stock back, the shopper told", async () => {
    const shirt = await online.fixture.size({ mrp: 149_900, price: 99_900, stock: 5 });
    const jeans = await online.fixture.size({ mrp: 299_900, price: 249_900, stock: 5 });
    const order = await orders.cod([shirt, jeans]);
    const first = item(order, 0);

    const asked = await details(order.buyer, order.orderNumber, [first.id]);
    expect(asked.statusCode, asked.body).toBe(200);
    const answer = cancelDetailsResponse.parse(asked.json());
    expect(answer.cancelReasons.length).toBeGreaterThan(1);
    expect(answer).toMatchObject({
      isNeftNeeded: false,
      refundTimeline: "Refund 5-7 days",
      refundAmountDetails: { totalRefund: 0 },
      refundDestinations: [{ destination: "none", amount: 0 }],
    });

    const before = await stockOf(first.skuId);
    const done = await cancel(order.buyer, order, first.id);
    expect(done.statusCode, done.body).toBe(200);
    expect(cancelResponse.parse(done.json())).toMatchObject({ status: "CANCELLED", itemId: first.id });
    expect(await stockOf(first.skuId)).toBe(before + 1);
    const again = await cancel(order.buyer, order, first.id, { reasonId: 2 });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(done.json());
    expect(await cancellationsOf(order.orderId)).toMatchObject([
      {
        itemId: first.id,
        reasonId: 1,
        comment: "Ordered the wrong size",
        refundAmount: 0,
        destinations: ["none"],
      },
    ]);
    const notices = await test.database.db
      .select()
      .from(schema.outboxMessages)
      .where(like(schema.outboxMessages.idempotencyKey, `%item-cancelled:${first.id}:%`));
    expect(notices.map((notice) => notice.channel)).toContain("sms");
  });

  it("refuses a comment over 255 characters and an unknown reason (400)", async () => {
    const size = await online.fixture.size({ mrp: 99_900, price: 99_900, stock: 5 });
    const order = await orders.cod([size]);
    const itemId = item(order, 0).id;
    expect((await cancel(order.buyer, order, itemId, { comment: "x".repeat(256) })).statusCode).toBe(400);
    expect((await cancel(order.buyer, order, itemId, { reasonId: 99 })).statusCode).toBe(400);
    expect((await cancel(order.buyer, order, itemId, { comment: "x".repeat(255) })).statusCode).toBe(200);
  });

  it("refuses an item already shipped (400, with a clear message), and cancels a packed one", async () => {
    const shirt = await online.fixture.size({ mrp: 99_900, price: 99_900, stock: 5 });
    const jeans = await online.fixture.size({ mrp: 99_900, price: 99_900, stock: 5 });
    const order = await orders.cod([shirt, jeans]);
    const [shipped, packed] = [item(order, 0), item(order, 1)];
    await advanceOrder(test, order.orderNumber, "PACKED", { itemIds: [shipped.id], to: "SHIPPED" });
    const refused = await cancel(order.buyer, order, shipped.id);
    expect(refused.statusCode).toBe(400);
    expect(problemOf(refused)?.detail).toBe(MESSAGES.cancel.notCancellable);
    expect((await details(order.buyer, order.orderNumber, [shipped.id])).statusCode).toBe(400);
    expect((await cancel(order.buyer, order, packed.id)).statusCode).toBe(200);
    const events = await test.database.db
      .select()
      .from(schema.orderItemEvents)
      .where(eq(schema.orderItemEvents.itemId, packed.id));
    expect(events.at(-1)).toMatchObject({ fromStatus: "PACKED", status: "CANCELLED", by: "shopper" });
  });

  it("never shows or cancels another shopper's order (404 per call)", async () => {
    const size = await online.fixture.size({ mrp: 99_900, price: 99_900, stock: 5 });
    const order = await orders.cod([size]);
    const other = await online.newBuyer();
    const itemId = item(order, 0).id;
    const seen = await details(other, order.orderNumber, [itemId]);
    expect(seen.statusCode).toBe(404);
    expect(problemOf(seen)?.detail).toBe(MESSAGES.checkout.orderIdMissing);
    expect((await cancel(other, order, itemId)).statusCode).toBe(404);
    expect(await cancellationsOf(order.orderId)).toEqual([]);
    // Nor with another shopper's (or no one's) bank-transfer record.
    expect((await cancel(order.buyer, order, itemId, { neftId: 2_000_000_000 })).statusCode).toBe(404);
    // An item of another order is not found in this one.
    const mine = await orders.cod([size], {}, other);
    expect((await details(other, mine.orderNumber, [itemId])).statusCode).toBe(404);
    expect((await cancel(other, mine, itemId)).statusCode).toBe(404);
  });
});

describe("cancelling an item of a card-paid order", () => {
  it("refunds the item's share to the card through the gateway, once, and the last item with the delivery charge", async () => {
    // Below the free-delivery value: the card paid both items and the delivery charge.
    const cap = await online.fixture.size({ mrp: 49_900, price: 49_900, stock: 5 });
    const socks = await online.fixture.size({ mrp: 29_900, price: 29_900, stock: 5 });
    const order = await orders.card([cap, socks]);
    const [first, second] = [item(order, 0), item(order, 1)];
    const charges = order.amount - first.lineTotal - second.lineTotal;
    expect(charges).toBeGreaterThan(0);

    const asked = cancelDetailsResponse.parse(
      (await details(order.buyer, order.orderNumber, [second.id])).json(),
    );
    expect(asked.refundDestinations).toEqual([{ destination: "source", amount: second.lineTotal }]);
    const done = await cancel(order.buyer, order, second.id);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().refundAmountDetails.totalRefund).toBe(second.lineTotal);

    const attempt = await online.attemptOf(order.transactionId);
    await online.runJob(REFUND_PAYMENT, {
      attemptId: attempt.id,
      refundId: (await online.refundsOf(attempt.id))[0]?.id ?? 0,
    });
    expect(await online.refundsOf(attempt.id)).toMatchObject([
      { idempotencyKey: `cancel:${second.id}`, amount: second.lineTotal, status: "processed" },
    ]);

    const last = await cancel(order.buyer, order, first.id);
    expect(last.json().refundAmountDetails.items[0]).toMatchObject({
      toSource: first.lineTotal + charges,
      charges,
    });
    const refunds = await online.refundsOf(attempt.id);
    expect(refunds.reduce((sum, refund) => sum + refund.amount, 0)).toBe(order.amount);
    for (const refund of refunds)
      await online.runJob(REFUND_PAYMENT, { attemptId: attempt.id, refundId: refund.id });
    const atGateway = await online.razorpayApi(`/payments/${attempt.gatewayPaymentId}/refunds`);
    expect(
      atGateway
        .json()
        .items.map((refund: { amount: number }) => refund.amount)
        .sort(),
    ).toEqual([second.lineTotal, first.lineTotal + charges].sort());
  });

  it("gives back a coupon order's item its share of the discounted total (decision 48's fixture)", async () => {
    // A flat ₹300 coupon on ₹1,000 + ₹2,000 + ₹999: line totals 92498, 184996 and 92406 paise.
    const id = await online.fixture.promotion({ code: "CXL", kind: "flat", value: 30_000 });
    const sizes = [
      await online.fixture.size({ mrp: 100_000, price: 100_000, stock: 5, promotionIds: [id] }),
      await online.fixture.size({ mrp: 200_000, price: 200_000, stock: 5, promotionIds: [id] }),
      await online.fixture.size({ mrp: 99_900, price: 99_900, stock: 5, promotionIds: [id] }),
    ];
    const buyer = await orders.ready(sizes);
    const couponCode = await promotionCode(test.database.db, id);
    expect((await checkoutAs(test, buyer, { type: "update", couponCode })).overview.isCouponApplied).toBe(
      true,
    );
    const order = await orders.payByCard(buyer);
    expect(order.items.map((line) => line.lineTotal)).toEqual([92_498, 184_996, 92_406]);
    expect(order.amount).toBe(369_900);
    const done = await cancel(buyer, order, item(order, 0).id);
    expect(done.json().refundAmountDetails).toMatchObject({ totalRefund: 92_498 });
    expect(await online.refundsOf((await online.attemptOf(order.transactionId)).id)).toMatchObject([
      { amount: 92_498 },
    ]);
  });

  it("gives the loyalty share back as points of the item's brand and the rest to the card", async () => {
    const size = await online.fixture.size({ mrp: 149_900, price: 149_900, stock: 5 });
    const buyer = await online.newBuyer();
    await grantPoints(test, loyalty, { userId: buyer.user.id, brandId: size.brandId, points: 500 });
    await orders.ready([size], buyer);
    const quote = await call(test, buyer, "POST", "/api/payment/methods", { loyaltyCheck: true });
    const pricingDetails = { netAmount: quote.json().amount as number };
    const order = await orders.payByCard(buyer, { useLoyalty: true, pricingDetails });
    expect(order.amount).toBe(149_900 - 50_000);
    const done = await cancel(buyer, order, item(order, 0).id);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().refundDestinations).toEqual([
      { destination: "source", amount: 99_900 },
      { destination: "loyalty", amount: 50_000 },
    ]);
    const [balance] = await loyalty.balances(buyer.user.id);
    expect(balance).toMatchObject({ brandId: size.brandId, balance: 500 });
    // A repeat gives nothing more.
    await cancel(buyer, order, item(order, 0).id);
    expect((await loyalty.balances(buyer.user.id))[0]?.balance).toBe(500);
  });

  it("takes two cancels of one item at once as one cancel and one refund", {
    tags: ["postgres"],
  }, async () => {
    const size = await online.fixture.size({ mrp: 149_900, price: 149_900, stock: 5 });
    const order = await orders.card([size]);
    const itemId = item(order, 0).id;
    const answers = await Promise.all([
      cancel(order.buyer, order, itemId),
      cancel(order.buyer, order, itemId),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers[1]?.json()).toEqual(answers[0]?.json());
    expect(await cancellationsOf(order.orderId)).toHaveLength(1);
    expect(await online.refundsOf((await online.attemptOf(order.transactionId)).id)).toHaveLength(1);
  });
});
