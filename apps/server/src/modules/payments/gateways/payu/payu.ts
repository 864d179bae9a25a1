import type { PaymentsConfig } from "../../../../platform/config-payments";
import {
  GatewayError,
  type Outcome,
  type PaymentAttempt,
  type PaymentGateway,
  type RefundState,
  type StoredAttempt,
  toConfirm,
} from "../gateway";
import { callGateway, type GatewayEndpoints } from "../http";
import { sameSignature } from "../signatures";
import { commandHash, type PayuHashed, paymentHash, payuText, responseHash } from "./payu-hash";
import {
  NET_BANKING_CODES,
  outcomeOf,
  type PayuRefundAnswer,
  type PayuTransaction,
  type PayuVerifyAnswer,
  rupeesOf,
} from "./payu-wire";

/** Where PayU is reached: its payment page's host (the browser's) and its API's host. */
export interface PayuEndpoints {
  payment: GatewayEndpoints;
  api: GatewayEndpoints;
}

/** PayU's `pg` for our payment types; net banking also names the bank. */
const PG: Partial<Record<PaymentAttempt["paymentType"], string>> = {
  CREDIT_CARD: "CC",
  DEBIT_CARD: "DC",
  NET_BANKING: "NB",
};

/** PayU's refund answers that mean the refund is under way (docs.payu.in "Error Codes for Refund Initiation"). */
const REFUND_UNDER_WAY = new Set(["101", "102", "112", "122", "126", "127"]);

/** The path (and query) of a configured URL: the sandbox answers at the same paths under its own base. */
const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

/**
 * PayU India (net banking for some banks, and cards when it is the default gateway; spec 3 §3):
 * Hosted Checkout, a form posted to `_payment` with the request hash; PayU's answer posted back to
 * surl/furl with its reverse hash, which is checked and then confirmed with `verify_payment`, as PayU
 * recommends; webhooks carry the same fields and hash, and are confirmed the same way; refunds with
 * `cancel_refund_transaction`.
 * The transaction id (`txnid`) is ours, so it is the gateway order id; PayU's `mihpayid` is the payment's.
 */
