import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isRupees } from "../sandbox-kit";
import type { PaytmSandbox } from "./paytm-store";
import { SANDBOX_OTP, type SandboxTxn, walletOf } from "./paytm-store";
import { sign, signedBy, transactionFields } from "./paytm-webhooks";

type Json = Record<string, unknown>;
type Query = { Querystring: { mid?: string; orderId?: string } };

const objectOf = (value: unknown): Json =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Json) : {};
const info = (resultStatus: string, resultCode: string, resultMsg: string) => ({
  resultInfo: { resultStatus, resultCode, resultMsg },
});
const rupees = (paise: number) => (paise / 100).toFixed(2);
/** Paytm's rupee string as paise, or NaN. */
const paiseOf = (value: unknown) => (isRupees(value) ? Math.round(Number(value) * 100) : Number.NaN);

/**
 * The Paytm sandbox's API at `/_sandbox/pg/paytm/…`, shaped as Paytm's Native APIs answer: checksum-
 * signed calls (initiateTransaction, order status, refunds: `head.signature` over the body's text,
 * answers signed the same way), and the wallet's steps that carry the txnToken instead (sendOtp,
 * validateOtp, fetchBalanceInfo, processTransaction). Refusals answer 200 with `resultInfo` F, as
 * Paytm's do.
 */
