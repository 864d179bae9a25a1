import { createHash, randomInt } from "node:crypto";
import type { PaymentsConfig } from "../../../platform/config-payments";
import type { SandboxParts, WebhookMode } from "../sandbox-kit";

/**
 * The PayU sandbox's state, in memory (a sandbox runs in one process): transactions by the merchant's
 * txnid, each with what the `_payment` form posted and how it stands, and its refunds; and the hashes
 * PayU computes (https://docs.payu.in/docs/hashing-request-and-response), written here apart from the
 * adapter's so that a mistake in either shows up as a failing test.
 */

export interface SandboxTransaction {
  /** What the merchant posted (key, txnid, amount, productinfo, firstname, email, phone, udf1-5, surl, furl, pg, bankcode). */
  request: Record<string, string>;
  mihpayid: string | undefined;
  status: "initiated" | "pending" | "success" | "failure";
  unmappedstatus: string;
  mode: string;
  bankcode: string;
  errorCode: string;
  errorMessage: string;
  addedon: string;
  refunds: SandboxRefund[];
}

export interface SandboxRefund {
  token: string;
  requestId: string;
  amount: string;
}

const sha512 = (text: string) => createHash("sha512").update(text, "utf8").digest("hex");
const udfsOf = (fields: Record<string, string | undefined>) =>
  [1, 2, 3, 4, 5].map((index) => fields[`udf${index}`] ?? "");

/** The merchant's udf1 to udf5 as PayU answers them: empty when not posted. */
export const udfFields = (fields: Record<string, string | undefined>): Record<string, string> =>
  Object.fromEntries(udfsOf(fields).map((value, index) => [`udf${index + 1}`, value]));

/** The hash a `_payment` request must carry. */
export function requestHash(salt: string, fields: Record<string, string | undefined>): string {
  const head = ["key", "txnid", "amount", "productinfo", "firstname", "email"].map(
    (name) => fields[name] ?? "",
  );
  return sha512([...head, ...udfsOf(fields), "", "", "", "", "", salt].join("|"));
}

/** The reverse hash PayU puts on its answers. */
export function answerHash(salt: string, fields: Record<string, string | undefined>): string {
  const tail = ["email", "firstname", "productinfo", "amount", "txnid", "key"].map(
    (name) => fields[name] ?? "",
  );
  const udfs = udfsOf(fields).reverse();
  return sha512([salt, fields.status ?? "", "", "", "", "", "", ...udfs, ...tail].join("|"));
}

/** The hash of a postservice command. */
export const commandHash = (key: string, command: string, var1: string, salt: string) =>
  sha512(`${key}|${command}|${var1}|${salt}`);

/** A PayU-style number id (mihpayid, request_id). */
const numericId = () => String(randomInt(10_000_000_000, 99_999_999_999));

export function createPayuStore() {
  const transactions = new Map<string, SandboxTransaction>();

  return {
    transactions,

    start(request: Record<string, string>): SandboxTransaction {
      const transaction: SandboxTransaction = {
        request,
        mihpayid: undefined,
        status: "initiated",
        unmappedstatus: "initiated",
        mode: request.pg || "CC",
        bankcode: request.bankcode || request.pg || "CC",
        errorCode: "E000",
        errorMessage: "No Error",
        addedon: new Date().toISOString().replace("T", " ").slice(0, 19),
        refunds: [],
      };
      transactions.set(request.txnid ?? "", transaction);
      return transaction;
    },

    /** The shopper paid, or tried to: the transaction gets its mihpayid and the outcome's state. */
    settle(
      transaction: SandboxTransaction,
      outcome: "success" | "failure" | "pending",
      error?: { code: string; message: string; unmapped?: string },
    ) {
      transaction.mihpayid ??= numericId();
      transaction.status = outcome;
      transaction.unmappedstatus =
        outcome === "success"
          ? "captured"
          : outcome === "pending"
            ? "pending"
            : (error?.unmapped ?? "failed");
      if (error) {
        transaction.errorCode = error.code;
        transaction.errorMessage = error.message;
      }
    },

    refund(transaction: SandboxTransaction, token: string, amount: string): SandboxRefund {
      const refund = { token, requestId: numericId(), amount };
      transaction.refunds.push(refund);
      return refund;
    },

    byMihpayid(mihpayid: string) {
      return [...transactions.values()].find((transaction) => transaction.mihpayid === mihpayid);
    },
  };
}

export type PayuStore = ReturnType<typeof createPayuStore>;

/** What PayU posts back to surl/furl, and in its webhooks: the transaction's fields with the reverse hash. */
export function answerFields(salt: string, transaction: SandboxTransaction): Record<string, string> {
  const { request } = transaction;
  const fields: Record<string, string> = {
    mihpayid: transaction.mihpayid ?? "",
    mode: transaction.mode,
    status: transaction.status === "initiated" ? "pending" : transaction.status,
    unmappedstatus: transaction.unmappedstatus,
    key: request.key ?? "",
    txnid: request.txnid ?? "",
    amount: request.amount ?? "",
    addedon: transaction.addedon,
    productinfo: request.productinfo ?? "",
    firstname: request.firstname ?? "",
    lastname: "",
    email: request.email ?? "",
    phone: request.phone ?? "",
    ...udfFields(request),
    field9: transaction.errorMessage,
    PG_TYPE: "SANDBOXPG",
    bank_ref_num: transaction.status === "success" ? `${transaction.mihpayid}0` : "",
    bankcode: transaction.bankcode,
    error: transaction.errorCode,
    error_Message: transaction.errorMessage,
  };
  return { ...fields, hash: answerHash(salt, fields) };
}

/** The PayU sandbox as its parts share it. */
export interface PayuSandbox extends SandboxParts<PaymentsConfig["payu"]["keys"], PayuStore> {
  /** A transaction changed: its webhook goes out in the tester's mode. */
  notify(transaction: SandboxTransaction, mode: WebhookMode): Promise<void>;
}
