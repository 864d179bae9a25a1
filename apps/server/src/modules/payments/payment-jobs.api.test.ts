import { schema } from "@odin/db";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/api-fixture";
import type { FixtureSize } from "../../testing/bag-fixture";
import { type Buyer, call, grantPoints, testLoyalty } from "../../testing/checkout";
import { type OnlinePaymentKit, onlinePaymentKit, TEST_CARD } from "../../testing/online-payment";
import { backToStore, submit } from "../../testing/online-payment-forms";
import type { LoyaltyService } from "../loyalty/loyalty.service";
import { RELEASE_PAYMENT_RESERVATION } from "../orders";
import { RECONCILE_PAYMENT, REFUND_PAYMENT } from "./payment-job-names";

/**
 * The payments' jobs (decision 41): reconciliation places an order whose return never came and fails
 * an attempt nobody paid; a lapsed reservation gives the stock, the points and the bag back; a retry
 * reuses the order (reserving again once it lapsed); a payment that comes for an order that can no
 * longer take it, or that another attempt already paid, is refunded.
 */

const test = useTestApp();
let online: OnlinePaymentKit;
let loyalty: LoyaltyService;

beforeAll(async () => {
  online = await onlinePaymentKit(test);
  loyalty = testLoyalty(test);
});
afterAll(async () => {
  await online.remove();
});

async function startCard(options: { points?: number; stock?: number } = {}) {
  const size = await online.fixture.size({ mrp: 199_900, price: 149_900, stock: options.stock ?? 5 });
  const { buyer } = await online.shopper({ size });
  if (!options.points) return { size, ...(await online.start(buyer, "CREDIT_CARD")) };
  await grantPoints(test, loyalty, { userId: buyer.user.id, brandId: size.brandId, points: options.points });
  const quote = await call(test, buyer, "POST", "/api/payment/methods", { loyaltyCheck: true });
  const pricingDetails = { netAmount: quote.json().amount as number };
  return { size, ...(await online.start(buyer, "CREDIT_CARD", { useLoyalty: true, pricingDetails })) };
}

/** The shopper pays at the sandbox's page; answers the form back to us, which the test may never send. */
async function payAtGateway(transactionId: string, outcome = "success") {
  return backToStore((await online.payAtGateway(transactionId, { ...TEST_CARD, outcome })).answered.body);
}

/** A retry of the shopper's order of one unit of `size` at `netAmount` (by card unless `payment` says). */
function retry(
  buyer: Buyer,
  orderId: string,
  size: FixtureSize,
  netAmount: number,
  payment: object = { paymentTypeCode: "CREDIT_CARD" },
) {
  return online.make(buyer, {
    ...payment,
    orderId,
    productsShippingDetails: [{ skuId: size.skuId, qty: 1, shippingMethod: "standard" }],
    pricingDetails: { netAmount },
  });
}

async function stockOf(skuId: number): Promise<number> {
  const rows = await test.database.db.select().from(schema.stock).where(eq(schema.stock.skuId, skuId));
  return rows.reduce((sum, row) => sum + row.quantity, 0);
}

/** Moves an attempt's and its order's clocks into the past, as if its minutes had gone by. */
async function age(transactionId: string, orderId: string) {
  const { db } = test.database;
  await db
    .update(schema.paymentTransactions)
    .set({ createdAt: sql`now() - interval '2 hours'`, expiresAt: sql`now() - interval '1 hour'` })
    .where(eq(schema.paymentTransactions.transactionId, transactionId));
  await db
    .update(schema.orders)
    .set({ reservedUntil: sql`now() - interval '1 minute'` })
    .where(eq(schema.orders.orderNumber, orderId));
}

const confirmations = async (orderId: string) => (await online.confirmationsOf(orderId)).length;

describe("reconciliation", () => {
  it("places an order whose payment succeeded but whose return never reached us, once", async () => {
    const { orderId, transactionId } = await startCard();
    await payAtGateway(transactionId);
    const attempt = await online.attemptOf(transactionId);
    await online.runJob(RECONCILE_PAYMENT, { attemptId: attempt.id, round: 1 });
    await online.runJob(RECONCILE_PAYMENT, { attemptId: attempt.id, round: 2 });
    expect((await online.orderOf(orderId)).status).toBe("PLACED");
    expect(await confirmations(orderId)).toBe(2);
  });

  it("fails an attempt nobody paid by its expiry, and keeps asking about one that is young", async () => {
    const { orderId, transactionId } = await startCard();
    const attempt = await online.attemptOf(transactionId);
    await online.runJob(RECONCILE_PAYMENT, { attemptId: attempt.id, round: 1 });
    expect((await online.attemptOf(transactionId)).status).toBe("pending");
    const next = await test.database.db
      .select()
      .from(schema.jobs)
      .where(and(eq(schema.jobs.name, RECONCILE_PAYMENT), eq(schema.jobs.key, `${transactionId}:2`)));
    expect(next).toHaveLength(1);
    await age(transactionId, orderId);
    await online.runJob(RECONCILE_PAYMENT, { attemptId: attempt.id, round: 2 });
    expect(await online.attemptOf(transactionId)).toMatchObject({
      status: "failed",
      failureCode: "EXPIRED",
    });
    expect((await online.orderOf(orderId)).status).toBe("PAYMENT_FAILED");
  });
});

