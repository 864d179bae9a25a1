import { PAYMENT } from "@odin/contracts";
import type { Outcome } from "../gateway";

/**
 * PayU's wire format as this adapter reads it (https://docs.payu.in: the `_payment` answer, the
 * postservice commands `verify_payment` and `cancel_refund_transaction`). Only the fields used are
 * declared; PayU sends more. Amounts are rupees as text with two decimals ("1499.00").
 */

/** PayU's net-banking `bankcode` for our IFSC-style bank codes (docs.payu.in "Net Banking Codes"). */
export const NET_BANKING_CODES: Readonly<Record<string, string>> = {
  HDFC: "HDFB",
  ICIC: "ICIB",
  SBIN: "SBIB",
  UTIB: "AXIB",
  KKBK: "162B",
  YESB: "YESB",
};

/** One transaction as `verify_payment` (transaction_details) and the return and webhooks describe it. */
export interface PayuTransaction {
  mihpayid?: string;
  txnid?: string;
  status?: string;
  unmappedstatus?: string;
  /** verify_payment: the amount asked for; the return and webhooks call it `amount`. */
  amt?: string;
  amount?: string;
  error_code?: string;
  error?: string;
  error_Message?: string;
  field9?: string;
}

export interface PayuVerifyAnswer {
  status?: number;
  msg?: string;
  transaction_details?: Record<string, PayuTransaction>;
}

export interface PayuRefundAnswer {
  status?: number;
  msg?: string;
  request_id?: string | number | null;
  error_code?: number | string;
}

/** Paise as PayU's rupees: 149900 → "1499.00". */
export const rupeesOf = (paise: number) => (paise / 100).toFixed(2);

/** PayU's rupees as paise, or undefined when the text is not an amount. */
export function paiseOf(rupees: string | undefined): number | undefined {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(rupees?.trim() ?? "");
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}

/**
 * A transaction's outcome: success is paid, failure is failed, anything else (pending, in progress,
 * or "Not Found" before the shopper paid) is pending. PayU India takes rupees only.
 */
export function outcomeOf(transaction: PayuTransaction, gatewayOrderId: string): Outcome {
  const status =
    transaction.status === "success" ? "paid" : transaction.status === "failure" ? "failed" : "pending";
  const known = transaction.mihpayid && transaction.mihpayid !== "Not Found";
  return {
    status,
    gatewayOrderId: transaction.txnid ?? gatewayOrderId,
    gatewayPaymentId: known ? transaction.mihpayid : undefined,
    amount: paiseOf(transaction.amt ?? transaction.amount),
    currency: PAYMENT.currency,
    failureCode: status === "failed" ? failureCodeOf(transaction) : undefined,
    card: undefined,
  };
}

/** A failure's reason: the shopper's cancel, a balance too low (spec 3 §8), or PayU's error code. */
function failureCodeOf(transaction: PayuTransaction): string {
  if (transaction.unmappedstatus === "userCancelled") return "PAYMENT_CANCELLED";
  const message = `${transaction.error_Message ?? ""} ${transaction.field9 ?? ""}`.toLowerCase();
  if (message.includes("insufficient")) return "WALLET_INSUFFICIENT_BALANCE";
  const code = transaction.error_code ?? transaction.error;
  return code && /^E\d+$/.test(code) && code !== "E000" ? `PAYU_${code}` : "PAYMENT_FAILED";
}
