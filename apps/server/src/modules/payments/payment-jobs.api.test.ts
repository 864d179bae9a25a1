import { schema } from "@odin/db";
import { and, eq, like, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type JobPayload, jobRegistryOf } from "../../platform/jobs";
import { type BagFixture, createBagFixture } from "../../testing/bag-fixture";
import {
  type CentreRef,
  call,
  centreOf,
  grantPoints,
  removeBuyers,
  testLoyalty,
} from "../../testing/checkout";
import {
  attemptOf,
  formOf,
  handoffOf,
  makePayment,
  orderOf,
  pathOf,
  postForm,
  shopperReadyToPay,
} from "../../testing/online-payment";
import { createTestApp, type TestApp } from "../../testing/test-app";
import type { LoyaltyService } from "../loyalty/loyalty.service";
import { RELEASE_PAYMENT_RESERVATION } from "../orders/payment-reservation";
import { RECONCILE_PAYMENT } from "./payment-jobs";
import { REFUND_PAYMENT } from "./payment-settlement";

/**
 * The payments' jobs (decision 41): reconciliation places an order whose return never came and fails
 * an attempt nobody paid; a lapsed reservation gives the stock, the points and the bag back; a retry
 * reuses the order (reserving again once it lapsed); a payment that comes for an order that can no
 * longer take it, or that another attempt already paid, is refunded.
 */

let test: TestApp;
let fixture: BagFixture;
let warehouse: CentreRef;
let loyalty: LoyaltyService;
const buyers: number[] = [];

beforeAll(async () => {
  test = await createTestApp();
  fixture = createBagFixture(test.database.db);
  warehouse = await centreOf(test, "warehouse");
  loyalty = testLoyalty(test);
});
afterAll(async () => {
  await removeBuyers(test, buyers);
  await fixture.remove();
  await test.close();
});

/** Runs one job's handler as the runner would, now. */
async function runJob(name: string, payload: JobPayload) {
  const job = jobRegistryOf(test.app)
    .definitions()
    .find((definition) => definition.name === name);
  if (!job) throw new Error(`no handler for ${name}`);
  const log = test.app.log as FastifyBaseLogger;
  await job.run(payload, { db: test.database.db, log, jobId: 0, attempt: 1, key: null });
}

async function startCard(options: { points?: number; stock?: number } = {}) {
  const size = await fixture.size({ mrp: 199_900, price: 149_900, stock: options.stock ?? 5 });
  const ready = await shopperReadyToPay(test, fixture, warehouse, { size });
  buyers.push(ready.buyer.user.id);
  if (options.points)
    await grantPoints(test, loyalty, {
      userId: ready.buyer.user.id,
      brandId: size.brandId,
      points: options.points,
    });
  const body = { ...ready.body, paymentTypeCode: "CREDIT_CARD", useLoyalty: Boolean(options.points) };
  if (options.points) {
    const quote = await call(test, ready.buyer, "POST", "/api/payment/methods", { loyaltyCheck: true });
    body.pricingDetails = { netAmount: quote.json().amount as number };
  }
  const made = await makePayment(test, ready.buyer, body);
  expect(made.statusCode, made.body).toBe(200);
  const { orderId, transactionId } = made.json() as { orderId: string; transactionId: string };
  return { ...ready, size, orderId, transactionId };
}