describe("a lapsed reservation", () => {
  it("gives the stock, the points and the bag back; a retry reserves them again and pays", async () => {
    const { buyer, size, orderId, transactionId } = await startCard({ points: 500 });
    expect(await stockOf(size.skuId)).toBe(4);
    const balance = async () =>
      (await loyalty.balances(buyer.user.id)).reduce((sum, brand) => sum + brand.balance, 0);
    expect(await balance()).toBe(0);

    await age(transactionId, orderId);
    const order = await online.orderOf(orderId);
    await online.runJob(RELEASE_PAYMENT_RESERVATION, { orderId: order.id });
    expect(await stockOf(size.skuId)).toBe(5);
    expect(await balance()).toBe(500);
    expect(await online.orderOf(orderId)).toMatchObject({ status: "PAYMENT_FAILED" });
    expect((await online.orderOf(orderId)).releasedAt).not.toBeNull();
    const bag = await call(test, buyer, "POST", "/api/checkout", { page: "myBag", type: "read" });
    expect(bag.json().products.map((product: { skuId: number }) => product.skuId)).toEqual([size.skuId]);
    await online.runJob(RELEASE_PAYMENT_RESERVATION, { orderId: order.id });
    expect(await stockOf(size.skuId)).toBe(5);

    const amount = (await online.attemptOf(transactionId)).amount;
    const again = await retry(buyer, orderId, size, amount, {
      paymentTypeCode: "NET_BANKING",
      paymentDetail: { bankCode: "HDFC" },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().orderId).toBe(orderId);
    expect(await stockOf(size.skuId)).toBe(4);
    expect(await balance()).toBe(0);
    const returned = await submit(test, await payAtGateway(again.json().transactionId));
    expect(returned.headers.location).toBe(
      `/orderconfirmation/${orderId}/success/${again.json().transactionId}`,
    );
    expect(await confirmations(orderId)).toBe(2);
  });

  it("refuses a retry whose stock is gone meanwhile, and refunds a payment that came for it", async () => {
    const { buyer, size, orderId, transactionId } = await startCard();
    await submit(test, await payAtGateway(transactionId, "pending"));
    await age(transactionId, orderId);
    const order = await online.orderOf(orderId);
    await online.runJob(RELEASE_PAYMENT_RESERVATION, { orderId: order.id });
    expect((await online.orderOf(orderId)).releasedAt).not.toBeNull();
    await online.fixture.setStock(size.skuId, 0);
    const refused = await retry(buyer, orderId, size, order.total);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].code).toBe("IMS_OUT_OF_STOCK");

    // The bank answers after all: the money is taken for an order that can no longer be placed.
    const attempt = await online.attemptOf(transactionId);
    await test.database.db
      .update(schema.paymentTransactions)
      .set({ status: "pending" })
      .where(eq(schema.paymentTransactions.id, attempt.id));
    const payments = await online.razorpayApi(`/orders/${attempt.gatewayOrderId}/payments`);
    const paymentId = payments.json().items[0].id as string;
    const settled = await online.tester("razorpay", `/tester/payments/${paymentId}`, {
      outcome: "success",
      webhooks: "normal",
    });
    expect(settled.json().status).toBe("captured");
    expect((await online.orderOf(orderId)).status).toBe("PAYMENT_FAILED");
    const [refund] = await online.refundsOf(attempt.id);
    expect(refund).toMatchObject({
      status: "pending",
      amount: attempt.amount,
      reason: "order no longer available",
    });
    await online.runJob(REFUND_PAYMENT, { attemptId: attempt.id });
    const [done] = await online.refundsOf(attempt.id);
    expect(done?.status).toBe("processed");
    const refunds = () => online.razorpayApi(`/payments/${paymentId}/refunds`);
    expect((await refunds()).json().items).toMatchObject([{ amount: attempt.amount, status: "processed" }]);
    await online.runJob(REFUND_PAYMENT, { attemptId: attempt.id });
    expect((await refunds()).json().count).toBe(1);
  });

  it("refunds the second of two attempts that were both paid", async () => {
    const { buyer, size, orderId, transactionId } = await startCard();
    const first = await payAtGateway(transactionId);
    const again = await retry(buyer, orderId, size, (await online.attemptOf(transactionId)).amount);
    const second = await payAtGateway(again.json().transactionId);
    await submit(test, first);
    const late = await submit(test, second);
    expect(late.headers.location).toBe(`/orderconfirmation/${orderId}/success/${again.json().transactionId}`);
    const attempt = await online.attemptOf(again.json().transactionId);
    const [refund] = await online.refundsOf(attempt.id);
    expect(refund).toMatchObject({ reason: "order already paid", status: "pending" });
    expect(await confirmations(orderId)).toBe(2);
  });
});
