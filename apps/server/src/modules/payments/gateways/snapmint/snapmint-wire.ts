import { PAYMENT } from "@odin/contracts";
import type { Outcome } from "../gateway";
import { sha512Hex } from "../signatures";

/**
 * Snapmint's merchant protocol as this adapter speaks it. Public sources: Snapmint's merchant
 * integration document v4.01 (online_checkout form, checksum, response checksum, order status API)
 * and Snapmint's own WooCommerce plugin ("Snapmint Payment Gateway" 1.4), which show the checkout
 * form's fields, both checksums and the status call. What neither shows is marked ASSUMED: the
 * status answer's `status` and `order_value`, the refund call and the webhook.
 */

/** The checkout form's checksum: sha512(merchant_key|order_id|order_value|full_name|email|merchant_token). */
export function checkoutChecksum(
  secrets: { merchantKey: string; merchantToken: string },
  fields: { orderId: string; orderValue: string; fullName: string; email: string },
): string {
  const { merchantKey, merchantToken } = secrets;
  return sha512Hex(
    [merchantKey, fields.orderId, fields.orderValue, fields.fullName, fields.email, merchantToken].join("|"),
  );
}

/**
 * The checksum of Snapmint's answer (the return, and ASSUMED the webhook):
 * sha512(merchant_token|status|order_id|order_value|full_name|email|merchant_key).
 */
export function answerChecksum(
  secrets: { merchantKey: string; merchantToken: string },
  fields: { status: string; orderId: string; orderValue: string; fullName: string; email: string },
): string {
  const { merchantKey, merchantToken } = secrets;
  const parts = [
    merchantToken,
    fields.status,
    fields.orderId,
    fields.orderValue,
    fields.fullName,
    fields.email,
  ];
  return sha512Hex([...parts, merchantKey].join("|"));
}

/** A value Snapmint hashes: no `|` (it separates the hashed fields), no control characters, trimmed. */
export function snapmintText(value: string, max: number): string {
  return value
    .replace(/[|\p{Cc}]/gu, " ")
    .trim()
    .slice(0, max);
}

/** One order in the status answer (`GET /merchant/orders/checkout_order_status`). */
export interface SnapmintOrder {
  order_id?: string | number;
  snapmint_id?: string | number;
  /** 1 once the shopper's down payment is made: the order is Snapmint's to pay. */
  down_payment_status?: number | string;
  /** ASSUMED: success | failure | pending (and cancelled). */
  status?: string;
  /** ASSUMED: the order's value in rupees, as the checkout form sent it. */
  order_value?: string | number;
}

export interface SnapmintStatusAnswer {
  orders?: SnapmintOrder[];
}

/** ASSUMED: the refund call's answer. */
export interface SnapmintRefundAnswer {
  status?: string;
  refund_id?: string;
  refund_status?: string;
}

/** Paise as Snapmint's rupees: 149900 → "1499.00". */
export const rupeesOf = (paise: number) => (paise / 100).toFixed(2);

/** Snapmint's rupees (text or number) as paise, or undefined when it is not an amount. */
export function paiseOf(rupees: string | number | undefined): number | undefined {
  const text = typeof rupees === "number" ? rupees.toFixed(2) : (rupees?.trim() ?? "");
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}

const FAILED = new Set(["failure", "failed", "rejected", "cancelled", "canceled"]);

/**
 * An order's outcome: paid once its down payment is made (or its status says success), failed, or
 * pending. The status call's answer is read whole; a webhook's, by its checksummed status only.
 */
export function outcomeOf(
  order: {
    status?: string;
    down_payment_status?: number | string;
    snapmint_id?: string | number;
    order_value?: string | number;
  },
  gatewayOrderId: string,
): Outcome {
  const status = (order.status ?? "").toLowerCase();
  const state =
    String(order.down_payment_status) === "1" || status === "success"
      ? "paid"
      : FAILED.has(status)
        ? "failed"
        : "pending";
  return {
    status: state,
    gatewayOrderId,
    gatewayPaymentId: order.snapmint_id === undefined ? undefined : String(order.snapmint_id),
    amount: paiseOf(order.order_value),
    currency: PAYMENT.currency,
    failureCode:
      state !== "failed" ? undefined : status.startsWith("cancel") ? "PAYMENT_CANCELLED" : "PAYMENT_FAILED",
    card: undefined,
  };
}
