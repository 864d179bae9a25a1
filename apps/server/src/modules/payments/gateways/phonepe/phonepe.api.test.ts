import { createHash, randomBytes } from "node:crypto";
import { MESSAGES, orderConfirmation, paymentResponse, vpaValidateResponse } from "@odin/contracts";
import { type PaymentHandoff, schema } from "@odin/db";
import { eq, like, or } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../../../../platform/config";
import { type BagFixture, createBagFixture } from "../../../../testing/bag-fixture";
import {
  addAddress,
  type Buyer,
  type CentreRef,
  call,
  centreOf,
  checkoutAs,
  newBuyer,
  newKey,
  placement,
  removeBuyers,
} from "../../../../testing/checkout";
import { createTestApp, problemOf, type TestApp } from "../../../../testing/test-app";
import { attemptTokens } from "../../gateway-tokens";
import type { PaymentAttempt, PaymentGateway, StoredAttempt, VpaChecker } from "../gateway";
import { createGateways } from "../index";

/**
 * PhonePe PG v2 end to end against its sandbox over HTTP: a UPI payment through
 * `POST /api/payment/make`, the checkout page, the sandbox phone's answer and the browser's return;
 * webhooks; the UPI-id check; and, with an adapter of the test's own, token reuse, status and refund.
 */

const BASE = "/_sandbox/pg/phonepe";
const ENV = { ODIN_SESSION_SECRET: `phonepe-api-${"0123456789abcdef".repeat(3)}` };
const FORM = { "content-type": "application/x-www-form-urlencoded" };

let test: TestApp;
let fixture: BagFixture;
let warehouse: CentreRef;
let origin: string;
let config: ReturnType<typeof loadConfig>;
const buyers: number[] = [];
const transactions: string[] = [];

beforeAll(async () => {
  test = await createTestApp({ env: ENV });
  fixture = createBagFixture(test.database.db);
  warehouse = await centreOf(test, "warehouse");
  origin = await test.app.listen({ host: "127.0.0.1", port: 0 });
  config = loadConfig({ NODE_ENV: "test", ODIN_MODE: "demo", ...ENV });
});
afterAll(async () => {
  const { db } = test.database;
  if (transactions.length > 0) {
    await db
      .delete(schema.paymentEvents)
      .where(or(...transactions.map((tx) => like(schema.paymentEvents.eventId, `%${tx}%`))));
    await db.delete(schema.jobs).where(or(...transactions.map((tx) => like(schema.jobs.key, `${tx}%`))));
  }
  await removeBuyers(test, buyers);
  await fixture.remove();
  await test.close();
});

/** An adapter of the test's own (its own token), reaching the app's sandbox over HTTP. */
function ownAdapter(): PaymentGateway & VpaChecker {
  const gateways = createGateways(
    config.payments,
    config.featureFlags,
    async () => origin,
    attemptTokens(test.database.db),
  );
  const adapter = gateways.get("phonepe");
  if (!adapter || !gateways.vpa) throw new Error("PhonePe is not switched on");
  return adapter as PaymentGateway & VpaChecker;
}

const issuedTokens = async () =>
  (await test.app.inject({ method: "GET", url: `${BASE}/tester/tokens` })).json().issued as number;

/** An attempt of no order of ours, enough for the sandbox to open a checkout. */
function looseAttempt(): PaymentAttempt {
  const transactionId = `TX${randomBytes(10).toString("hex").toUpperCase()}`;
  return {
    transactionId,
    orderNumber: "T-1",
    amount: 49_900,
    paymentType: "UPI",
    bankCode: "UPI",
    vpa: undefined,
    savedCardToken: undefined,
    saveCard: false,
    customer: { userId: 1, name: "A", email: undefined, phone: "9000000000", gatewayCustomerId: undefined },
    returnUrl: `${origin}/api/payment/confirmationRP/${transactionId}/callback/T-1/x`,
    expiresAt: new Date(Date.now() + 120_000),
  };
}

async function buyerWithBag(): Promise<Buyer> {
  const size = await fixture.size({ mrp: 149_900, price: 129_900, stock: 5 });
  const buyer = await newBuyer(test);
  buyers.push(buyer.user.id);
  await checkoutAs(test, buyer, { type: "update", cartItems: [{ skuId: size.skuId, qty: 1 }] });
  await addAddress(test, buyer, warehouse.pincode);
  await checkoutAs(test, buyer, {
    page: "shipping",
    selectedShippingMethods: [{ skuId: size.skuId, shippingMethod: "standard" }],
  });
  return buyer;
}