/** The shopper pays at the sandbox's page; answers the form back to us, which the test may never send. */
async function payAtGateway(transactionId: string, outcome = "success") {
  const handoff = await handoffOf(test.database.db, transactionId);
  if (handoff.kind !== "form") throw new Error("a form");
  const page = formOf((await postForm(test, handoff.action, handoff.fields)).body);
  const year = String(new Date().getFullYear() + 1);
  const card = { number: "4111111111111111", name: "Asha Rao", month: "12", year, cvv: "123" };
  return formOf(
    (await postForm(test, page.action, { ...page.fields, ...card, outcome, webhooks: "none" })).body,
  );
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

const confirmations = async (orderId: string) =>
  (
    await test.database.db
      .select()
      .from(schema.outboxMessages)
      .where(like(schema.outboxMessages.idempotencyKey, `%order-placed:${orderId}:%`))
  ).length;

describe("reconciliation", () => {
  it("places an order whose payment succeeded but whose return never reached us, once", async () => {
    const { orderId, transactionId } = await startCard();
    await payAtGateway(transactionId);
    const attempt = await attemptOf(test.database.db, transactionId);
    await runJob(RECONCILE_PAYMENT, { attemptId: attempt.id, round: 1 });
    await runJob(RECONCILE_PAYMENT, { attemptId: attempt.id, round: 2 });
    expect((await orderOf(test.database.db, orderId)).status).toBe("PLACED");
    expect(await confirmations(orderId)).toBe(2);
  });

  it("fails an attempt nobody paid by its expiry, and keeps asking about one that is young", async () => {
    const { orderId, transactionId } = await startCard();
    const attempt = await attemptOf(test.database.db, transactionId);
    await runJob(RECONCILE_PAYMENT, { attemptId: attempt.id, round: 1 });
    expect((await attemptOf(test.database.db, transactionId)).status).toBe("pending");
    const next = await test.database.db
      .select()
      .from(schema.jobs)
      .where(and(eq(schema.jobs.name, RECONCILE_PAYMENT), eq(schema.jobs.key, `${transactionId}:2`)));
    expect(next).toHaveLength(1);
    await age(transactionId, orderId);
    await runJob(RECONCILE_PAYMENT, { attemptId: attempt.id, round: 2 });
    expect(await attemptOf(test.database.db, transactionId)).toMatchObject({
      status: "failed",
      failureCode: "EXPIRED",
    });
    expect((await orderOf(test.database.db, orderId)).status).toBe("PAYMENT_FAILED");
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
    const order = await orderOf(test.database.db, orderId);
    await runJob(RELEASE_PAYMENT_RESERVATION, { orderId: order.id });
    expect(await stockOf(size.skuId)).toBe(5);
    expect(await balance()).toBe(500);
    expect(await orderOf(test.database.db, orderId)).toMatchObject({ status: "PAYMENT_FAILED" });
    expect((await orderOf(test.database.db, orderId)).releasedAt).not.toBeNull();
    const bag = await call(test, buyer, "POST", "/api/checkout", { page: "myBag", type: "read" });
    expect(bag.json().products.map((product: { skuId: number }) => product.skuId)).toEqual([size.skuId]);
    await runJob(RELEASE_PAYMENT_RESERVATION, { orderId: order.id });
    expect(await stockOf(size.skuId)).toBe(5);

    const amount = (await attemptOf(test.database.db, transactionId)).amount;
    const retry = await makePayment(test, buyer, {
      paymentTypeCode: "NET_BANKING",
      paymentDetail: { bankCode: "HDFC" },
      orderId,
      productsShippingDetails: [{ skuId: size.skuId, qty: 1, shippingMethod: "standard" }],
      pricingDetails: { netAmount: amount },
    });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().orderId).toBe(orderId);
    expect(await stockOf(size.skuId)).toBe(4);
    expect(await balance()).toBe(0);
    const back = await payAtGateway(retry.json().transactionId);
    const returned = await postForm(test, pathOf(back.action), back.fields);
    expect(returned.headers.location).toBe(
      `/orderconfirmation/${orderId}/success/${retry.json().transactionId}`,
    );
    expect(await confirmations(orderId)).toBe(2);
  });

  it("refuses a retry whose stock is gone meanwhile, and refunds a payment that came for it", async () => {
    const { buyer, size, orderId, transactionId } = await startCard();
    const back = await payAtGateway(transactionId, "pending");
    await postForm(test, pathOf(back.action), back.fields);
    await age(transactionId, orderId);
    const order = await orderOf(test.database.db, orderId);
    await runJob(RELEASE_PAYMENT_RESERVATION, { orderId: order.id });
    expect((await orderOf(test.database.db, orderId)).releasedAt).not.toBeNull();
    await fixture.setStock(size.skuId, 0);
    const retry = await makePayment(test, buyer, {
      paymentTypeCode: "CREDIT_CARD",
      orderId,
      productsShippingDetails: [{ skuId: size.skuId, qty: 1, shippingMethod: "standard" }],
      pricingDetails: { netAmount: order.total },
    });
    expect(retry.statusCode).toBe(409);
    expect(retry.json().errors[0].code).toBe("IMS_OUT_OF_STOCK");

    // The bank answers after all: the money is taken for an order that can no longer be placed.
    const attempt = await attemptOf(test.database.db, transactionId);
    await test.database.db
      .update(schema.paymentTransactions)
      .set({ status: "pending" })
      .where(eq(schema.paymentTransactions.id, attempt.id));
    const keys = test.config.payments.razorpay.keys;
    const auth = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString("base64")}`;
    const payments = await test.app.inject({
      method: "GET",
      url: `/_sandbox/pg/razorpay/v1/orders/${attempt.gatewayOrderId}/payments`,
      headers: { authorization: auth },
    });
    const paymentId = payments.json().items[0].id as string;
    const settled = await test.app.inject({
      method: "POST",
      url: `/_sandbox/pg/razorpay/tester/payments/${paymentId}`,
      headers: { accept: "application/json" },
      payload: { outcome: "success", webhooks: "normal" },
    });
    expect(settled.json().status).toBe("captured");
    expect((await orderOf(test.database.db, orderId)).status).toBe("PAYMENT_FAILED");
    const [refund] = await test.database.db
      .select()
      .from(schema.paymentRefunds)
      .where(eq(schema.paymentRefunds.transactionId, attempt.id));
    expect(refund).toMatchObject({
      status: "pending",
      amount: attempt.amount,
      reason: "order no longer available",
    });
    await runJob(REFUND_PAYMENT, { attemptId: attempt.id });
    const [done] = await test.database.db
      .select()
      .from(schema.paymentRefunds)
      .where(eq(schema.paymentRefunds.transactionId, attempt.id));
    expect(done?.status).toBe("processed");
    const refunds = await test.app.inject({
      method: "GET",
      url: `/_sandbox/pg/razorpay/v1/payments/${paymentId}/refunds`,
      headers: { authorization: auth },
    });
    expect(refunds.json().items).toMatchObject([{ amount: attempt.amount, status: "processed" }]);
    await runJob(REFUND_PAYMENT, { attemptId: attempt.id });
    expect(
      (
        await test.app.inject({
          method: "GET",
          url: `/_sandbox/pg/razorpay/v1/payments/${paymentId}/refunds`,
          headers: { authorization: auth },
        })
      ).json().count,
    ).toBe(1);
  });

  it("refunds the second of two attempts that were both paid", async () => {
    const { buyer, size, orderId, transactionId } = await startCard();
    const first = await payAtGateway(transactionId);
    const retry = await makePayment(test, buyer, {
      paymentTypeCode: "CREDIT_CARD",
      orderId,
      productsShippingDetails: [{ skuId: size.skuId, qty: 1, shippingMethod: "standard" }],
      pricingDetails: { netAmount: (await attemptOf(test.database.db, transactionId)).amount },
    });
    const second = await payAtGateway(retry.json().transactionId);
    await postForm(test, pathOf(first.action), first.fields);
    const late = await postForm(test, pathOf(second.action), second.fields);
    expect(late.headers.location).toBe(`/orderconfirmation/${orderId}/success/${retry.json().transactionId}`);
    const attempt = await attemptOf(test.database.db, retry.json().transactionId);
    const [refund] = await test.database.db
      .select()
      .from(schema.paymentRefunds)
      .where(eq(schema.paymentRefunds.transactionId, attempt.id));
    expect(refund).toMatchObject({ reason: "order already paid", status: "pending" });
    expect(await confirmations(orderId)).toBe(2);
  });
});
