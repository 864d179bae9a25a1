import { failureOrToConfirm, type WebhookEvent } from "../gateway";
import { sha256Hex } from "../signatures";
import { verifyPaytmChecksum } from "./paytm-checksum";
import { fieldsOutcome, type ResultInfo, refundStatusOf } from "./paytm-wire";

/**
 * Paytm's webhooks as the adapter reads them. The payment status webhook posts the callback's form
 * fields with CHECKSUMHASH; a refund's status comes as JSON `{ head: { signature }, body }` signed over
 * `JSON.stringify(body)` (as do accounts configured for JSON payment webhooks, with the fields in
 * camelCase). Paytm names no event id: a delivery is known by its order, transaction and status, so a
 * redelivery (signed again with another salt) is still the same event.
 *
 * A form's checksum signs its values in the order of their names, not the names themselves, so a
 * payment is believed once Paytm's signed order status says so (the webhook route asks it before
 * settling); a failure, which can only fail an open attempt the shopper retries, is taken as sent.
 */
export function parsePaytmWebhook(
  rawBody: string,
  headers: Readonly<Record<string, string | undefined>>,
  keys: { mid: string; merchantKey: string },
): WebhookEvent | "invalid" {
  const json = (headers["content-type"] ?? "").includes("json");
  return json
    ? jsonWebhook(rawBody, keys)
    : formWebhook(Object.fromEntries(new URLSearchParams(rawBody)), keys);
}

/** A payment webhook's fields: the payment's outcome once its checksum holds. */
function formWebhook(
  fields: Record<string, string>,
  keys: { mid: string; merchantKey: string },
): WebhookEvent | "invalid" {
  if (fields.MID !== keys.mid || !fields.ORDERID || !fields.STATUS) return "invalid";
  if (!verifyPaytmChecksum(fields, keys.merchantKey, fields.CHECKSUMHASH)) return "invalid";
  const event = fields.STATUS.slice(0, 64);
  const eventId = `${fields.ORDERID}:${fields.TXNID ?? ""}:${event}`;
  return { kind: "payment", eventId, event, outcome: failureOrToConfirm(fieldsOutcome(fields)) };
}

type JsonBody = Record<string, unknown> & { resultInfo?: ResultInfo };
const text = (value: unknown) => (typeof value === "string" ? value : undefined);

function jsonWebhook(rawBody: string, keys: { mid: string; merchantKey: string }): WebhookEvent | "invalid" {
  let parsed: { head?: { signature?: unknown }; body?: unknown };
  try {
    parsed = JSON.parse(rawBody) as typeof parsed;
  } catch {
    return "invalid";
  }
  const body = parsed?.body;
  if (!body || typeof body !== "object" || Array.isArray(body)) return "invalid";
  const signature = text(parsed.head?.signature);
  if (!verifyPaytmChecksum(JSON.stringify(body), keys.merchantKey, signature)) return "invalid";
  const fields = body as JsonBody;
  if (text(fields.mid) !== keys.mid) return "invalid";
  const status = fields.resultInfo?.resultStatus ?? text(fields.status) ?? "";
  const refundId = text(fields.refundId);
  if (refundId) {
    const state = refundStatusOf(status);
    const event = `REFUND_${status}`.slice(0, 64);
    const eventId = `refund:${refundId}:${status}`;
    if (state === "pending") return { kind: "ignored", eventId, event };
    return { kind: "refund", eventId, event, refundId, status: state };
  }
  const orderId = text(fields.orderId);
  if (!orderId || !status)
    return { kind: "ignored", eventId: `sha256:${sha256Hex(rawBody)}`, event: "unknown" };
  const outcome = fieldsOutcome({
    ORDERID: orderId,
    STATUS: status,
    TXNID: text(fields.txnId) ?? "",
    TXNAMOUNT: text(fields.txnAmount) ?? "",
    CURRENCY: text(fields.currency) ?? "",
    RESPCODE: text(fields.respCode) ?? "",
  });
  const event = status.slice(0, 64);
  const eventId = `${orderId}:${text(fields.txnId) ?? ""}:${event}`;
  return { kind: "payment", eventId, event, outcome: failureOrToConfirm(outcome) };
}
