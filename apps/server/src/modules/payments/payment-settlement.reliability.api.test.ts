import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SandboxPayment } from "../../sandbox/pg/razorpay/razorpay-store";
import { razorpayWebhook } from "../../sandbox/pg/razorpay/razorpay-webhooks";
import type { SignedWebhook } from "../../sandbox/pg/sandbox-kit";
import { useTestApp } from "../../testing/api-fixture";
import { call } from "../../testing/checkout";
import { type OnlinePaymentKit, onlinePaymentKit, TEST_CARD } from "../../testing/online-payment";
import { backToStore, submit } from "../../testing/online-payment-forms";
import { CLIENT_HEADERS } from "../../testing/test-app";

/**
 * Exactly once (decision 41): the browser's return, the validate call and Razorpay's webhooks for one
 * payment, each delivered three times, out of order and all at once, move the order to paid once,
 * write its confirmation once, and a late failure never undoes it. A message that is not about our
 * attempt (tampered signature, amount, order id or currency) changes nothing. Runs on PGlite and, in
 * `npm run test:pg`, on PostgreSQL with real concurrency.
 */

const test = useTestApp();
let online: OnlinePaymentKit;

beforeAll(async () => {
  online = await onlinePaymentKit(test);
});
afterAll(async () => {
  await online.remove();
});

const keys = () => test.config.payments.razorpay.keys;

/** A card payment started and paid at the sandbox (no webhooks sent by it); answers what to deliver. */
async function paidAtGateway(outcome = "success") {
  const { buyer } = await online.shopper();
  const { orderId, transactionId } = await online.start(buyer, "CREDIT_CARD");
  const { answered } = await online.payAtGateway(transactionId, { ...TEST_CARD, outcome });
  const back = backToStore(answered.body);
  const { gatewayOrderId } = await online.attemptOf(transactionId);
  const payments = await online.razorpayApi(`/orders/${gatewayOrderId}/payments`);
  const [payment] = payments.json().items as SandboxPayment[];
  if (!payment) throw new Error("no payment at the sandbox");
  return { buyer, orderId, transactionId, back, payment };
}

const deliver = (hook: SignedWebhook) => online.webhook("razorpay", hook.body, hook.headers);

describe("every delivery of a payment, three times, out of order and at once", { tags: ["postgres"] }, () => {
  it("pays the order once, confirms it once, and a late failure never undoes it", async () => {
    const { buyer, orderId, transactionId, back, payment } = await paidAtGateway();
    const secret = keys().webhookSecret;
    const order = { id: payment.order_id, entity: "order", status: "paid" } as never;
    const captured = razorpayWebhook(secret, "payment.captured", { payment });
    const orderPaid = razorpayWebhook(secret, "order.paid", { payment, order });
    const authorized = razorpayWebhook(secret, "payment.authorized", {
      payment: { ...payment, status: "authorized", captured: false },
    });
    const lateFailure = razorpayWebhook(secret, "payment.failed", {
      payment: {
        ...payment,
        status: "failed",
        error_code: "BAD_REQUEST_ERROR",
        error_reason: "payment_failed",
      },
    });
    const validate = () => call(test, buyer, "POST", "/api/payment/validate", { orderId, transactionId });
    const returned = () => submit(test, back);
    const deliveries = [
      ...[1, 2, 3].flatMap(() => [
        () => deliver(orderPaid),
        () => deliver(captured),
        () => deliver(authorized),
        returned,
        validate,
        () => deliver(lateFailure),
      ]),
    ];
    const answers = await Promise.all(deliveries.map((delivery) => delivery()));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBeLessThan(400);

    expect((await online.orderOf(orderId)).status).toBe("PLACED");
    expect(await online.attemptOf(transactionId)).toMatchObject({ status: "paid" });
    expect((await online.confirmationsOf(orderId)).map((message) => message.channel).sort()).toEqual([
      "email",
      "sms",
    ]);
    // Each event recorded once, by what its signed body says.
    for (const eventId of [
      `order.paid:${payment.id}:captured`,
      `payment.captured:${payment.id}:captured`,
      `payment.authorized:${payment.id}:authorized`,
      `payment.failed:${payment.id}:failed`,
    ])
      expect(await online.eventsOf("razorpay", eventId), eventId).toHaveLength(1);

    // And once more after it all settled, in the other order: nothing moves.
    for (const delivery of [...deliveries].reverse()) expect((await delivery()).statusCode).toBeLessThan(400);
    expect((await online.orderOf(orderId)).status).toBe("PLACED");
    expect(await online.confirmationsOf(orderId)).toHaveLength(2);
    const status = await call(test, buyer, "POST", "/api/payment/pending", { orderId });
    expect(status.json()).toMatchObject({
      status: "success",
      redirectUrl: `/orderconfirmation/${orderId}/success/${transactionId}`,
    });
  });
});

