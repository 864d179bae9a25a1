import { createHmac } from "node:crypto";
import { type SignedWebhook, sandboxId } from "../sandbox-kit";
import type { SandboxOrder, SandboxPayment, SandboxRefund } from "./razorpay-store";

/**
 * Razorpay's webhooks as the sandbox sends them: an `event` entity whose raw JSON body is signed with
 * the webhook secret (HMAC-SHA256, hex, `X-Razorpay-Signature`) and named by `X-Razorpay-Event-Id`.
 * A webhook sent again is the same body with the same id, as Razorpay's redeliveries are.
 */
export function razorpayWebhook(
  secret: string,
  event: string,
  payload: { payment?: SandboxPayment; order?: SandboxOrder; refund?: SandboxRefund },
): SignedWebhook {
  const contains = Object.keys(payload);
  const entities = Object.fromEntries(Object.entries(payload).map(([name, entity]) => [name, { entity }]));
  const body = JSON.stringify({
    entity: "event",
    account_id: "acc_sandbox",
    event,
    contains,
    payload: entities,
    created_at: Math.floor(Date.now() / 1000),
  });
  return {
    body,
    headers: {
      "content-type": "application/json",
      "x-razorpay-signature": createHmac("sha256", secret).update(body).digest("hex"),
      "x-razorpay-event-id": sandboxId("evt_"),
    },
  };
}

/** The webhooks of a payment as it stands: authorized, captured and order.paid; or failed. */
export function paymentWebhooks(
  secret: string,
  payment: SandboxPayment,
  order: SandboxOrder,
): SignedWebhook[] {
  if (payment.status === "failed") return [razorpayWebhook(secret, "payment.failed", { payment })];
  if (payment.status !== "captured") return [];
  const authorized = { ...payment, status: "authorized" as const, captured: false };
  return [
    razorpayWebhook(secret, "payment.authorized", { payment: authorized }),
    razorpayWebhook(secret, "payment.captured", { payment }),
    razorpayWebhook(secret, "order.paid", { payment, order }),
  ];
}
