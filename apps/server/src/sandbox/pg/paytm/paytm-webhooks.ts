import PaytmChecksum from "paytmchecksum";
import { sameSecret } from "../../../platform/secrets";
import { formWebhook, type SignedWebhook } from "../sandbox-kit";
import type { SandboxRefund, SandboxTxn } from "./paytm-store";

/**
 * How the Paytm sandbox signs and checks, with Paytm's own package: a JSON body's text or a form's
 * values sorted by name and joined by `|`. Its check decrypts the checksum with the package and
 * compares the recomputed hash (the sandbox's own code, not the adapter's).
 */
export function sign(payload: string | Record<string, string>, key: string): Promise<string> {
  return PaytmChecksum.generateSignature(payload, key);
}

export function signedBy(text: string, key: string, checksum: unknown): boolean {
  if (typeof checksum !== "string" || checksum === "") return false;
  const hash = PaytmChecksum.decrypt(checksum, key);
  return sameSecret(PaytmChecksum.calculateHash(text, hash.slice(-4)), hash);
}

const rupees = (paise: number) => (paise / 100).toFixed(2);

/** A transaction's fields as Paytm posts them to the callback and the payment webhook, signed. */
export async function transactionFields(
  txn: SandboxTxn,
  keys: { mid: string; merchantKey: string },
): Promise<Record<string, string>> {
  const fields: Record<string, string> = {
    BANKNAME: "Paytm Payments Bank",
    BANKTXNID: txn.txnId ? `B${txn.txnId.slice(-12)}` : "",
    CURRENCY: "INR",
    GATEWAYNAME: "WALLET",
    MID: keys.mid,
    ORDERID: txn.orderId,
    PAYMENTMODE: "PPI",
    RESPCODE: txn.respCode,
    RESPMSG: txn.respMsg,
    STATUS: txn.status,
    TXNAMOUNT: rupees(txn.amount),
    TXNDATE: txn.txnDate ?? "",
    TXNID: txn.txnId ?? "",
  };
  return { ...fields, CHECKSUMHASH: await sign(fields, keys.merchantKey) };
}

/** The payment status webhook: the transaction's fields, form-encoded, with CHECKSUMHASH. */
export async function paymentWebhook(
  txn: SandboxTxn,
  keys: { mid: string; merchantKey: string },
): Promise<SignedWebhook> {
  return formWebhook(await transactionFields(txn, keys));
}

/** A refund's status webhook: JSON `{ head: { signature }, body }`, signed over the body's text. */
export async function refundWebhook(
  txn: SandboxTxn,
  refund: SandboxRefund,
  keys: { mid: string; merchantKey: string },
): Promise<SignedWebhook> {
  const body = {
    mid: keys.mid,
    orderId: txn.orderId,
    txnId: txn.txnId ?? "",
    refId: refund.refId,
    refundId: refund.refundId,
    refundAmount: rupees(refund.amount),
    status: refund.status,
    resultInfo: { resultStatus: refund.status, resultCode: "10", resultMsg: "Refund Successfull" },
  };
  const text = JSON.stringify(body);
  const head = { signature: await sign(text, keys.merchantKey), version: "v1" };
  return { body: JSON.stringify({ head, body }), headers: { "content-type": "application/json" } };
}
