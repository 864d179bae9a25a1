import { createHmac } from "node:crypto";
import Razorpay from "razorpay";
import razorpayUtils from "razorpay/dist/utils/razorpay-utils.js";
import { describe, expect, it } from "vitest";
import { razorpayWebhook } from "../../../../sandbox/pg/razorpay/razorpay-webhooks";
import { createRazorpayGateway } from "./razorpay";

/**
 * The sandbox signs as Razorpay does: its checkout signature and webhook signature pass the official
 * `razorpay` package's own checks, and our verifier (constant-time, over the order id we stored) takes
 * exactly those and refuses a payload with any one character changed.
 */

const keys = {
  keyId: "rzp_test_0123456789abcd",
  keySecret: "sandbox-key-secret",
  webhookSecret: "sandbox-webhook",
};
const gateway = createRazorpayGateway(
  { sandbox: true, keys, urls: { api: "http://127.0.0.1:9" } },
  { server: async () => "http://127.0.0.1:9", browser: "" },
);
// The package's documented helpers (README "Verify payment signature"): the webhook check is a static
// method of the client; the payment check lives in its utils module.
const { validateWebhookSignature } = Razorpay as unknown as {
  validateWebhookSignature(body: string, signature: string, secret: string): boolean;
};
const { validatePaymentVerification } = razorpayUtils as {
  validatePaymentVerification(
    params: { order_id: string; payment_id: string },
    signature: string,
    secret: string,
  ): boolean;
};

/** Each way of changing one character of a text. */
function oneCharacterChanged(text: string): string[] {
  return Array.from({ length: text.length }, (_, index) => {
    const char = text[index] === "a" ? "b" : "a";
    return `${text.slice(0, index)}${char}${text.slice(index + 1)}`;
  });
}

const ORDER = "order_SandboxOrder01";
const PAYMENT = "pay_SandboxPaymnt01";
const checkoutSignature = (orderId: string, paymentId: string) =>
  createHmac("sha256", keys.keySecret).update(`${orderId}|${paymentId}`).digest("hex");

describe("Razorpay's checkout signature", () => {
  const signature = checkoutSignature(ORDER, PAYMENT);

  it("is what the official package's validatePaymentVerification accepts", () => {
    expect(
      validatePaymentVerification({ order_id: ORDER, payment_id: PAYMENT }, signature, keys.keySecret),
    ).toBe(true);
  });

  it("is refused by our verifier when any one character of it changes, or it names another order", async () => {
    const stored = { transactionId: "TX1", gatewayOrderId: ORDER, gatewayPaymentId: undefined, amount: 100 };
    const fields = { razorpay_order_id: ORDER, razorpay_payment_id: PAYMENT };
    for (const changed of oneCharacterChanged(signature)) {
      expect(await gateway.verifyReturn({ ...fields, razorpay_signature: changed }, stored)).toBe("invalid");
      expect(
        validatePaymentVerification({ order_id: ORDER, payment_id: PAYMENT }, changed, keys.keySecret),
      ).toBe(false);
    }
    for (const payment of oneCharacterChanged(PAYMENT))
      expect(
        await gateway.verifyReturn(
          { ...fields, razorpay_payment_id: payment, razorpay_signature: signature },
          stored,
        ),
      ).toBe("invalid");
    // Signed for another order of ours: checked against the order id we stored, not the one sent.
    const other = checkoutSignature("order_SomeOtherOrder", PAYMENT);
    const forOther = {
      razorpay_order_id: "order_SomeOtherOrder",
      razorpay_payment_id: PAYMENT,
      razorpay_signature: other,
    };
    expect(await gateway.verifyReturn(forOther, stored)).toBe("invalid");
    expect(await gateway.verifyReturn({ ...forOther, razorpay_order_id: ORDER }, stored)).toBe("invalid");
  });
});

describe("Razorpay's webhook signature", () => {
  const payment = {
    id: PAYMENT,
    entity: "payment" as const,
    amount: 149_900,
    currency: "INR",
    status: "captured" as const,
    order_id: ORDER,
    method: "card",
    captured: true,
    bank: null,
    wallet: null,
    vpa: null,
    email: null,
    contact: null,
    customer_id: null,
    token_id: null,
    card: null,
    error_code: null,
    error_description: null,
    error_reason: null,
    amount_refunded: 0,
    created_at: 1_790_000_000,
  };
  const hook = razorpayWebhook(keys.webhookSecret, "payment.captured", { payment });
  const headers = hook.headers;

  it("passes the official package's validateWebhookSignature, and ours reads the event by its signed body", () => {
    expect(
      validateWebhookSignature(hook.body, headers["x-razorpay-signature"] ?? "", keys.webhookSecret),
    ).toBe(true);
    const event = gateway.parseWebhook(hook.body, headers);
    expect(event).toMatchObject({
      kind: "payment",
      // Named by the event, the payment and its state; the event-id header is not signed.
      eventId: `payment.captured:${PAYMENT}:captured`,
      event: "payment.captured",
      outcome: {
        status: "paid",
        gatewayOrderId: ORDER,
        gatewayPaymentId: PAYMENT,
        amount: 149_900,
        currency: "INR",
      },
    });
    const resent = gateway.parseWebhook(hook.body, { ...headers, "x-razorpay-event-id": "evt_Another00001" });
    expect(resent).toMatchObject({ eventId: `payment.captured:${PAYMENT}:captured` });
  });

  it("is refused when any one character of the body or the signature changes", () => {
    for (const body of oneCharacterChanged(hook.body)) {
      expect(gateway.parseWebhook(body, headers)).toBe("invalid");
      expect(validateWebhookSignature(body, headers["x-razorpay-signature"] ?? "", keys.webhookSecret)).toBe(
        false,
      );
    }
    for (const signature of oneCharacterChanged(headers["x-razorpay-signature"] ?? ""))
      expect(gateway.parseWebhook(hook.body, { ...headers, "x-razorpay-signature": signature })).toBe(
        "invalid",
      );
    expect(gateway.parseWebhook(hook.body, { ...headers, "x-razorpay-signature": undefined })).toBe(
      "invalid",
    );
  });
});
