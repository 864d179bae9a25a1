import type { CardToken, Outcome } from "../gateway";

/**
 * Razorpay's wire format as this adapter reads it (https://razorpay.com/docs/api/): the order, payment,
 * refund and webhook entities, and how a payment's state becomes an outcome. Only the fields used are
 * declared; Razorpay sends more.
 */

export interface RazorpayOrder {
  id: string;
  entity: "order";
  amount: number;
  currency: string;
  receipt: string | null;
  status: "created" | "attempted" | "paid";
}

export interface RazorpayPayment {
  id: string;
  entity: "payment";
  amount: number;
  currency: string;
  status: "created" | "authorized" | "captured" | "refunded" | "failed";
  order_id: string | null;
  method: string;
  captured: boolean;
  token_id?: string | null;
  card?: { last4?: string; network?: string; type?: string; issuer?: string | null } | null;
  error_code?: string | null;
  error_reason?: string | null;
}

export interface RazorpayRefund {
  id: string;
  entity: "refund";
  amount: number;
  payment_id: string;
  receipt?: string | null;
  status: "pending" | "processed" | "failed";
}

export interface RazorpayCollection<T> {
  entity: "collection";
  count: number;
  items: T[];
}

export interface RazorpayWebhook {
  entity: "event";
  event: string;
  payload: {
    payment?: { entity: RazorpayPayment };
    order?: { entity: RazorpayOrder };
    refund?: { entity: RazorpayRefund };
  };
}

const CARD_TYPES = new Set(["credit", "debit", "prepaid"]);

/** The card a payment saved, when it carries a token (card on file). */
export function cardOf(payment: RazorpayPayment): CardToken | undefined {
  const card = payment.card;
  if (!payment.token_id || !card?.last4 || !/^[0-9]{4}$/.test(card.last4)) return undefined;
  return {
    token: payment.token_id,
    network: card.network ?? "Card",
    last4: card.last4,
    issuer: card.issuer ?? undefined,
    cardType: CARD_TYPES.has(card.type ?? "") ? (card.type as CardToken["cardType"]) : "credit",
  };
}

/**
 * A payment's outcome: captured is paid; failed is failed; created or authorized is pending (an
 * authorized payment is captured by the adapter before it counts as paid).
 */
export function outcomeOf(payment: RazorpayPayment, gatewayOrderId: string): Outcome {
  const status =
    payment.status === "captured" || payment.status === "refunded"
      ? "paid"
      : payment.status === "failed"
        ? "failed"
        : "pending";
  return {
    status,
    gatewayOrderId: payment.order_id ?? gatewayOrderId,
    gatewayPaymentId: payment.id,
    amount: payment.amount,
    currency: payment.currency,
    failureCode: status === "failed" ? failureCodeOf(payment) : undefined,
    card: status === "paid" ? cardOf(payment) : undefined,
  };
}

/** A failed payment's reason: a wallet short of money is the spec's WALLET_INSUFFICIENT_BALANCE. */
function failureCodeOf(payment: RazorpayPayment): string {
  if (payment.error_reason === "insufficient_balance") return "WALLET_INSUFFICIENT_BALANCE";
  return payment.error_reason ?? payment.error_code ?? "PAYMENT_FAILED";
}
