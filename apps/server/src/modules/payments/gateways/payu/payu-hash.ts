import { sha512Hex } from "../signatures";

/**
 * PayU's hashes (https://docs.payu.in/docs/hashing-request-and-response, and the official Node SDK
 * `payu-websdk`'s utils/hasher.js, which the unit tests compare with): SHA-512, lowercase hex, over
 * fields joined by `|` with the salt as the secret. A `|` inside a value would shift every field after
 * it, so values are cleaned of it before they are sent or hashed (`payuText`).
 */

/** The fields of a `_payment` request (and of PayU's answer) that its hashes cover. */
export interface PayuHashed {
  key: string;
  txnid: string;
  amount: string;
  productinfo: string;
  firstname: string;
  email: string;
  udf1?: string;
  udf2?: string;
  udf3?: string;
  udf4?: string;
  udf5?: string;
}

const udfs = (fields: PayuHashed) => [fields.udf1, fields.udf2, fields.udf3, fields.udf4, fields.udf5];

/** The request hash: sha512(key|txnid|amount|productinfo|firstname|email|udf1|…|udf5||||||SALT). */
export function paymentHash(salt: string, fields: PayuHashed): string {
  const { key, txnid, amount, productinfo, firstname, email } = fields;
  const parts = [
    key,
    txnid,
    amount,
    productinfo,
    firstname,
    email,
    ...udfs(fields),
    "",
    "",
    "",
    "",
    "",
    salt,
  ];
  return sha512Hex(parts.map((part) => part ?? "").join("|"));
}

/**
 * The reverse hash PayU sends with its answer (the return to surl/furl and webhooks):
 * sha512([additionalCharges|]SALT|status||||||udf5|…|udf1|email|firstname|productinfo|amount|txnid|key).
 */
export function responseHash(
  salt: string,
  fields: PayuHashed & { status: string; additionalCharges?: string | undefined },
): string {
  const { key, txnid, amount, productinfo, firstname, email, status } = fields;
  const reversed = udfs(fields).reverse();
  const parts = [
    salt,
    status,
    "",
    "",
    "",
    "",
    "",
    ...reversed,
    email,
    firstname,
    productinfo,
    amount,
    txnid,
    key,
  ];
  const text = parts.map((part) => part ?? "").join("|");
  return sha512Hex(fields.additionalCharges === undefined ? text : `${fields.additionalCharges}|${text}`);
}

/** The hash of a command of PayU's API (postservice): sha512(key|command|var1|salt). */
export function commandHash(key: string, command: string, var1: string, salt: string): string {
  return sha512Hex(`${key}|${command}|${var1}|${salt}`);
}

/** A value PayU hashes: no `|` (it separates the hashed fields), no control characters, trimmed. */
export function payuText(value: string, max: number): string {
  return value
    .replace(/[|\p{Cc}]/gu, " ")
    .trim()
    .slice(0, max);
}
