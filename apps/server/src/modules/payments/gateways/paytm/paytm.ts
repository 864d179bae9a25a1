import { PAYMENT } from "@odin/contracts";
import type { PaymentsConfig } from "../../../../platform/config-payments";
import {
  GatewayError,
  type Outcome,
  type PaymentGateway,
  type StoredAttempt,
  type WalletOtpGateway,
} from "../gateway";
import { callGateway, type GatewayEndpoints } from "../http";
import { paytmChecksum, verifyPaytmChecksum } from "./paytm-checksum";
import { parsePaytmWebhook } from "./paytm-webhooks";
import {
  type BalanceBody,
  type InitiateBody,
  type PaytmAnswer,
  type PaytmCode,
  type ProcessBody,
  paiseOf,
  type RefundBody,
  type ResultInfo,
  refundStatusOf,
  rupees,
  type StatusBody,
  statusOutcome,
  stepCode,
  type ValidateOtpBody,
} from "./paytm-wire";

/**
 * Where the adapter keeps an attempt's txnToken between the shopper's steps, by Paytm order id (our
 * transactionId). The adapter holds no state of its own: the steps may reach another server process.
 */
export interface TxnTokens {
  keep(orderId: string, txnToken: string): Promise<void>;
  find(orderId: string): Promise<string | undefined>;
}

/** Answers whose signature Paytm's SDK checks: a failure may come unsigned. */
const SIGNED_STATUSES = new Set(["S", "PENDING", "TXN_SUCCESS"]);

type Refused = { ok: false; code: PaytmCode };
const refused = (code: PaytmCode): Refused => ({ ok: false, code });

/** A debit refused before Paytm made a transaction: failed, naming no payment. */
const refusedOutcome = (stored: StoredAttempt, code: PaytmCode): Outcome => ({
  status: "failed",
  gatewayOrderId: stored.gatewayOrderId,
  gatewayPaymentId: undefined,
  amount: undefined,
  currency: undefined,
  failureCode: code,
  card: undefined,
});

/**
 * The Paytm wallet (spec 3 §3 "Paytm wallet with mobile number"), on Paytm's Native APIs: the
 * transaction initiated with a checksum-signed call (its txnToken kept through `tokens`), the code
 * Paytm sends to the wallet's mobile number and its validation, the balance, the debit
 * (processTransaction, paymentMode BALANCE), the signed order status, refunds, and the callback and
 * webhooks signed with CHECKSUMHASH. The shopper types the code on our own page (handoff `walletOtp`).
 */
