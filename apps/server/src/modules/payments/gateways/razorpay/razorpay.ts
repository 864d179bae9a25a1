import { PAYMENT } from "@odin/contracts";
import type { PaymentsConfig } from "../../../../platform/config-payments";
import {
  type CardVault,
  GatewayError,
  type Outcome,
  type PaymentAttempt,
  type PaymentGateway,
  pendingOutcome,
  type StoredAttempt,
  type WebhookEvent,
} from "../gateway";
import { callGateway, type GatewayEndpoints, type GatewayRequest } from "../http";
import { hmacSha256Hex, sameSignature, sha256Hex } from "../signatures";
import {
  outcomeOf,
  type RazorpayCollection,
  type RazorpayOrder,
  type RazorpayPayment,
  type RazorpayRefund,
  type RazorpayWebhook,
} from "./razorpay-wire";

/** Razorpay's method names for our payment types (Checkout's `prefill[method]`). */
const METHOD: Partial<Record<PaymentAttempt["paymentType"], string>> = {
  CREDIT_CARD: "card",
  DEBIT_CARD: "card",
  SAVEDCARD: "card",
  NET_BANKING: "netbanking",
  WALLET: "wallet",
  UPI: "upi",
  CARDLESS_EMI: "cardless_emi",
};

/**
 * Razorpay (the default gateway, spec 3 §3): the Orders API with the key id and secret, Hosted
 * Checkout (a form posted to `/v1/checkout/embedded`, so the card is typed on Razorpay's page), the
 * checkout signature HMAC-SHA256(`order_id|razorpay_payment_id`) over the order id we stored, webhooks
 * signed over the raw body with the webhook secret, payments fetched and captured, refunds, and saved
 * cards as customer tokens.
 */