export function createPayuGateway(config: PaymentsConfig["payu"], endpoints: PayuEndpoints): PaymentGateway {
  const { key, salt } = config.keys;
  const paymentPath = pathOf(config.urls.payment);
  const apiPath = pathOf(config.urls.api);

  /** One postservice command: form fields with the command hash, a JSON answer. */
  async function command<T>(name: string, vars: [string, ...string[]]): Promise<T> {
    const form: Record<string, string> = { key, command: name, hash: commandHash(key, name, vars[0], salt) };
    vars.forEach((value, index) => {
      form[`var${index + 1}`] = value;
    });
    const { body } = await callGateway<T>("payu", endpoints.api, { method: "POST", path: apiPath, form });
    return body;
  }

  /** An answer of PayU's (return or webhook) with a reverse hash that holds, or undefined. */
  function signed(fields: Readonly<Record<string, string>>): PayuTransaction | undefined {
    const { txnid, status, hash } = fields;
    if (txnid === undefined || status === undefined || hash === undefined) return undefined;
    const hashed: PayuHashed & { status: string; additionalCharges?: string } = {
      key,
      txnid,
      status,
      amount: fields.amount ?? "",
      productinfo: fields.productinfo ?? "",
      firstname: fields.firstname ?? "",
      email: fields.email ?? "",
      udf1: fields.udf1,
      udf2: fields.udf2,
      udf3: fields.udf3,
      udf4: fields.udf4,
      udf5: fields.udf5,
      ...(fields.additionalCharges === undefined ? {} : { additionalCharges: fields.additionalCharges }),
    };
    return sameSignature(responseHash(salt, hashed), hash) ? fields : undefined;
  }

  async function fetchStatus(stored: StoredAttempt): Promise<Outcome> {
    const answer = await command<PayuVerifyAnswer>("verify_payment", [stored.gatewayOrderId]);
    const transaction = answer.transaction_details?.[stored.gatewayOrderId];
    if (!transaction) throw new GatewayError("payu", "verify_payment answered no transaction");
    return outcomeOf(transaction, stored.gatewayOrderId);
  }

  return {
    name: "payu",

    async create(attempt) {
      const { customer } = attempt;
      const pg = PG[attempt.paymentType];
      const bankcode = pg === "NB" && attempt.bankCode ? NET_BANKING_CODES[attempt.bankCode] : undefined;
      const hashed: Required<PayuHashed> = {
        key,
        txnid: attempt.transactionId,
        amount: rupeesOf(attempt.amount),
        productinfo: payuText(`Order ${attempt.orderNumber}`, 100),
        firstname: payuText(customer.name, 60),
        email: payuText(customer.email ?? "", 50),
        udf1: payuText(attempt.orderNumber, 255),
        udf2: "",
        udf3: "",
        udf4: "",
        udf5: "",
      };
      const fields: Record<string, string> = {
        ...hashed,
        phone: customer.phone,
        surl: attempt.returnUrl,
        furl: attempt.returnUrl,
        ...(pg && (pg !== "NB" || bankcode) ? { pg } : {}),
        ...(bankcode ? { bankcode } : {}),
        hash: paymentHash(salt, hashed),
      };
      const action = `${endpoints.payment.browser}${paymentPath}`;
      return {
        gatewayOrderId: attempt.transactionId,
        handoff: { kind: "form", method: "POST", action, fields },
      };
    },

    async verifyReturn(fields, stored) {
      // Only PayU knows the salt: a return whose reverse hash fails, or that names another
      // transaction, is not PayU's. PayU's own answer to verify_payment then settles it.
      if (fields.txnid !== stored.gatewayOrderId || !signed(fields)) return "invalid";
      return fetchStatus(stored);
    },

    parseWebhook(rawBody) {
      let fields: Record<string, string>;
      try {
        fields = rawBody.trimStart().startsWith("{")
          ? stringsOf(JSON.parse(rawBody))
          : Object.fromEntries(new URLSearchParams(rawBody));
      } catch {
        return "invalid";
      }
      const transaction = signed(fields);
      if (!transaction?.txnid) return "invalid";
      // Known by what the reverse hash covers (txnid and status; mihpayid and the error fields are
      // outside it), and settled, as a return is, by PayU's answer to verify_payment.
      const status = (transaction.status ?? "unknown").slice(0, 32);
      return {
        kind: "payment",
        eventId: `${transaction.txnid}:${status}`,
        event: `payment.${status}`,
        outcome: toConfirm(transaction.txnid),
      };
    },

    fetchStatus,

    async refund(stored, refundKey, amount): Promise<RefundState> {
      const answer = await command<PayuRefundAnswer>("cancel_refund_transaction", [
        stored.gatewayPaymentId,
        refundKey,
        rupeesOf(amount),
      ]);
      // The token names the refund at PayU (its refund callbacks carry it), so it is the refund's id.
      const code = String(answer.error_code ?? "");
      if (answer.status === 1 && code === "100") return { refundId: refundKey, status: "processed" };
      // 106: a refund with this token was asked for before (a repeated request is one refund).
      if (answer.status === 1 || REFUND_UNDER_WAY.has(code) || code === "106")
        return { refundId: refundKey, status: "pending" };
      return { refundId: refundKey, status: "failed" };
    },
  };
}

/** A JSON webhook's top-level text and number fields, as the form-encoded kind has them. */
function stringsOf(value: unknown): Record<string, string> {
  if (!value || typeof value !== "object") return {};
  return Object.fromEntries(
    Object.entries(value)
      .filter((entry): entry is [string, string | number] => ["string", "number"].includes(typeof entry[1]))
      .map(([name, field]) => [name, String(field)]),
  );
}
