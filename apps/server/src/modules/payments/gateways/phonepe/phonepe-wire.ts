import { PAYMENT } from "@odin/contracts";
import { type Outcome, type RefundState, toConfirm, type WebhookEvent } from "../gateway";

/**
 * PhonePe PG v2's wire format as this adapter reads it (Standard Checkout, developer.phonepe.com
 * "payment-gateway/website-integration/standard-checkout", and the request and response classes of
 * PhonePe's own Node SDK, pg-sdk-node): the OAuth token, the checkout order, its status, refunds and
 * webhooks. Only the fields used are declared; PhonePe sends more.
 */

/** `POST {auth}/v1/oauth/token` (client credentials). Times are epoch seconds. */
export interface PhonePeToken {
  access_token: string;
  /** "O-Bearer". */
  token_type?: string;
  issued_at?: number;
  expires_at: number;
}

/** `POST {pg}/checkout/v2/pay`. `expireAt` is epoch milliseconds. */
export interface PhonePePayResponse {
  orderId: string;
  state: string;
  expireAt: number;
  /** The checkout page the shopper's browser opens. */
  redirectUrl: string;
}

/** One attempt to pay an order. */
export interface PhonePePaymentDetail {
  transactionId?: string;
  paymentMode?: string;
  amount?: number;
  state?: string;
  errorCode?: string;
  detailedErrorCode?: string;
}

/** `GET {pg}/checkout/v2/order/{merchantOrderId}/status`, and a webhook's payload for an order. */
export interface PhonePeOrder {
  merchantOrderId?: string;
  orderId?: string;
  /** PENDING, COMPLETED or FAILED. */
  state?: string;
  /** Paise. */
  amount?: number;
  errorCode?: string;
  detailedErrorCode?: string;
  paymentDetails?: PhonePePaymentDetail[];
}

/** `POST {pg}/payments/v2/refund` and `GET {pg}/payments/v2/refund/{merchantRefundId}/status`. */
export interface PhonePeRefund {
  refundId?: string;
  merchantRefundId?: string;
  amount?: number;
  /** PENDING, CONFIRMED, COMPLETED or FAILED. */
  state?: string;
}

export interface PhonePeWebhook {
  /** e.g. checkout.order.completed; PhonePe asks merchants to read this rather than `type`. */
  event?: string;
  /** The older name, e.g. CHECKOUT_ORDER_COMPLETED, which PhonePe says it will retire. */
  type?: string;
  payload?: PhonePeOrder & PhonePeRefund & { originalMerchantOrderId?: string };
}

/**
 * An order's outcome: COMPLETED is paid, FAILED failed, anything else pending. PhonePe takes rupees
 * only, so its answers carry no currency: INR is implied.
 */
export function outcomeOf(order: PhonePeOrder, gatewayOrderId: string): Outcome {
  const status = order.state === "COMPLETED" ? "paid" : order.state === "FAILED" ? "failed" : "pending";
  const details = order.paymentDetails ?? [];
  const attempt = details.find((detail) => detail.state === "COMPLETED") ?? details.at(-1);
  return {
    status,
    gatewayOrderId,
    gatewayPaymentId: attempt?.transactionId,
    amount: typeof order.amount === "number" ? order.amount : undefined,
    currency: PAYMENT.currency,
    failureCode: status === "failed" ? failureCodeOf(order, attempt) : undefined,
    card: undefined,
  };
}

/** A failure's reason: a short balance is the spec's WALLET_INSUFFICIENT_BALANCE, others PhonePe's code. */
function failureCodeOf(order: PhonePeOrder, attempt: PhonePePaymentDetail | undefined): string {
  const code = order.errorCode ?? attempt?.errorCode;
  const detailed = order.detailedErrorCode ?? attempt?.detailedErrorCode;
  if (code === "INSUFFICIENT_BALANCE" || detailed === "Z9") return "WALLET_INSUFFICIENT_BALANCE";
  return code ?? "PAYMENT_FAILED";
}

export function refundStatusOf(state: string | undefined): RefundState["status"] {
  if (state === "COMPLETED") return "processed";
  return state === "FAILED" ? "failed" : "pending";
}

const ORDER_EVENTS = new Set([
  "checkout.order.completed",
  "checkout.order.failed",
  "pg.order.completed",
  "pg.order.failed",
]);
const REFUND_EVENTS = new Set(["pg.refund.accepted", "pg.refund.completed", "pg.refund.failed"]);

/** The event's name, from `event` or else the older `type` (CHECKOUT_ORDER_COMPLETED → checkout.order.completed). */
function eventNameOf(hook: PhonePeWebhook): string {
  const name = typeof hook.event === "string" ? hook.event : hook.type?.toLowerCase().replaceAll("_", ".");
  return typeof name === "string" ? name.slice(0, 64) : "unknown";
}

/**
 * What an authenticated webhook says. PhonePe sends no event id, so one is made of what the event
 * is about: its name, the order (or refund), the state it reports and the newest attempt. A
 * redelivery carries the same facts and so the same id; a new state or another attempt is a new event.
 *
 * An order's event comes out to confirm (`toConfirm`): PhonePe authenticates webhooks by a fixed
 * header that covers nothing of the body, so neither a payment nor a failure (nor its reason) is
 * believed until the status API says so; the webhook route asks it before settling. A refund's state
 * is taken as sent: it only marks our record of a refund asked for.
 */
export function webhookEventOf(hook: PhonePeWebhook): WebhookEvent {
  const event = eventNameOf(hook);
  const payload = hook.payload ?? {};
  const part = (value: unknown) => (typeof value === "string" ? value.slice(0, 64) : "");
  const idOf = (...parts: unknown[]) => [event, ...parts].map(part).join(":");
  const orderId = payload.merchantOrderId;
  if (ORDER_EVENTS.has(event) && typeof orderId === "string" && orderId !== "") {
    const eventId = idOf(orderId, payload.state, payload.paymentDetails?.at(-1)?.transactionId);
    return { kind: "payment", eventId, event, outcome: toConfirm(orderId) };
  }
  const refundId = payload.merchantRefundId;
  if (REFUND_EVENTS.has(event) && typeof refundId === "string" && refundId !== "")
    return {
      kind: "refund",
      eventId: idOf(refundId, payload.state),
      event,
      refundId,
      status: refundStatusOf(payload.state),
    };
  const about = orderId ?? refundId ?? payload.orderId;
  return {
    kind: "ignored",
    eventId: idOf(about, payload.state, payload.paymentDetails?.at(-1)?.transactionId),
    event,
  };
}