export function createRazorpayGateway(
  config: PaymentsConfig["razorpay"],
  endpoints: GatewayEndpoints,
): PaymentGateway & CardVault {
  const { keyId, keySecret, webhookSecret } = config.keys;
  const authorization = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`;
  const api = async <T>(request: GatewayRequest) =>
    (await callGateway<T>("razorpay", endpoints, { ...request, headers: { authorization } })).body;

  /** An authorized payment is captured (auto-capture may already have done it). */
  async function captured(payment: RazorpayPayment): Promise<RazorpayPayment> {
    if (payment.status !== "authorized") return payment;
    const path = `/v1/payments/${encodeURIComponent(payment.id)}`;
    const json = { amount: payment.amount, currency: payment.currency };
    await callGateway("razorpay", endpoints, {
      method: "POST",
      path: `${path}/capture`,
      json,
      headers: { authorization },
      accept: [400],
    });
    return api<RazorpayPayment>({ method: "GET", path });
  }

  async function fetchStatus(stored: StoredAttempt): Promise<Outcome> {
    const path = `/v1/orders/${encodeURIComponent(stored.gatewayOrderId)}/payments`;
    const payments = (await api<RazorpayCollection<RazorpayPayment>>({ method: "GET", path })).items;
    const paid = payments.find((payment) => payment.status === "captured" || payment.status === "refunded");
    if (paid) return outcomeOf(paid, stored.gatewayOrderId);
    const authorized = payments.find((payment) => payment.status === "authorized");
    if (authorized) return outcomeOf(await captured(authorized), stored.gatewayOrderId);
    if (payments.some((payment) => payment.status === "created"))
      return pendingOutcome(stored.gatewayOrderId);
    const failed = payments.at(-1);
    return failed ? outcomeOf(failed, stored.gatewayOrderId) : pendingOutcome(stored.gatewayOrderId);
  }

  return {
    name: "razorpay",

    async create(attempt) {
      const order = await api<RazorpayOrder>({
        method: "POST",
        path: "/v1/orders",
        json: {
          amount: attempt.amount,
          currency: PAYMENT.currency,
          receipt: attempt.transactionId,
          notes: { orderId: attempt.orderNumber, transactionId: attempt.transactionId },
        },
      });
      if (order.amount !== attempt.amount || order.currency !== PAYMENT.currency)
        throw new GatewayError("razorpay", "the order answered another amount");
      const { customer } = attempt;
      const method = METHOD[attempt.paymentType];
      const fields: Record<string, string> = {
        key_id: keyId,
        order_id: order.id,
        amount: String(attempt.amount),
        currency: PAYMENT.currency,
        name: "Odin",
        description: `Order ${attempt.orderNumber}`,
        "prefill[name]": customer.name,
        "prefill[contact]": `+91${customer.phone}`,
        ...(customer.email ? { "prefill[email]": customer.email } : {}),
        ...(method ? { "prefill[method]": method } : {}),
        ...(attempt.bankCode && method === "netbanking" ? { "prefill[bank]": attempt.bankCode } : {}),
        ...(attempt.bankCode && method === "wallet"
          ? { "prefill[wallet]": attempt.bankCode.toLowerCase() }
          : {}),
        ...(attempt.vpa ? { "prefill[vpa]": attempt.vpa } : {}),
        ...(customer.gatewayCustomerId ? { customer_id: customer.gatewayCustomerId } : {}),
        ...(attempt.saveCard && customer.gatewayCustomerId ? { save: "1" } : {}),
        ...(attempt.savedCardToken ? { token: attempt.savedCardToken } : {}),
        timeout: String(Math.max(60, Math.round((attempt.expiresAt.getTime() - Date.now()) / 1000))),
        "notes[transactionId]": attempt.transactionId,
        callback_url: attempt.returnUrl,
        cancel_url: `${attempt.returnUrl}?cancelled=1`,
      };
      const action = `${endpoints.browser}/v1/checkout/embedded`;
      return { gatewayOrderId: order.id, handoff: { kind: "form", method: "POST", action, fields } };
    },

    async verifyReturn(fields, stored) {
      const paymentId = fields.razorpay_payment_id;
      const signature = fields.razorpay_signature;
      // A failure or a cancel is not signed: only the gateway's own answer settles it. A shopper who
      // gave up with no payment at Razorpay failed this attempt (a payment that comes later still counts).
      if (paymentId === undefined && signature === undefined) {
        const outcome = await fetchStatus(stored);
        const gaveUp = fields.cancelled === "1" || fields["error[code]"] !== undefined;
        return gaveUp && outcome.status === "pending" && outcome.gatewayPaymentId === undefined
          ? { ...outcome, status: "failed", failureCode: "PAYMENT_CANCELLED" }
          : outcome;
      }
      if (paymentId === undefined || fields.razorpay_order_id !== stored.gatewayOrderId) return "invalid";
      const expected = hmacSha256Hex(keySecret, `${stored.gatewayOrderId}|${paymentId}`);
      if (!sameSignature(expected, signature)) return "invalid";
      const path = `/v1/payments/${encodeURIComponent(paymentId)}`;
      const payment = await captured(await api<RazorpayPayment>({ method: "GET", path }));
      if (payment.order_id !== stored.gatewayOrderId) return "invalid";
      return outcomeOf(payment, stored.gatewayOrderId);
    },

    parseWebhook(rawBody, headers) {
      const expected = hmacSha256Hex(webhookSecret, rawBody);
      if (!sameSignature(expected, headers["x-razorpay-signature"])) return "invalid";
      let event: RazorpayWebhook;
      try {
        event = JSON.parse(rawBody) as RazorpayWebhook;
      } catch {
        return "invalid";
      }
      return webhookEventOf(event, rawBody);
    },

    fetchStatus,

    async refund(stored, key, amount) {
      const path = `/v1/payments/${encodeURIComponent(stored.gatewayPaymentId)}/refunds`;
      const earlier = (await api<RazorpayCollection<RazorpayRefund>>({ method: "GET", path })).items.find(
        (refund) => refund.receipt === key,
      );
      const refund =
        earlier ??
        (await api<RazorpayRefund>({
          method: "POST",
          path: `/v1/payments/${encodeURIComponent(stored.gatewayPaymentId)}/refund`,
          json: {
            amount,
            speed: "normal",
            receipt: key,
            notes: { transactionId: stored.transactionId },
          },
        }));
      return { refundId: refund.id, status: refund.status };
    },

    async customerFor(customer) {
      const created = await api<{ id: string }>({
        method: "POST",
        path: "/v1/customers",
        json: {
          name: customer.name,
          contact: `+91${customer.phone}`,
          ...(customer.email ? { email: customer.email } : {}),
          fail_existing: "0",
          notes: { userId: String(customer.userId) },
        },
      });
      return created.id;
    },

    async deleteToken(customerId, token) {
      const path = `/v1/customers/${encodeURIComponent(customerId)}/tokens/${encodeURIComponent(token)}`;
      await callGateway("razorpay", endpoints, {
        method: "DELETE",
        path,
        headers: { authorization },
        accept: [404],
      });
    },

    async bin(bin) {
      const { status, body } = await callGateway<{ network?: string; type?: string; issuer_code?: string }>(
        "razorpay",
        endpoints,
        {
          method: "GET",
          path: `/v1/iins/${encodeURIComponent(bin)}`,
          headers: { authorization },
          accept: [400, 404],
        },
      );
      if (status !== 200) return { bankCode: "", typeCode: "", network: "", found: false };
      return {
        bankCode: body.issuer_code ?? "",
        typeCode: body.type === "debit" ? "DEBIT_CARD" : "CREDIT_CARD",
        network: body.network ?? "",
        found: true,
      };
    },
  };
}

/**
 * What a signed webhook says (events `payment.*`, `order.paid`, `refund.*`); others are acknowledged.
 * Its id is made of what the signature covers, the event and its entity's id and state: the
 * `X-Razorpay-Event-Id` header is not signed, so a signed body re-sent under another event's id
 * could otherwise make that event a duplicate. Razorpay's redelivery is the same body: the same id.
 */
function webhookEventOf(event: RazorpayWebhook, rawBody: string): WebhookEvent {
  const name = typeof event.event === "string" ? event.event.slice(0, 64) : "unknown";
  const payment = event.payload?.payment?.entity;
  const refund = event.payload?.refund?.entity;
  const idOf = (...parts: unknown[]) => [name, ...parts].map((part) => String(part).slice(0, 64)).join(":");
  const paymentEvents = ["payment.authorized", "payment.captured", "payment.failed", "order.paid"];
  if (paymentEvents.includes(name) && payment?.order_id)
    return {
      kind: "payment",
      eventId: idOf(payment.id, payment.status),
      event: name,
      outcome: outcomeOf(payment, payment.order_id),
    };
  if ((name === "refund.processed" || name === "refund.failed") && refund?.id)
    return {
      kind: "refund",
      eventId: idOf(refund.id),
      event: name,
      refundId: refund.id,
      status: name === "refund.processed" ? "processed" : "failed",
    };
  return { kind: "ignored", eventId: idOf(sha256Hex(rawBody)), event: name };
}
