import type { StoredAttempt } from "./gateways/gateway";

/**
 * How an attempt to pay stands (decision 41), read the same way by the handoff page, the browser's
 * return, the wallet steps and the jobs: open or not, paid, failed or pending for the shopper, what
 * its gateway is asked about, and the page the browser goes to next.
 */

/** An attempt's row as these rules read it (payments.repo's `AttemptRow` has these columns). */
interface AttemptFacts {
  status: string;
  transactionId: string;
  gatewayOrderId: string | null;
  gatewayPaymentId: string | null;
  amount: number;
}

/** Attempts that the gateway may still settle. */
export const OPEN_STATES = ["created", "pending"] as const;

/** An order's payment as the shopper's pages show it. */
export type PaymentState = "paid" | "failed" | "pending";

export const isOpen = (attempt: Pick<AttemptFacts, "status">): boolean =>
  (OPEN_STATES as readonly string[]).includes(attempt.status);

/** A refunded attempt was paid; a created one is pending like a pending one. */
export function stateOf(attempt: Pick<AttemptFacts, "status">): PaymentState {
  if (attempt.status === "paid" || attempt.status === "refunded") return "paid";
  return attempt.status === "failed" ? "failed" : "pending";
}

/** The attempt as its gateway's adapter is asked about it. */
export const storedOf = (attempt: AttemptFacts): StoredAttempt => ({
  transactionId: attempt.transactionId,
  gatewayOrderId: attempt.gatewayOrderId ?? "",
  gatewayPaymentId: attempt.gatewayPaymentId ?? undefined,
  amount: attempt.amount,
});

/** Where the browser goes for an order's payment as it stands. */
export function nextPage(
  orderNumber: string,
  state: PaymentState,
  transactionId: string | undefined,
  stayOnPayment: boolean,
): string {
  const tx = transactionId ? `/${transactionId}` : "";
  if (state === "paid") return `/orderconfirmation/${orderNumber}/success${tx}`;
  if (state === "pending") return `/orderconfirmation/${orderNumber}/pending${tx}`;
  const query = new URLSearchParams({ orderId: orderNumber, ...(transactionId ? { transactionId } : {}) });
  return stayOnPayment ? `/checkout/payment?${query}&failed=1` : `/checkout/onpaymentfailure?${query}`;
}
