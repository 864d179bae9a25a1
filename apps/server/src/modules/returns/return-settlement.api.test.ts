import { randomBytes } from "node:crypto";
import {
  adminGatewayRefundRetry,
  adminGatewayRefundsPage,
  adminPayoutRetry,
  adminPayoutsPage,
  auditPage,
  paymentResponse,
} from "@odin/contracts";
import { schema } from "@odin/db";
import { and, asc, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { servicesOf } from "../../platform/composition";
import { razorpayWebhook } from "../../sandbox/pg/razorpay/razorpay-webhooks";
import { type AdminReturnsKit, adminReturnsKit, type ReturnedItem } from "../../testing/admin-returns";
import { useTestApp } from "../../testing/api-fixture";
import {
  call,
  checkoutAs,
  grantPoints,
  newKey,
  placement,
  readyToPay,
  testLoyalty,
} from "../../testing/checkout";
import { type OnlinePaymentKit, onlinePaymentKit } from "../../testing/online-payment";
import { staffWith, type TestStaff } from "../../testing/staff";
import { problemOf } from "../../testing/test-app";
import { SEND_PAYOUT } from "../bank-transfer/payouts/payout-job";
import { REFUND_PAYMENT } from "../payments/payment-job-names";
import { indiaToday } from "./returns-admin-rules";

/**
 * A returned item becomes REFUNDED when its refund is paid (decision 60): by the refund job's or a
 * webhook's word from the gateway, by the payout job's from the payouts provider, at once when paid
 * back in points alone; a failed refund or payout is tried again from the back office, once.
 */

const test = useTestApp();
let online: OnlinePaymentKit;
let kit: AdminReturnsKit;
let operations: TestStaff;
let care: TestStaff;
const gatewayRefundIds: string[] = [];

beforeAll(async () => {
  online = await onlinePaymentKit(test);
  kit = adminReturnsKit(test, online);
  operations = await staffWith(test, ["returns:read", "returns:write", "audit:read"]);
  care = await staffWith(test, ["returns:read", "refunds:write", "audit:read"]);
});
afterAll(async () => {
  const { db } = test.database;
  for (const id of gatewayRefundIds)
    await db.delete(schema.paymentEvents).where(like(schema.paymentEvents.eventId, `%${id}%`));
  await kit.remove();
  await online.remove();
});

/** The warehouse takes the return in and passes its check: the item RETURNED, its refund asked for. */
async function passed(returned: ReturnedItem) {
  const post = (path: string, body: object = {}) =>
    kit.admin(operations, "POST", `/admin/api/returns/${returned.returnId}/${path}`, body);
  expect((await post("pickup", { date: indiaToday(new Date()) })).statusCode).toBe(200);
  expect((await post("picked-up")).statusCode).toBe(200);
  const answer = await post("receive", { result: "PASSED" });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

/** The return's gateway refunds, the first first. */
const refundsOf = (returnId: string) =>
  test.database.db
    .select()
    .from(schema.paymentRefunds)
    .where(like(schema.paymentRefunds.idempotencyKey, `return:${returnId}%`))
    .orderBy(asc(schema.paymentRefunds.id));

const payoutsOf = (returnId: string) =>
  test.database.db
    .select()
    .from(schema.payouts)
    .where(like(schema.payouts.reference, `${returnId}%`))
    .orderBy(asc(schema.payouts.id));

/** The gateway's word on a refund as the refund job records it (a "pending" answer with the gateway's id). */
async function gatewaySays(refundId: number, status: "pending" | "failed", gatewayRefundId: string) {
  const { refundSettlements } = servicesOf(test.app);
  await test.database.db.transaction((tx) =>
    refundSettlements.record(tx, { id: refundId }, { status, gatewayRefundId }, "test"),
  );
}

/** A signed Razorpay refund webhook about the refund, delivered to our route. */
async function refundWebhook(
  event: "refund.processed" | "refund.failed",
  gatewayRefundId: string,
  amount: number,
) {
  const secret = test.config.payments.razorpay.keys.webhookSecret;
  const refund = {
    id: gatewayRefundId,
    entity: "refund" as const,
    amount,
    currency: "INR",
    payment_id: "pay_test",
    receipt: null,
    notes: {},
    status: event === "refund.processed" ? ("processed" as const) : ("failed" as const),
    speed_processed: "normal",
    created_at: Math.floor(Date.now() / 1000),
  };
  const hook = razorpayWebhook(secret, event, { refund });
  const answer = await online.webhook("razorpay", hook.body, hook.headers);
  expect(answer.statusCode, answer.body).toBe(200);
}

const newGatewayRefundId = () => {
  const id = `rfnd_rt${randomBytes(6).toString("hex")}`;
  gatewayRefundIds.push(id);
  return id;
};

async function refundedEntries(returnId: string) {
  const answer = await kit.admin(
    operations,
    "GET",
    `/admin/api/audit?resource=return&resourceId=${returnId}`,
  );
  return auditPage.parse(answer.json()).entries.filter((entry) => entry.action === "refunded");
}

async function expectRefunded(returned: ReturnedItem, actorName: string) {
  const page = await kit.page(operations, returned.returnId);
  expect(page).toMatchObject({ stage: "REFUNDED", item: { status: "REFUNDED" } });
  expect(page.events.at(-1)).toMatchObject({ from: "RETURNED", to: "REFUNDED" });
  const entries = await refundedEntries(returned.returnId);
  expect(entries).toHaveLength(1);
  expect(entries[0]).toMatchObject({
    actor: { id: null, name: actorName },
    changes: { itemStatus: { from: "RETURNED", to: "REFUNDED" } },
  });
  expect((await kit.shopperSees(returned)).status).toBe("REFUNDED");
  const told = await kit.messagesNaming(`order-status:${returned.order.orderNumber}:REFUNDED:`);
  expect(told.length).toBeGreaterThanOrEqual(1);
}

describe("a card payment's refund", () => {
  it("moves the item to REFUNDED when the refund job's gateway answer says processed", async () => {
    const returned = await kit.returned("card");
    await passed(returned);
    const [refund] = await refundsOf(returned.returnId);
    expect(refund).toMatchObject({ status: "pending", amount: returned.order.items[0]?.lineTotal });
    expect((await kit.shopperSees(returned)).status).toBe("RETURNED");
    await online.runJob(REFUND_PAYMENT, { attemptId: refund?.transactionId ?? 0, refundId: refund?.id ?? 0 });
    expect((await refundsOf(returned.returnId))[0]?.status).toBe("processed");
    await expectRefunded(returned, "gateway refund");
    // Run again (a retry of the job): nothing moves twice.
    await online.runJob(REFUND_PAYMENT, { attemptId: refund?.transactionId ?? 0, refundId: refund?.id ?? 0 });
    expect(await refundedEntries(returned.returnId)).toHaveLength(1);
  });

  it("moves it when the gateway's refund webhook says processed, once however often it comes", async () => {
    const returned = await kit.returned("card");
    await passed(returned);
    const [refund] = await refundsOf(returned.returnId);
    const gatewayRefundId = newGatewayRefundId();
    await gatewaySays(refund?.id ?? 0, "pending", gatewayRefundId);
    expect((await kit.page(operations, returned.returnId)).stage).toBe("QC_PASSED");
    await refundWebhook("refund.processed", gatewayRefundId, refund?.amount ?? 0);
    await refundWebhook("refund.processed", gatewayRefundId, refund?.amount ?? 0);
    await expectRefunded(returned, "gateway refund");
  });

  it("is tried again from the back office once when it failed, and the retry's success refunds the item", async () => {
    const returned = await kit.returned("card");
    await passed(returned);
    const [refund] = await refundsOf(returned.returnId);
    if (!refund) throw new Error("no refund asked");
    const gatewayRefundId = newGatewayRefundId();
    await gatewaySays(refund.id, "pending", gatewayRefundId);
    await refundWebhook("refund.failed", gatewayRefundId, refund.amount);
    expect((await kit.shopperSees(returned)).status).toBe("RETURNED");

    const waiting = adminGatewayRefundsPage.parse(
      (await kit.admin(care, "GET", "/admin/api/refunds?needsRetry=true&limit=200")).json(),
    );
    expect(waiting.refunds.find((row) => row.refundId === refund.id)).toMatchObject({
      key: `return:${returned.returnId}`,
      orderId: returned.order.orderNumber,
      state: "FAILED",
      retriedAs: null,
    });
    const readOnly = await staffWith(test, ["returns:read"]);
    expect((await kit.admin(readOnly, "POST", `/admin/api/refunds/${refund.id}/retry`)).statusCode).toBe(403);

    const retried = await kit.admin(care, "POST", `/admin/api/refunds/${refund.id}/retry`);
    expect(retried.statusCode, retried.body).toBe(200);
    const { failed, retry } = adminGatewayRefundRetry.parse(retried.json());
    expect(failed).toMatchObject({ refundId: refund.id, retriedAs: `return:${returned.returnId}:retry-1` });
    expect(retry).toMatchObject({
      key: `return:${returned.returnId}:retry-1`,
      amount: refund.amount,
      state: "OPEN",
    });
    // A double click: refused, nothing more asked of the gateway.
    const again = await kit.admin(care, "POST", `/admin/api/refunds/${refund.id}/retry`);
    expect(again.statusCode).toBe(409);
    expect(problemOf(again)?.code).toBe("REFUND_ALREADY_RETRIED");
    expect((await refundsOf(returned.returnId)).map((row) => row.status)).toEqual(["failed", "pending"]);
    const jobs = await test.database.db
      .select()
      .from(schema.jobs)
      .where(and(eq(schema.jobs.name, REFUND_PAYMENT), like(schema.jobs.key, `%:refund:${retry.refundId}`)));
    expect(jobs).toHaveLength(1);
    const [entry] = auditPage.parse(
      (await kit.admin(care, "GET", `/admin/api/audit?resource=refund&resourceId=${refund.id}`)).json(),
    ).entries;
    expect(entry).toMatchObject({
      actor: { id: care.id },
      action: "retry",
      changes: { retriedAs: { from: null, to: retry.key } },
    });
    const page = await kit.page(care, returned.returnId);
    expect(page.refund.gatewayRefunds.map((row) => row.key)).toEqual([retry.key, failed.key]);

    const [attempt] = (await refundsOf(returned.returnId)).slice(-1);
    await online.runJob(REFUND_PAYMENT, { attemptId: attempt?.transactionId ?? 0, refundId: retry.refundId });
    await expectRefunded(returned, "gateway refund");
    const notFailed = await kit.admin(care, "POST", `/admin/api/refunds/${retry.refundId}/retry`);
    expect(problemOf(notFailed)?.code).toBe("REFUND_NOT_FAILED");
    expect((await kit.admin(care, "POST", "/admin/api/refunds/2147483000/retry")).statusCode).toBe(404);
  });

  it("is tried again once when two retries come at once", { tags: ["postgres"] }, async () => {
    const returned = await kit.returned("card");
    await passed(returned);
    const [refund] = await refundsOf(returned.returnId);
    if (!refund) throw new Error("no refund asked");
    await gatewaySays(refund.id, "failed", newGatewayRefundId());
    const answers = await Promise.all([
      kit.admin(care, "POST", `/admin/api/refunds/${refund.id}/retry`),
      kit.admin(care, "POST", `/admin/api/refunds/${refund.id}/retry`),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await refundsOf(returned.returnId)).toHaveLength(2);
  });
});

describe("a cash-on-delivery refund by bank transfer", () => {
  const runPayout = (payoutId: number, round: number) => online.runJob(SEND_PAYOUT, { payoutId, round });

  it("is tried again when the payout was reversed, and the retry's payout refunds the item", async () => {
    const returned = await kit.returned("cod");
    await passed(returned);
    const [payout] = await payoutsOf(returned.returnId);
    if (!payout) throw new Error("no payout asked");
    await runPayout(payout.id, 0);
    const providerId = (await payoutsOf(returned.returnId))[0]?.providerPayoutId ?? "";
    const chosen = await test.app.inject({
      method: "POST",
      url: `/_sandbox/payouts/tester/${providerId}`,
      headers: { accept: "application/json", "content-type": "application/x-www-form-urlencoded" },
      payload: "outcome=reversed",
    });
    expect(chosen.statusCode).toBe(200);
    await runPayout(payout.id, 1);
    expect((await payoutsOf(returned.returnId))[0]?.status).toBe("reversed");
    expect((await kit.shopperSees(returned)).status).toBe("RETURNED");

    const waiting = adminPayoutsPage.parse(
      (await kit.admin(care, "GET", "/admin/api/payouts?needsRetry=true&limit=200")).json(),
    );
    expect(waiting.payouts.find((row) => row.payoutId === payout.id)).toMatchObject({
      reference: returned.returnId,
      state: "FAILED",
      accountLastFour: "6789",
    });
    expect(JSON.stringify(waiting)).not.toContain("50100123456789");
    const retried = await kit.admin(care, "POST", `/admin/api/payouts/${payout.id}/retry`);
    expect(retried.statusCode, retried.body).toBe(200);
    const { retry } = adminPayoutRetry.parse(retried.json());
    expect(retry).toMatchObject({
      reference: `${returned.returnId}-R1`,
      amount: payout.amount,
      state: "OPEN",
    });
    const again = await kit.admin(care, "POST", `/admin/api/payouts/${payout.id}/retry`);
    expect(problemOf(again)?.code).toBe("REFUND_ALREADY_RETRIED");
    expect(await payoutsOf(returned.returnId)).toHaveLength(2);

    await runPayout(retry.payoutId, 0);
    expect((await kit.page(care, returned.returnId)).stage).toBe("QC_PASSED");
    await runPayout(retry.payoutId, 1);
    await expectRefunded(returned, "bank-transfer payout");
    const done = await kit.admin(care, "POST", `/admin/api/payouts/${retry.payoutId}/retry`);
    expect(problemOf(done)?.code).toBe("REFUND_NOT_FAILED");
  });
});

describe("a refund in points alone", () => {
  it("is paid with the move to RETURNED, so the item is REFUNDED at once", async () => {
    const size = await online.fixture.size({ mrp: 199_900, price: 149_900, stock: 5 });
    const buyer = await online.newBuyer();
    await grantPoints(test, testLoyalty(test), {
      userId: buyer.user.id,
      brandId: size.brandId,
      points: 100_000,
    });
    await readyToPay(test, buyer, [{ skuId: size.skuId, qty: 1 }], online.warehouse.pincode);
    const bag = await checkoutAs(test, buyer, { page: "payment", selectedPaymentMode: "LOYALTY" });
    const body = placement(bag, {
      paymentTypeCode: "LOYALTY",
      useLoyalty: true,
      pricingDetails: { netAmount: 0 },
    });
    const made = await call(test, buyer, "POST", "/api/payment/make", body, { "idempotency-key": newKey() });
    expect(made.statusCode, made.body).toBe(200);
    const orderNumber = paymentResponse.parse(made.json()).orderId;
    const order = await online.orderOf(orderNumber);
    const items = await test.database.db
      .select()
      .from(schema.orderItems)
      .where(eq(schema.orderItems.orderId, order.id));
    const returned = await kit.returned("card", { buyer, orderNumber, orderId: order.id, items });

    const answer = await passed(returned);
    expect(answer).toMatchObject({
      stage: "REFUNDED",
      refund: { toLoyalty: items[0]?.lineTotal, destinations: ["loyalty"], gatewayRefunds: [], payouts: [] },
    });
    await expectRefunded(returned, "points refund (given back on return)");
    const balance = (await testLoyalty(test).balances(buyer.user.id))[0]?.balance;
    expect(balance).toBe(100_000);
  });
});