const htmlText = (value: string) => value.replace(/&(amp|#38);/g, "&");
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** The stored attempt of a transaction. */
async function attemptOf(transactionId: string) {
  const [row] = await test.database.db
    .select()
    .from(schema.paymentTransactions)
    .where(eq(schema.paymentTransactions.transactionId, transactionId));
  if (!row) throw new Error(`no attempt ${transactionId}`);
  return row;
}

/** The bag's order placed with UPI: PhonePe's checkout order opened for its attempt. */
async function placeWithUpi(buyer: Buyer) {
  const bag = await checkoutAs(test, buyer, { page: "payment" });
  const body = placement(bag, { paymentTypeCode: "UPI" });
  const made = await call(test, buyer, "POST", "/api/payment/make", body, { "idempotency-key": newKey() });
  expect(made.statusCode, made.body).toBe(200);
  const { orderId, transactionId = "", redirectUrl } = paymentResponse.parse(made.json());
  transactions.push(transactionId);
  expect(redirectUrl).toBe(`/checkout/pay/${transactionId}`);
  return { orderId, transactionId };
}

/**
 * The shopper places the bag's order with UPI and pays on PhonePe's page: the handoff opens the
 * checkout page, the sandbox phone answers as the tester says, and the checkout page's "continue"
 * takes the browser back to the store. Answers where the store sent the browser.
 */
async function payByUpi(buyer: Buyer, answer: { outcome: string; webhooks: string }) {
  const { orderId, transactionId } = await placeWithUpi(buyer);
  const handoff = (await attemptOf(transactionId)).handoff as PaymentHandoff;
  if (handoff.kind !== "form") throw new Error("not a form handoff");
  expect(handoff).toMatchObject({ method: "GET", action: `${BASE}/transact` });
  const token = handoff.fields.token ?? "";

  const page = await test.app.inject({ method: "GET", url: `${handoff.action}?${form(handoff.fields)}` });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain("upi://pay?pa=odin.sandbox%40sandbox");
  expect(page.body).toMatch(/<svg class="qr"/);
  const phone = htmlText(page.body.match(/href="([^"]*\/upi\?token=[^"]*flow=QR)"/)?.[1] ?? "");
  expect((await test.app.inject({ method: "GET", url: phone })).body).toContain('name="outcome"');
  const answered = await test.app.inject({
    method: "POST",
    url: `${BASE}/upi`,
    headers: FORM,
    payload: form({ token, flow: "QR", ...answer }),
  });
  expect(answered.statusCode).toBe(200);
  const state = await test.app.inject({ method: "GET", url: `${BASE}/transact/state?token=${token}` });
  expect(state.json()).toMatchObject({ done: true });

  const back = await test.app.inject({
    method: "POST",
    url: `${BASE}/transact/continue`,
    headers: FORM,
    payload: form({ token }),
  });
  const action = htmlText(back.body.match(/<form id="return" method="get" action="([^"]+)"/)?.[1] ?? "");
  const returned = await test.app.inject({ method: "GET", url: new URL(action).pathname });
  expect(returned.statusCode).toBe(303);
  return { orderId, transactionId, location: returned.headers.location };
}

describe("PhonePe's access token", () => {
  it("is fetched once for payments in a row, even at the same time, and renewed once expired", async () => {
    const phonepe = ownAdapter();
    const before = await issuedTokens();
    await Promise.all([phonepe.create(looseAttempt()), phonepe.create(looseAttempt())]);
    await phonepe.create(looseAttempt());
    expect(await issuedTokens()).toBe(before + 1);

    // The identity manager lets every token lapse: the next call is refused once, then renewed.
    await test.app.inject({ method: "POST", url: `${BASE}/tester/tokens/expire` });
    const created = await phonepe.create(looseAttempt());
    expect(created.handoff).toMatchObject({ kind: "form", method: "GET" });
    expect(await issuedTokens()).toBe(before + 2);
  });
});

describe("a UPI payment at PhonePe (spec 3 §3)", () => {
  it("approved on the phone: the order is paid exactly once, by the webhook or the return", async () => {
    const buyer = await buyerWithBag();
    const paid = await payByUpi(buyer, { outcome: "success", webhooks: "duplicate" });
    expect(paid.location).toBe(`/orderconfirmation/${paid.orderId}/success/${paid.transactionId}`);
    const order = orderConfirmation.parse(
      (await call(test, buyer, "GET", `/api/orderConfirm/${paid.orderId}`)).json(),
    );
    expect(order.payments).toEqual([expect.objectContaining({ paymentTypeCode: "UPI", status: "paid" })]);
    const attempt = await attemptOf(paid.transactionId);
    expect(attempt).toMatchObject({ status: "paid", gatewayOrderId: paid.transactionId });
    expect(attempt.gatewayPaymentId).toMatch(/^OM/);

    // The webhooks again, and the return again: nothing changes, no refund is owed.
    const replay = await test.app.inject({
      method: "POST",
      url: `${BASE}/tester/orders/${paid.transactionId}`,
      headers: { ...FORM, accept: "application/json" },
      payload: form({ outcome: "replay" }),
    });
    expect(replay.json()).toEqual({ state: "COMPLETED" });
    const again = await test.app.inject({
      method: "GET",
      url: `/api/payment/confirmationRP/${paid.transactionId}/callback/${paid.orderId}/${config.tenantId}`,
    });
    expect(again.headers.location).toBe(paid.location);
    // PhonePe sent its webhook twice (the tester's "duplicate", then "send again"): applied once.
    const events = await test.database.db
      .select()
      .from(schema.paymentEvents)
      .where(like(schema.paymentEvents.eventId, `%${paid.transactionId}%`));
    expect(events.map((row) => row.event)).toEqual(["checkout.order.completed"]);
    const refunds = await test.database.db
      .select()
      .from(schema.paymentRefunds)
      .where(eq(schema.paymentRefunds.transactionId, attempt.id));
    expect(refunds).toEqual([]);

    // The gateway's own view, and the money given back once.
    const phonepe = ownAdapter();
    const stored: StoredAttempt & { gatewayPaymentId: string } = {
      transactionId: paid.transactionId,
      gatewayOrderId: paid.transactionId,
      gatewayPaymentId: attempt.gatewayPaymentId ?? "",
      amount: attempt.amount,
    };
    expect(await phonepe.fetchStatus(stored)).toMatchObject({
      status: "paid",
      amount: attempt.amount,
      currency: "INR",
    });
    const key = `refund-${paid.transactionId}`;
    expect(await phonepe.refund(stored, key)).toEqual({ refundId: key, status: "pending" });
    await vi.waitFor(async () => expect((await phonepe.refund(stored, key)).status).toBe("processed"), {
      timeout: 15_000,
      interval: 250,
    });
  });

  it("declined on the phone: the attempt fails and the shopper lands on the failure page", async () => {
    const buyer = await buyerWithBag();
    const declined = await payByUpi(buyer, { outcome: "insufficient", webhooks: "normal" });
    const query = new URLSearchParams({ orderId: declined.orderId, transactionId: declined.transactionId });
    expect(declined.location).toBe(`/checkout/onpaymentfailure?${query}`);
    expect(await attemptOf(declined.transactionId)).toMatchObject({
      status: "failed",
      failureCode: "WALLET_INSUFFICIENT_BALANCE",
    });
  });
});

describe("PhonePe's webhooks", () => {
  const authorization = () => {
    const { webhookUsername, webhookPassword } = config.payments.phonepe.keys;
    return createHash("sha256").update(`${webhookUsername}:${webhookPassword}`).digest("hex");
  };

  it("are taken with PhonePe's Authorization only, and a paid order only once the status API agrees", async () => {
    const { transactionId } = await placeWithUpi(await buyerWithBag());
    const { amount } = await attemptOf(transactionId);
    const body = JSON.stringify({
      event: "checkout.order.completed",
      payload: {
        merchantOrderId: transactionId,
        orderId: "OMOFORGED",
        state: "COMPLETED",
        amount,
        paymentDetails: [{ transactionId: "OMFORGED", state: "COMPLETED", amount }],
      },
    });
    const deliver = (header?: string) =>
      test.app.inject({
        method: "POST",
        url: "/api/payment/webhook/phonepe",
        headers: { "content-type": "application/json", ...(header ? { authorization: header } : {}) },
        payload: body,
      });
    const good = authorization();
    const tampered = `${good.slice(0, 10)}${good[10] === "a" ? "b" : "a"}${good.slice(11)}`;
    expect((await deliver(tampered)).statusCode).toBe(400);
    expect((await deliver()).statusCode).toBe(400);
    expect((await attemptOf(transactionId)).status).toBe("created");

    const accepted = await deliver(good);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ received: true });
    // PhonePe's status API says the order still waits for the shopper: the webhook does not pay it.
    expect((await attemptOf(transactionId)).status).toBe("pending");

    // The shopper pays at PhonePe (the tester's page), and PhonePe's own webhook settles the order.
    const completed = await test.app.inject({
      method: "POST",
      url: `${BASE}/tester/orders/${transactionId}`,
      headers: { ...FORM, accept: "application/json" },
      payload: form({ outcome: "success", webhooks: "normal" }),
    });
    expect(completed.json()).toEqual({ state: "COMPLETED" });
    expect(await attemptOf(transactionId)).toMatchObject({
      status: "paid",
      gatewayPaymentId: expect.stringMatching(/^OM/),
    });
  });
});

describe("checking a UPI id (phonepeValidateVpa)", () => {
  it("answers PhonePe's verdict with the holder's name, and refuses an id without text on both sides of @", async () => {
    const buyer = await newBuyer(test);
    buyers.push(buyer.user.id);
    const check = (vpa: string) => call(test, buyer, "POST", "/api/payment/phonepe/validateVpa", { vpa });
    const valid = await check("asha.k@ybl");
    expect(valid.statusCode).toBe(200);
    expect(vpaValidateResponse.parse(valid.json())).toEqual({ valid: true, name: "Asha K" });
    expect((await check("asha@fail")).json()).toEqual({ valid: false });
    const malformed = await check("asha@");
    expect(malformed.statusCode).toBe(400);
    expect(problemOf(malformed)?.detail).toBe(MESSAGES.payment.invalidUpi);
  });
});
