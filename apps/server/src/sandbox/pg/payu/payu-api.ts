import type { FastifyInstance } from "fastify";
import { sameSecret } from "../../../platform/secrets";
import { formOf, type SandboxForm } from "../sandbox-kit";
import type { PayuSandbox } from "./payu-store";
import { commandHash, type SandboxTransaction, udfFields } from "./payu-store";

/**
 * PayU's API in the sandbox at `/_sandbox/pg/payu/merchant/postservice.php?form=2` (info.payu.in's
 * path): form fields key, command, var1…, hash = sha512(key|command|var1|salt), answered in JSON as
 * PayU answers (https://docs.payu.in "Verify Payment API", "Refund Transaction API"): verify_payment
 * and cancel_refund_transaction. A wrong key or hash is PayU's `{status: 0}` answer, HTTP 200 as PayU's.
 */
export function payuApi(app: FastifyInstance, sandbox: PayuSandbox): void {
  const { store, base, keys } = sandbox;

  app.post(`${base}/merchant/postservice.php`, { schema: { hide: true } }, async (request) => {
    const form = formOf(request);
    const command = form.command ?? "";
    if (form.key !== keys.key) return { status: 0, msg: "Invalid key" };
    if (!sameSecret(commandHash(keys.key, command, form.var1 ?? "", keys.salt), form.hash ?? ""))
      return { status: 0, msg: "Invalid Hash." };
    if (command === "verify_payment") return verify((form.var1 ?? "").split("|"));
    if (command === "cancel_refund_transaction") return refund(form);
    return { status: 0, msg: "Invalid command" };
  });

  /** Each txnid's details; one never posted to `_payment`, or not yet paid, is "Not Found". */
  function verify(txnids: string[]) {
    const details: Record<string, object> = {};
    let found = 0;
    for (const txnid of txnids) {
      const transaction = store.transactions.get(txnid);
      if (!transaction?.mihpayid) {
        details[txnid] = { mihpayid: "Not Found", status: "Not Found" };
        continue;
      }
      found += 1;
      details[txnid] = detailsOf(transaction);
    }
    const msg = `${found} out of ${txnids.length} Transactions Fetched Successfully`;
    return { status: found > 0 ? 1 : 0, msg, transaction_details: details };
  }

  /** A refund of a captured transaction, at most its amount in all; a token names one refund. */
  function refund(form: SandboxForm) {
    const transaction = store.byMihpayid(form.var1 ?? "");
    const token = form.var2 ?? "";
    const amount = Number(form.var3);
    if (!transaction) return { status: 0, msg: "Transaction Not Found", error_code: 116 };
    if (!token) return { status: 0, msg: "Input Data missing", error_code: 124 };
    const earlier = transaction.refunds.find((item) => item.token === token);
    if (earlier) return { status: 0, msg: "Token already exists.", error_code: 106, mihpayid: form.var1 };
    if (transaction.status !== "success")
      return { status: 0, msg: "Invalid transaction status", error_code: 111 };
    const refunded = transaction.refunds.reduce((sum, item) => sum + Number(item.amount), 0);
    if (!(amount > 0) || amount > Number(transaction.request.amount) - refunded + 1e-9)
      return { status: 0, msg: "Invalid amount", error_code: 105 };
    const made = store.refund(transaction, token, amount.toFixed(2));
    return {
      status: 1,
      msg: "Refund Request Queued",
      request_id: made.requestId,
      bank_ref_num: null,
      mihpayid: form.var1,
      error_code: 102,
    };
  }
}

/** verify_payment's transaction_details for one transaction. */
function detailsOf(transaction: SandboxTransaction) {
  const { request } = transaction;
  return {
    mihpayid: transaction.mihpayid,
    request_id: "",
    bank_ref_num: transaction.status === "success" ? `${transaction.mihpayid}0` : null,
    amt: request.amount,
    transaction_amount: request.amount,
    txnid: request.txnid,
    additional_charges: "0.00",
    productinfo: request.productinfo,
    firstname: request.firstname,
    bankcode: transaction.bankcode,
    ...udfFields(request),
    field9: transaction.errorMessage,
    error_code: transaction.errorCode,
    error_Message: transaction.errorMessage,
    addedon: transaction.addedon,
    payment_source: "payu",
    mode: transaction.mode,
    status: transaction.status === "initiated" ? "pending" : transaction.status,
    unmappedstatus: transaction.unmappedstatus,
    net_amount_debit: transaction.status === "success" ? request.amount : "0",
  };
}