describe("Razorpay's webhooks, de-duplicated on what the signature covers", () => {
  it("lets no signed webhook re-sent under another event id shadow the genuine one, and applies a duplicate once", async () => {
    const { orderId, transactionId, payment } = await paidAtGateway();
    const other = await paidAtGateway("failure");
    const secret = keys().webhookSecret;
    const genuine = razorpayWebhook(secret, "payment.captured", { payment });
    const eventId = genuine.headers["x-razorpay-event-id"] ?? "";
    // Another payment's signed webhook, re-sent with the genuine one's id (the header is not signed).
    const foreign = razorpayWebhook(secret, "payment.failed", { payment: other.payment });
    expect(
      (await deliver({ ...foreign, headers: { ...foreign.headers, "x-razorpay-event-id": eventId } }))
        .statusCode,
    ).toBe(200);
    expect((await deliver(genuine)).statusCode).toBe(200);
    expect((await online.orderOf(orderId)).status).toBe("PLACED");
    expect(await online.attemptOf(transactionId)).toMatchObject({
      status: "paid",
      gatewayPaymentId: payment.id,
    });
    // Razorpay's redelivery, and the same body under a made-up id: applied once.
    for (const id of [eventId, "evt_Forged00000001"])
      expect(
        (await deliver({ ...genuine, headers: { ...genuine.headers, "x-razorpay-event-id": id } }))
          .statusCode,
      ).toBe(200);
    expect(await online.eventsOf("razorpay", `payment.captured:${payment.id}:captured`)).toHaveLength(1);
    expect(await online.confirmationsOf(orderId)).toHaveLength(2);
    expect(await online.attemptOf(other.transactionId)).toMatchObject({ status: "failed" });
  });
});

describe("a message that is not about our attempt", () => {
  it("is refused and leaves the order as it was", async () => {
    const { orderId, transactionId, back, payment } = await paidAtGateway("pending");
    const secret = keys().webhookSecret;
    const untouched = async () => {
      expect((await online.orderOf(orderId)).status).toBe("PAYMENT_PENDING");
      expect(await online.attemptOf(transactionId)).toMatchObject({
        status: "pending",
        gatewayPaymentId: null,
      });
      expect(await online.confirmationsOf(orderId)).toHaveLength(0);
    };
    await submit(test, back);
    await untouched();

    const paidNow = { ...payment, status: "captured" as const, captured: true };
    const genuine = razorpayWebhook(secret, "payment.captured", { payment: paidNow });
    // The body changed after signing: the amount, the order id, the currency.
    for (const [from, to] of [
      [`"amount":${payment.amount}`, `"amount":${payment.amount - 100}`],
      [`"order_id":"${payment.order_id}"`, `"order_id":"order_Forged0000001"`],
      [`"currency":"INR"`, `"currency":"USD"`],
    ] as const) {
      const forged = { ...genuine, body: genuine.body.replace(from, to) };
      expect(forged.body).not.toBe(genuine.body);
      expect((await deliver(forged)).statusCode).toBe(400);
    }
    // Signed with the right secret but not our attempt's amount or currency (a gateway's mistake).
    for (const wrong of [{ amount: payment.amount + 100 }, { currency: "USD" }]) {
      const signed = razorpayWebhook(secret, "payment.captured", { payment: { ...paidNow, ...wrong } });
      expect((await deliver(signed)).statusCode).toBe(400);
    }
    // A webhook signed with another secret.
    expect(
      (await deliver(razorpayWebhook("not-the-secret", "payment.captured", { payment: paidNow }))).statusCode,
    ).toBe(400);
    // The browser's return with a signature that is not Razorpay's.
    const signature = `${"0".repeat(63)}1`;
    const forgedReturn = {
      razorpay_order_id: payment.order_id,
      razorpay_payment_id: payment.id,
      razorpay_signature: signature,
    };
    const answer = await submit(test, { ...back, fields: forgedReturn });
    expect(answer.headers.location).toBe(`/orderconfirmation/${orderId}/pending/${transactionId}`);
    await untouched();
  });

  it("answers a return for another tenant, order or unknown attempt with the failure page and changes nothing", async () => {
    const { orderId, transactionId, back } = await paidAtGateway();
    for (const action of [
      back.action.replace(`/${orderId}/`, "/OD000000000000/"),
      back.action.replace(/\/[^/]+$/, "/another-tenant"),
      back.action.replace(transactionId, "TX00000000000000000000"),
    ]) {
      const answer = await submit(test, { ...back, action });
      expect(answer.statusCode).toBe(303);
      expect(answer.headers.location).toBe("/checkout/onpaymentfailure");
    }
    expect((await online.orderOf(orderId)).status).toBe("PAYMENT_PENDING");
  });

  it("refuses a webhook for a gateway that is not switched on, and a body that is not JSON", async () => {
    const body = JSON.stringify({ event: "payment.captured" });
    const headers = { ...CLIENT_HEADERS, "x-razorpay-signature": "0" };
    const unknown = await online.webhook("nobody", body, headers);
    expect(unknown.statusCode).toBe(400);
    const broken = await online.webhook("razorpay", "{", headers);
    expect(broken.statusCode).toBe(400);
  });
});