export function paytmApi(app: FastifyInstance, sandbox: PaytmSandbox): void {
  const { store, base, keys } = sandbox;
  const route = { schema: { hide: true } };

  const answer = async (body: Json, signed: boolean) => {
    const signature = signed ? { signature: await sign(JSON.stringify(body), keys.merchantKey) } : {};
    return { head: { responseTimestamp: String(Date.now()), version: "v1", ...signature }, body };
  };

  /** A call signed with the merchant key: its body, or the refusal to answer. */
  function signedCall(request: FastifyRequest): { body: Json } | { refusal: Json } {
    const envelope = objectOf(request.body);
    const body = objectOf(envelope.body);
    if (!signedBy(JSON.stringify(body), keys.merchantKey, objectOf(envelope.head).signature))
      return { refusal: info("F", "2005", "Checksum provided is invalid") };
    if (body.mid !== keys.mid) return { refusal: info("F", "2006", "Mid is invalid") };
    return { body };
  }

  /** A wallet step: the transaction its txnToken opens, or the refusal. */
  function tokenCall(request: FastifyRequest<Query>): { txn: SandboxTxn; body: Json } | { refusal: Json } {
    const envelope = objectOf(request.body);
    if (request.query.mid !== keys.mid) return { refusal: info("F", "2006", "Mid is invalid") };
    const txn = store.byToken(request.query.orderId ?? "", objectOf(envelope.head).txnToken);
    if (txn === "expired") return { refusal: info("F", "1006", "Your Session has expired.") };
    if (!txn) return { refusal: info("F", "1002", "Token validation failed") };
    return { txn, body: objectOf(envelope.body) };
  }

  app.post<Query>(`${base}/theia/api/v1/initiateTransaction`, route, async (request) => {
    const call = signedCall(request);
    if ("refusal" in call) return answer(call.refusal, false);
    const { body } = call;
    const amount = objectOf(body.txnAmount);
    const custId = objectOf(body.userInfo).custId;
    const orderId = typeof body.orderId === "string" ? body.orderId : "";
    if (orderId === "" || orderId !== request.query.orderId)
      return answer(info("F", "2014", "OrderId in the query param doesn't match"), false);
    const paise = paiseOf(amount.value);
    if (!(paise > 0) || amount.currency !== "INR")
      return answer(info("F", "2007", "Txn amount is invalid"), false);
    if (typeof custId !== "string" || custId === "" || body.requestType !== "Payment")
      return answer(info("F", "1007", "Missing mandatory element"), false);
    const earlier = store.txns.get(orderId);
    if (earlier && (earlier.status !== "CREATED" || earlier.amount !== paise))
      return answer(info("F", "2023", "Repeat Request Inconsistent"), false);
    const callbackUrl = typeof body.callbackUrl === "string" ? body.callbackUrl : "";
    const txn = earlier ?? store.initiate({ orderId, amount: paise, custId, callbackUrl });
    const result = earlier ? info("S", "0002", "Success Idempotent") : info("S", "0000", "Success");
    return answer({ ...result, txnToken: txn.txnToken, isPromoCodeValid: false, authenticated: false }, true);
  });

  app.post<Query>(`${base}/login/sendOtp`, route, async (request) => {
    const call = tokenCall(request);
    if ("refusal" in call) return answer(call.refusal, false);
    const mobile = call.body.mobileNumber;
    if (typeof mobile !== "string" || !/^[6-9][0-9]{9}$/.test(mobile))
      return answer(info("F", "1001", "Request parameters are not valid"), false);
    const wallet = walletOf(mobile);
    if (wallet.refuse === "otp") return answer(info("F", "9999", "Something went wrong"), false);
    store.sendCode(call.txn, wallet);
    return answer(info("S", "01", "Otp sent to phone"), false);
  });

  app.post<Query>(`${base}/login/validateOtp`, route, async (request) => {
    const call = tokenCall(request);
    if ("refusal" in call) return answer(call.refusal, false);
    if (!call.txn.wallet) return answer(info("F", "1001", "Please request an OTP first"), false);
    if (call.body.otp !== SANDBOX_OTP) return answer(info("F", "0001", "Invalid OTP"), false);
    call.txn.authenticated = true;
    return answer({ ...info("S", "01", "Success"), authenticated: true }, false);
  });

  app.post<Query>(`${base}/userAsset/fetchBalanceInfo`, route, async (request) => {
    const call = tokenCall(request);
    if ("refusal" in call) return answer(call.refusal, false);
    const { wallet, authenticated } = call.txn;
    if (call.body.paymentMode !== "BALANCE")
      return answer(info("F", "1001", "Request parameters are not valid"), false);
    if (!wallet || !authenticated) return answer(info("F", "2004", "SSO Token is invalid"), false);
    if (wallet.refuse === "kyc") return answer(info("F", "1114", "KYC is not done for User."), false);
    if (wallet.refuse === "balance") return answer(info("F", "2008", "System Error"), false);
    const balanceInfo = wallet.registered
      ? { payerAccountExists: true, accountBalance: { currency: "INR", value: rupees(wallet.balance) } }
      : { payerAccountExists: false };
    return answer({ ...info("S", "0000", "Success"), balanceInfo }, false);
  });

  app.post<Query>(`${base}/theia/api/v1/processTransaction`, route, async (request, reply: FastifyReply) => {
    const call = tokenCall(request);
    if ("refusal" in call) return answer(call.refusal, false);
    const { txn, body } = call;
    const ours = body.mid === keys.mid && body.orderId === txn.orderId;
    if (!ours || body.requestType !== "NATIVE" || body.paymentMode !== "BALANCE")
      return answer(info("F", "1001", "Request parameters are not valid"), false);
    if (!txn.wallet || !txn.authenticated) return answer(info("F", "2004", "SSO Token is invalid"), false);
    if (txn.status !== "CREATED")
      return answer(info("F", "1005", "Duplicate payment request exception"), false);
    store.debit(txn);
    void sandbox.paid(txn, false);
    // The debit is made but its answer never reaches the merchant.
    if (txn.wallet.debit === "lostAnswer") return reply.status(502).send({ error: "bad gateway" });
    const txnInfo = await transactionFields(txn, keys);
    return answer({ ...info("S", "0000", "Success"), callBackUrl: txn.callbackUrl, txnInfo }, false);
  });

  app.post(`${base}/v3/order/status`, route, async (request) => {
    const call = signedCall(request);
    if ("refusal" in call) return answer(call.refusal, false);
    const txn = store.txns.get(typeof call.body.orderId === "string" ? call.body.orderId : "");
    if (!txn || txn.status === "CREATED")
      return answer(info("TXN_FAILURE", "334", "Invalid Order Id."), false);
    const refunded = txn.refunds.reduce((sum, refund) => sum + refund.amount, 0);
    return answer(
      {
        ...info(txn.status, txn.respCode, txn.respMsg),
        txnId: txn.txnId,
        bankTxnId: txn.txnId ? `B${txn.txnId.slice(-12)}` : "",
        orderId: txn.orderId,
        txnAmount: rupees(txn.amount),
        txnType: "SALE",
        gatewayName: "WALLET",
        bankName: "Paytm Payments Bank",
        mid: keys.mid,
        paymentMode: "PPI",
        refundAmt: rupees(refunded),
        txnDate: txn.txnDate,
      },
      true,
    );
  });

  app.post(`${base}/refund/apply`, route, async (request) => {
    const call = signedCall(request);
    if ("refusal" in call) return answer(call.refusal, false);
    const { body } = call;
    const txn = store.txns.get(typeof body.orderId === "string" ? body.orderId : "");
    if (txn?.status !== "TXN_SUCCESS" || body.txnId !== txn.txnId || body.txnType !== "REFUND")
      return answer(info("TXN_FAILURE", "605", "Original transaction not found"), false);
    const refId =
      typeof body.refId === "string" && /^[A-Za-z0-9_@-]{1,50}$/.test(body.refId) ? body.refId : "";
    if (!refId) return answer(info("TXN_FAILURE", "1001", "Request parameters are not valid"), false);
    const amount = paiseOf(body.refundAmount);
    const refunded = txn.refunds.reduce((sum, refund) => sum + refund.amount, 0);
    const earlier = txn.refunds.find((refund) => refund.refId === refId);
    if (!earlier && !(amount > 0 && amount <= txn.amount - refunded))
      return answer(info("TXN_FAILURE", "626", "Refund amount is more than the refundable amount"), false);
    const refund = earlier ?? store.refund(txn, refId, amount);
    const reply = await answer({ ...refundResult(refund), ...refundFields(txn, refund) }, true);
    // A wallet refund completes at once; its webhook follows.
    if (!earlier) {
      refund.status = "TXN_SUCCESS";
      void sandbox.refunded(txn, refund);
    }
    return reply;
  });

  app.post(`${base}/v2/refund/status`, route, async (request) => {
    const call = signedCall(request);
    if ("refusal" in call) return answer(call.refusal, false);
    const txn = store.txns.get(typeof call.body.orderId === "string" ? call.body.orderId : "");
    const refund = txn?.refunds.find((item) => item.refId === call.body.refId);
    if (!txn || !refund) return answer(info("TXN_FAILURE", "631", "Record not found"), false);
    return answer({ ...refundResult(refund), ...refundFields(txn, refund) }, true);
  });
}

function refundResult(refund: { status: string }) {
  return refund.status === "TXN_SUCCESS"
    ? info("TXN_SUCCESS", "10", "Refund Successfull")
    : info("PENDING", "601", "Refund request was raised for this transaction. But it is pending state");
}

function refundFields(txn: SandboxTxn, refund: { refId: string; refundId: string; amount: number }) {
  return {
    orderId: txn.orderId,
    txnId: txn.txnId,
    refId: refund.refId,
    refundId: refund.refundId,
    txnAmount: rupees(txn.amount),
    refundAmount: rupees(refund.amount),
  };
}
