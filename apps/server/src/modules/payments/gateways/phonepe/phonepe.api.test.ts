import { createHash, randomBytes } from "node:crypto";
import { MESSAGES, orderConfirmation, vpaValidateResponse } from "@odin/contracts";
import { schema } from "@odin/db";
import { like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { useTestApp } from "../../../../testing/api-fixture";
import { call } from "../../../../testing/checkout";
import { type OnlinePaymentKit, onlinePaymentKit } from "../../../../testing/online-payment";
import { postForm, submit } from "../../../../testing/online-payment-forms";
import { problemOf } from "../../../../testing/test-app";
import { attemptTokens } from "../../gateway-tokens";
import type { PaymentAttempt, PaymentGateway, StoredAttempt, VpaChecker } from "../gateway";
import { createGateways, SANDBOX_PG_PATH } from "../index";

/**
 * PhonePe PG v2 end to end against its sandbox over HTTP: a UPI payment through
 * `POST /api/payment/make`, the checkout page, the sandbox phone's answer and the browser's return;
 * webhooks; the UPI-id check; and, with an adapter of the test's own, token reuse, status and refund.
 */

const BASE = `${SANDBOX_PG_PATH}/phonepe`;

const test = useTestApp();
let online: OnlinePaymentKit;
let origin: string;

beforeAll(async () => {
  online = await onlinePaymentKit(test);
  origin = await test.app.listen({ host: "127.0.0.1", port: 0 });
});
afterAll(async () => {
  await online.remove();
});

/** An adapter of the test's own (its own token), reaching the app's sandbox over HTTP. */
function ownAdapter(): PaymentGateway & VpaChecker {
  const gateways = createGateways(
    test.config.payments,
    test.config.featureFlags,
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

const htmlText = (value: string) => value.replace(/&(amp|#38);/g, "&");

/** A shopper whose bag (a size of their own) is placed with UPI: PhonePe's checkout order opened for its attempt. */
async function placeWithUpi() {
  const { buyer } = await online.shopper({ mrp: 149_900, price: 129_900 });
  return online.start(buyer, "UPI");
}

/**
 * The shopper places the bag's order with UPI and pays on PhonePe's page: the handoff opens the
 * checkout page, the sandbox phone answers as the tester says, and the checkout page's "continue"
 * takes the browser back to the store. Answers where the store sent the browser.
 */
async function payByUpi(answer: { outcome: string; webhooks: string }) {
  const { buyer, orderId, transactionId } = await placeWithUpi();
  const { handoff, page, form } = await online.gatewayPage(transactionId);
  expect(handoff).toMatchObject({ method: "GET", action: `${BASE}/transact` });
  const token = handoff.fields.token ?? "";
  expect(page).toContain("upi://pay?pa=odin.sandbox%40sandbox");
  expect(page).toMatch(/<svg class="qr"/);
  const phone = htmlText(page.match(/href="([^"]*\/upi\?token=[^"]*flow=QR)"/)?.[1] ?? "");
  expect((await test.app.inject({ method: "GET", url: phone })).body).toContain('name="outcome"');
  const answered = await postForm(test, `${BASE}/upi`, { token, flow: "QR", ...answer });
  expect(answered.statusCode).toBe(200);
  const state = await test.app.inject({ method: "GET", url: `${BASE}/transact/state?token=${token}` });
  expect(state.json()).toMatchObject({ done: true });

  const back = await submit(test, form);
  const action = htmlText(back.body.match(/<form id="return" method="get" action="([^"]+)"/)?.[1] ?? "");
  const returned = await test.app.inject({ method: "GET", url: new URL(action).pathname });
  expect(returned.statusCode).toBe(303);
  return { buyer, orderId, transactionId, location: returned.headers.location };
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
  it("approved on the phone: the order is paid exactly once, by the webhook or the return", {
    tags: ["postgres"],
  }, async () => {
    const paid = await payByUpi({ outcome: "success", webhooks: "duplicate" });
    expect(paid.location).toBe(`/orderconfirmation/${paid.orderId}/success/${paid.transactionId}`);
    const order = orderConfirmation.parse(
      (await call(test, paid.buyer, "GET", `/api/orderConfirm/${paid.orderId}`)).json(),
    );
    expect(order.payments).toEqual([expect.objectContaining({ paymentTypeCode: "UPI", status: "paid" })]);
    const attempt = await online.attemptOf(paid.transactionId);
    expect(attempt).toMatchObject({ status: "paid", gatewayOrderId: paid.transactionId });
    expect(attempt.gatewayPaymentId).toMatch(/^OM/);

    // The webhooks again, and the return again: nothing changes, no refund is owed.
    const replay = await online.tester("phonepe", `/tester/orders/${paid.transactionId}`, {
      outcome: "replay",
    });
    expect(replay.json()).toEqual({ state: "COMPLETED" });
    const again = await test.app.inject({
      method: "GET",
      url: `/api/payment/confirmationRP/${paid.transactionId}/callback/${paid.orderId}/${test.config.tenantId}`,
    });
    expect(again.headers.location).toBe(paid.location);
    // PhonePe sent its webhook twice (the tester's "duplicate", then "send again"): applied once.
    const events = await test.database.db
      .select()
      .from(schema.paymentEvents)
      .where(like(schema.paymentEvents.eventId, `%${paid.transactionId}%`));
    expect(events.map((row) => row.event)).toEqual(["checkout.order.completed"]);
    expect(await online.refundsOf(attempt.id)).toEqual([]);

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
    expect(await phonepe.refund(stored, key, stored.amount)).toEqual({ refundId: key, status: "pending" });
    await vi.waitFor(
      async () => expect((await phonepe.refund(stored, key, stored.amount)).status).toBe("processed"),
      {
        timeout: 15_000,
        interval: 250,
      },
    );
  });

  it("declined on the phone: the attempt fails and the shopper lands on the failure page", async () => {
    const declined = await payByUpi({ outcome: "insufficient", webhooks: "normal" });
    const query = new URLSearchParams({ orderId: declined.orderId, transactionId: declined.transactionId });
    expect(declined.location).toBe(`/checkout/onpaymentfailure?${query}`);
    expect(await online.attemptOf(declined.transactionId)).toMatchObject({
      status: "failed",
      failureCode: "WALLET_INSUFFICIENT_BALANCE",
    });
  });
});

describe("the browser's return from PhonePe", () => {
  /** Calls to PhonePe's order status API while `run` runs. */
  async function statusCallsDuring(run: () => Promise<unknown>): Promise<number> {
    const fetched = vi.spyOn(globalThis, "fetch");
    try {
      await run();
      return fetched.mock.calls.filter(([url]) => String(url).includes("/checkout/v2/order/")).length;
    } finally {
      fetched.mockRestore();
    }
  }

  it("asks PhonePe about one attempt a bounded number of times, and a paid one never again", async () => {
    const { orderId, transactionId } = await placeWithUpi();
    await online.gatewayPage(transactionId);
    const url = `/api/payment/confirmationRP/${transactionId}/callback/${orderId}/${test.config.tenantId}`;
    const comeBack = async (times: number) => {
      for (let i = 0; i < times; i += 1) {
        const returned = await test.app.inject({ method: "GET", url });
        expect(returned.statusCode).toBe(303);
        expect(returned.headers.location).toBe(`/orderconfirmation/${orderId}/pending/${transactionId}`);
      }
    };
    // Nothing in PhonePe's return is signed, so each asks its status API: a reloaded page no more
    // than the limit allows.
    const limit = test.config.payments.maxStatusChecksPerAttempt;
    expect(await statusCallsDuring(() => comeBack(limit + 15))).toBe(limit);

    await online.tester("phonepe", `/tester/orders/${transactionId}`, {
      outcome: "success",
      webhooks: "normal",
    });
    expect((await online.attemptOf(transactionId)).status).toBe("paid");
    const paid = await statusCallsDuring(async () => {
      const returned = await test.app.inject({ method: "GET", url });
      expect(returned.headers.location).toBe(`/orderconfirmation/${orderId}/success/${transactionId}`);
    });
    expect(paid).toBe(0);
  });
});

describe("PhonePe's webhooks", () => {
  const authorization = () => {
    const { webhookUsername, webhookPassword } = test.config.payments.phonepe.keys;
    return createHash("sha256").update(`${webhookUsername}:${webhookPassword}`).digest("hex");
  };

  it("are taken with PhonePe's Authorization only, and a paid order only once the status API agrees", async () => {
    const { transactionId, amount } = await placeWithUpi();
    const hook = (event: string, state: string) =>
      JSON.stringify({
        event,
        payload: {
          merchantOrderId: transactionId,
          orderId: "OMOFORGED",
          state,
          amount,
          paymentDetails: [{ transactionId: "OMFORGED", state, amount }],
        },
      });
    const deliver = (header?: string, body = hook("checkout.order.completed", "COMPLETED")) =>
      online.webhook("phonepe", body, {
        "content-type": "application/json",
        ...(header ? { authorization: header } : {}),
      });
    const good = authorization();
    const tampered = `${good.slice(0, 10)}${good[10] === "a" ? "b" : "a"}${good.slice(11)}`;
    expect((await deliver(tampered)).statusCode).toBe(400);
    expect((await deliver()).statusCode).toBe(400);
    expect((await online.attemptOf(transactionId)).status).toBe("created");

    const accepted = await deliver(good);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ received: true });
    // PhonePe's status API says the order still waits for the shopper: the webhook does not pay it,
    // nor does a failure the status API does not bear out fail it.
    expect((await online.attemptOf(transactionId)).status).toBe("pending");
    expect((await deliver(good, hook("checkout.order.failed", "FAILED"))).statusCode).toBe(200);
    expect((await online.attemptOf(transactionId)).status).toBe("pending");

    // The shopper pays at PhonePe (the tester's page), and PhonePe's own webhook settles the order.
    const completed = await online.tester("phonepe", `/tester/orders/${transactionId}`, {
      outcome: "success",
      webhooks: "normal",
    });
    expect(completed.json()).toEqual({ state: "COMPLETED" });
    expect(await online.attemptOf(transactionId)).toMatchObject({
      status: "paid",
      gatewayPaymentId: expect.stringMatching(/^OM/),
    });
  });
});

describe("checking a UPI id (phonepeValidateVpa)", () => {
  it("answers PhonePe's verdict with the holder's name, and refuses an id without text on both sides of @", async () => {
    const buyer = await online.newBuyer();
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
