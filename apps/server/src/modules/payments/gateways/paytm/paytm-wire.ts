import type { PAYMENT_ERROR_CODES } from "@odin/contracts";
import type { Outcome } from "../gateway";

/**
 * Paytm's wire format as this adapter reads it (Paytm's All-in-One / Native APIs): every JSON answer is
 * `{ head, body }` with `body.resultInfo`; the callback, the processTransaction answer's `txnInfo` and
 * the payment webhook carry Paytm's upper-case transaction fields. Only the fields used are declared.
 */

export interface ResultInfo {
  /** S or F for the API's own steps; TXN_SUCCESS, TXN_FAILURE or PENDING for a transaction or refund. */
  resultStatus: string;
  resultCode: string;
  resultMsg?: string;
}

export interface PaytmAnswer<Body> {
  head?: { signature?: string; responseTimestamp?: string };
  body: Body & { resultInfo: ResultInfo };
}

export interface InitiateBody {
  txnToken?: string;
}

export interface ValidateOtpBody {
  authenticated?: boolean;
}

export interface BalanceBody {
  balanceInfo?: {
    payerAccountExists?: boolean;
    accountBalance?: { currency?: string; value?: string };
  };
}

export interface ProcessBody {
  /** The transaction's fields, as the callback would post them (with CHECKSUMHASH). */
  txnInfo?: Record<string, string>;
}

/** `/v3/order/status`. */
export interface StatusBody {
  orderId?: string;
  txnId?: string;
  txnAmount?: string;
  mid?: string;
  paymentMode?: string;
}

/** `/refund/apply` and `/v2/refund/status`. */
export interface RefundBody {
  refundId?: string;
  refId?: string;
  orderId?: string;
  txnId?: string;
  refundAmount?: string;
}

/** A Paytm step refused with one of spec 3 §8's Paytm codes. */
export type PaytmCode = (typeof PAYMENT_ERROR_CODES)[number];

/** Paise as Paytm's rupee string ("1499.00"). */
export function rupees(paise: number): string {
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, "0")}`;
}

/** Paytm's rupee string as paise; undefined when it is not an amount. */
export function paiseOf(value: string | undefined): number | undefined {
  const match = /^([0-9]{1,9})(?:\.([0-9]{1,2}))?$/.exec(value ?? "");
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** Paytm's codes for a txnToken that expired or is not the order's. */
const TOKEN_CODES = new Set(["1002", "1006"]);
/** "KYC is not done for User.": the wallet cannot pay a merchant. */
const NOT_ELIGIBLE_CODES = new Set(["1114"]);
/** RESPCODE of a wallet debit refused for its balance. */
export const INSUFFICIENT_BALANCE_CODES = new Set(["235"]);

/** A refused step's code: the token and eligibility codes whatever the step, else the step's own. */
export function stepCode(info: ResultInfo | undefined, fallback: PaytmCode): PaytmCode {
  const code = info?.resultCode ?? "";
  if (TOKEN_CODES.has(code)) return "PAYTM_TOKEN_EXPIRED";
  if (NOT_ELIGIBLE_CODES.has(code)) return "PAYTM_USER_NOT_ELIGIBLE";
  if (INSUFFICIENT_BALANCE_CODES.has(code)) return "INSUFFICIENT_BALANCE_IN_WALLET";
  return fallback;
}

/** A failed transaction's reason: the spec's code where one fits, else Paytm's RESPCODE. */
function failureOf(code: string | undefined): string {
  if (code && INSUFFICIENT_BALANCE_CODES.has(code)) return "INSUFFICIENT_BALANCE_IN_WALLET";
  return code ? `PAYTM_${code}` : "PAYMENT_FAILED";
}

/**
 * The order status API's answer as an outcome. TXN_FAILURE with 334 ("Invalid Order Id": Paytm has no
 * transaction for the order yet, as for one the shopper has not paid) is pending without a payment, so
 * reconciliation gives the attempt up only once it expires.
 */
export function statusOutcome(
  body: StatusBody & { resultInfo: ResultInfo },
  gatewayOrderId: string,
): Outcome {
  const { resultStatus, resultCode } = body.resultInfo;
  const noTransaction = resultStatus === "TXN_FAILURE" && resultCode === "334";
  const status =
    resultStatus === "TXN_SUCCESS"
      ? "paid"
      : resultStatus === "TXN_FAILURE" && !noTransaction
        ? "failed"
        : "pending";
  return {
    status,
    gatewayOrderId: body.orderId ?? gatewayOrderId,
    gatewayPaymentId: noTransaction ? undefined : body.txnId || undefined,
    amount: paiseOf(body.txnAmount),
    // The status API names no currency: a Paytm merchant id takes rupees only.
    currency: status === "paid" ? "INR" : undefined,
    failureCode: status === "failed" ? failureOf(resultCode) : undefined,
    card: undefined,
  };
}

/** The callback's or payment webhook's fields (checksum already verified) as an outcome. */
export function fieldsOutcome(fields: Readonly<Record<string, string>>): Outcome {
  const status =
    fields.STATUS === "TXN_SUCCESS" ? "paid" : fields.STATUS === "TXN_FAILURE" ? "failed" : "pending";
  return {
    status,
    gatewayOrderId: fields.ORDERID ?? "",
    gatewayPaymentId: fields.TXNID || undefined,
    amount: paiseOf(fields.TXNAMOUNT),
    currency: fields.CURRENCY,
    failureCode: status === "failed" ? failureOf(fields.RESPCODE) : undefined,
    card: undefined,
  };
}

/** A refund's state from its resultStatus. */
export function refundStatusOf(resultStatus: string): "pending" | "processed" | "failed" {
  if (resultStatus === "TXN_SUCCESS") return "processed";
  return resultStatus === "TXN_FAILURE" ? "failed" : "pending";
}
