import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SandboxPayment } from "../../sandbox/pg/razorpay/razorpay-store";
import { razorpayWebhook } from "../../sandbox/pg/razorpay/razorpay-webhooks";
import { useTestApp } from "../../testing/api-fixture";
import { type OnlinePaymentKit, onlinePaymentKit, TEST_CARD } from "../../testing/online-payment";
import { backToStore, submit } from "../../testing/online-payment-forms";

/**
 * Forgeries are counted against the address they come from, and only forgeries (decision 50): the
 * signature is checked first, so a correctly signed webhook or return is always taken, however many
 * forged ones came from the same address before it (a gateway's, or a shared one behind a NAT).
 */

const test = useTestApp();
let online: OnlinePaymentKit;

beforeAll(async () => {
  online = await onlinePaymentKit(test);
});
afterAll(async () => {
  await online.remove();
});

const FORGERIES = 20;

/** A card payment paid at the sandbox, which sent no webhook: the return form and the payment. */
async function paidAtGateway() {
  const { buyer } = await online.shopper();
  const { orderId, transactionId } = await online.start(buyer, "CREDIT_CARD");
  const { answered } = await online.payAtGateway(transactionId, { ...TEST_CARD, outcome: "success" });
  const { gatewayOrderId } = await online.attemptOf(transactionId);
  const payments = await online.razorpayApi(`/orders/${gatewayOrderId}/payments`);
  const [payment] = payments.json().items as SandboxPayment[];
  if (!payment) throw new Error("no payment at the sandbox");
  return { orderId, transactionId, back: backToStore(answered.body), payment };
}

describe("forged gateway messages from one address", () => {
  it(`${FORGERIES} forged webhooks, then the gateway's signed one: the genuine is applied (200)`, async () => {
    const { orderId, payment } = await paidAtGateway();
    const deliver = (hook: { body: string; headers: Record<string, string> }) =>
      online.webhook("razorpay", hook.body, hook.headers);
    const forged = razorpayWebhook("not-the-secret", "payment.captured", { payment });
    for (let sent = 0; sent < FORGERIES; sent += 1) expect((await deliver(forged)).statusCode).toBe(400);
    expect((await deliver(forged)).statusCode).toBe(429);

    const secret = test.config.payments.razorpay.keys.webhookSecret;
    const genuine = await deliver(razorpayWebhook(secret, "payment.captured", { payment }));
    expect(genuine.statusCode, genuine.body).toBe(200);
    expect((await online.orderOf(orderId)).status).toBe("PLACED");
  });

  it(`${FORGERIES} forged returns, then the shopper's signed return: the order is paid`, async () => {
    const { orderId, transactionId, back, payment } = await paidAtGateway();
    const forgedReturn = {
      razorpay_order_id: payment.order_id,
      razorpay_payment_id: payment.id,
      razorpay_signature: "0".repeat(64),
    };
    for (let sent = 0; sent < FORGERIES; sent += 1) {
      const answer = await submit(test, { ...back, fields: forgedReturn });
      expect(answer.headers.location).toBe(`/orderconfirmation/${orderId}/pending/${transactionId}`);
    }
    const genuine = await submit(test, back);
    expect(genuine.headers.location).toBe(`/orderconfirmation/${orderId}/success/${transactionId}`);
    expect((await online.orderOf(orderId)).status).toBe("PLACED");
  });
});
