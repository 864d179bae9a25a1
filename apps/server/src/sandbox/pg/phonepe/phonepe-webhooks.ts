import { createHash } from "node:crypto";
import type { SignedWebhook } from "../sandbox-kit";
import { orderView, type SandboxOrder, type SandboxRefund } from "./phonepe-store";

/**
 * PhonePe's webhooks as the sandbox sends them: `{ type, event, payload }` with the header
 * `Authorization: SHA256(username:password)` of the credentials the merchant set on the dashboard
 * (hex). The header is the same for every webhook: it proves the sender, not the body.
 */
function phonepeWebhook(credentials: { username: string; password: string }, event: string, payload: object) {
  const authorization = createHash("sha256")
    .update(`${credentials.username}:${credentials.password}`)
    .digest("hex");
  return {
    // `type` is the older name PhonePe still sends next to `event`.
    body: JSON.stringify({ type: event.toUpperCase().replaceAll(".", "_"), event, payload }),
    headers: { "content-type": "application/json", authorization },
  } satisfies SignedWebhook;
}

/** An ended order's webhook: checkout.order.completed or checkout.order.failed; none while pending. */
export function orderWebhooks(
  credentials: { username: string; password: string },
  order: SandboxOrder,
): SignedWebhook[] {
  if (order.state === "PENDING") return [];
  const event = order.state === "COMPLETED" ? "checkout.order.completed" : "checkout.order.failed";
  return [phonepeWebhook(credentials, event, orderView(order, false))];
}

/** A refund's webhook: pg.refund.completed or pg.refund.failed (pg.refund.accepted while pending). */
export function refundWebhook(
  credentials: { username: string; password: string },
  refund: SandboxRefund,
): SignedWebhook {
  const event =
    refund.state === "COMPLETED"
      ? "pg.refund.completed"
      : refund.state === "FAILED"
        ? "pg.refund.failed"
        : "pg.refund.accepted";
  return phonepeWebhook(credentials, event, refund);
}