export function createPaytmGateway(
  config: PaymentsConfig["paytm"],
  endpoints: GatewayEndpoints,
  tokens: TxnTokens,
): PaymentGateway & WalletOtpGateway {
  const { mid, merchantKey, website } = config.keys;
  const query = (orderId: string) => `?mid=${encodeURIComponent(mid)}&orderId=${encodeURIComponent(orderId)}`;

  /** A call signed with the merchant key over `JSON.stringify(body)`; its answer's signature checked. */
  async function signed<B>(path: string, body: object): Promise<PaytmAnswer<B>["body"]> {
    const signature = await paytmChecksum(JSON.stringify(body), merchantKey);
    const json = { body, head: { signature } };
    const { body: answer } = await callGateway<PaytmAnswer<B>>("paytm", endpoints, {
      method: "POST",
      path,
      json,
    });
    const name = path.split("?")[0];
    if (!answer.body?.resultInfo) throw new GatewayError("paytm", `${name} answered no resultInfo`);
    const mustBeSigned = SIGNED_STATUSES.has(answer.body.resultInfo.resultStatus);
    if (
      mustBeSigned &&
      !verifyPaytmChecksum(JSON.stringify(answer.body), merchantKey, answer.head?.signature)
    )
      throw new GatewayError("paytm", `${name} answered an invalid signature`);
    return answer.body;
  }

  /** A wallet step carrying the attempt's txnToken; undefined when the attempt has none. */
  async function withToken<B>(stored: StoredAttempt, path: string, body: object) {
    const txnToken = await tokens.find(stored.gatewayOrderId);
    if (!txnToken) return undefined;
    const { body: answer } = await callGateway<Partial<PaytmAnswer<B>>>("paytm", endpoints, {
      method: "POST",
      path: `${path}${query(stored.gatewayOrderId)}`,
      json: { head: { txnToken }, body },
    });
    const failed: ResultInfo = { resultStatus: "F", resultCode: "" };
    return answer.body?.resultInfo ? answer.body : ({ resultInfo: failed } as PaytmAnswer<B>["body"]);
  }

  /** The wallet's balance in paise, once the shopper's code was accepted. */
  async function balanceOf(stored: StoredAttempt): Promise<{ ok: true; balance: number } | Refused> {
    const answer = await withToken<BalanceBody>(stored, "/userAsset/fetchBalanceInfo", {
      paymentMode: "BALANCE",
    });
    if (!answer) return refused("PAYTM_TOKEN_EXPIRED");
    if (answer.resultInfo.resultStatus !== "S")
      return refused(stepCode(answer.resultInfo, "FAILED_TO_FETCH_BALANCE_FROM_PAYTM"));
    if (answer.balanceInfo?.payerAccountExists === false) return refused("USER_NOT_REGISTERED");
    const balance = paiseOf(answer.balanceInfo?.accountBalance?.value);
    return balance === undefined ? refused("FAILED_TO_FETCH_BALANCE_FROM_PAYTM") : { ok: true, balance };
  }

  async function fetchStatus(stored: StoredAttempt): Promise<Outcome> {
    const body = await signed<StatusBody>("/v3/order/status", { mid, orderId: stored.gatewayOrderId });
    if (body.orderId !== undefined && body.orderId !== stored.gatewayOrderId)
      throw new GatewayError("paytm", "the order status named another order");
    return statusOutcome(body, stored.gatewayOrderId);
  }

  return {
    name: "paytm",

    async create(attempt) {
      const orderId = attempt.transactionId;
      const { customer } = attempt;
      const body = {
        requestType: "Payment",
        mid,
        websiteName: website,
        orderId,
        txnAmount: { value: rupees(attempt.amount), currency: PAYMENT.currency },
        userInfo: {
          custId: `CUST${customer.userId}`,
          mobile: customer.phone,
          ...(customer.email ? { email: customer.email } : {}),
        },
        callbackUrl: attempt.returnUrl,
      };
      const answer = await signed<InitiateBody>(`/theia/api/v1/initiateTransaction${query(orderId)}`, body);
      if (answer.resultInfo.resultStatus !== "S" || !answer.txnToken)
        throw new GatewayError("paytm", `initiateTransaction refused (${answer.resultInfo.resultCode})`);
      await tokens.keep(orderId, answer.txnToken);
      return { gatewayOrderId: orderId, handoff: { kind: "walletOtp" } };
    },

    async sendOtp(stored, mobileNumber) {
      const answer = await withToken(stored, "/login/sendOtp", { mobileNumber });
      if (!answer) return refused("PAYTM_TOKEN_EXPIRED");
      if (answer.resultInfo.resultStatus === "S") return { ok: true };
      return refused(stepCode(answer.resultInfo, "FAILED_TO_FETCH_PAYTM_OTP"));
    },

    async validateOtp(stored, otp) {
      const answer = await withToken<ValidateOtpBody>(stored, "/login/validateOtp", { otp });
      if (!answer) return refused("PAYTM_TOKEN_EXPIRED");
      if (answer.resultInfo.resultStatus !== "S" || answer.authenticated === false)
        return refused(stepCode(answer.resultInfo, "FAILED_TO_VALIDATE_PAYTM_OTP"));
      return balanceOf(stored);
    },

    async pay(stored) {
      // Refused here, before any debit: no balance, or too little of it.
      const balance = await balanceOf(stored);
      if (!balance.ok) return refusedOutcome(stored, balance.code);
      if (balance.balance < stored.amount) return refusedOutcome(stored, "INSUFFICIENT_BALANCE_IN_WALLET");
      const orderId = stored.gatewayOrderId;
      const answer = await withToken<ProcessBody>(stored, "/theia/api/v1/processTransaction", {
        requestType: "NATIVE",
        mid,
        orderId,
        paymentMode: "BALANCE",
      });
      if (!answer) return refusedOutcome(stored, "PAYTM_TOKEN_EXPIRED");
      // The signed order status is the answer; the debit's own reply only says why none was made.
      const outcome = await fetchStatus(stored);
      if (outcome.gatewayPaymentId === undefined && answer.resultInfo.resultStatus !== "S")
        return refusedOutcome(stored, stepCode(answer.resultInfo, "NOT_ABLE_TO_CONNECT_PAYTM"));
      return outcome;
    },

    async verifyReturn(fields, stored) {
      // No checksum (a browser coming back without Paytm's fields): only Paytm's own answer counts.
      if (fields.CHECKSUMHASH === undefined) return fetchStatus(stored);
      if (fields.ORDERID !== stored.gatewayOrderId || fields.MID !== mid) return "invalid";
      if (!verifyPaytmChecksum(fields, merchantKey, fields.CHECKSUMHASH)) return "invalid";
      return fetchStatus(stored);
    },

    parseWebhook: (rawBody, headers) => parsePaytmWebhook(rawBody, headers, { mid, merchantKey }),

    fetchStatus,

    async refund(stored, key, amount) {
      const orderId = stored.gatewayOrderId;
      // The refund id is our key: one asked before is found, not asked again.
      const known = await signed<RefundBody>("/v2/refund/status", { mid, orderId, refId: key });
      const refund = known.refundId
        ? known
        : await signed<RefundBody>("/refund/apply", {
            mid,
            txnType: "REFUND",
            orderId,
            txnId: stored.gatewayPaymentId,
            refId: key,
            refundAmount: rupees(amount),
          });
      if (!refund.refundId)
        throw new GatewayError("paytm", `the refund was refused (${refund.resultInfo.resultCode})`);
      return { refundId: refund.refundId, status: refundStatusOf(refund.resultInfo.resultStatus) };
    },
  };
}
