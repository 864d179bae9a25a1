import PaytmChecksum from "paytmchecksum";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../../testing/api-fixture";
import {
  type OnlinePaymentKit,
  onlinePaymentKit,
  type StartedPayment,
} from "../../../../testing/online-payment";
import { postForm } from "../../../../testing/online-payment-forms";
import {
  anyWallet,
  PAYTM_SANDBOX,
  type PaytmWalletKit,
  paytmWalletKit,
} from "../../../../testing/online-payment-paytm";
import { attemptTokens } from "../../gateway-tokens";
import type { PaymentGateway, WalletOtpGateway } from "../gateway";
import { createPaytmGateway } from "./paytm";

/**
 * The Paytm adapter against its sandbox over HTTP: the payment webhook and the browser's return with
 * CHECKSUMHASH (a tampered one refused), the signed order status, refunds asked once per key, and the
 * JSON refund webhook. The debits here stay pending at the sandbox ("7777777706") until the tester
 * completes them, with the sandbox's own webhooks off.
 */

const test = useTestApp();
let online: OnlinePaymentKit;
let kit: PaytmWalletKit;
let adapter: PaymentGateway & WalletOtpGateway;

beforeAll(async () => {
  online = await onlinePaymentKit(test);
  const size = await online.fixture.size({ mrp: 99_900, price: 99_900, stock: 20 });
  kit = paytmWalletKit(test, online, size);
  await kit.forgetTestPhones();
  await online.tester("paytm", "/tester/webhooks", { webhooks: "none" });
  const origin = await test.app.listen({ port: 0, host: "127.0.0.1" });
  const endpoints = { server: async () => `${origin}${PAYTM_SANDBOX}`, browser: PAYTM_SANDBOX };
  adapter = createPaytmGateway(test.config.payments.paytm, endpoints, attemptTokens(test.database.db));
});
afterAll(async () => {
  await kit.forgetTestPhones();
  await online.remove();
});

const webhook = (body: string | Record<string, string>, headers?: Record<string, string>) =>
  online.webhook("paytm", body, headers);

/** An order whose wallet debit is pending at the sandbox, then completed there: Paytm's txnId. */
async function completedAtPaytm(order: StartedPayment): Promise<string> {
  await kit.signIn(order, "7777777706");
  expect((await kit.pay(order)).json()).toMatchObject({
    status: "pending",
    redirectUrl: `/orderconfirmation/${order.orderId}/pending/${order.transactionId}`,
  });
  await online.tester("paytm", `/tester/transactions/${order.transactionId}`, { action: "success" });
  return (await kit.sandboxTxn(order.transactionId)).txnId;
}

const stored = (order: StartedPayment, txnId?: string) => ({
  transactionId: order.transactionId,
  gatewayOrderId: order.transactionId,
  gatewayPaymentId: txnId,
  amount: order.amount,
});

describe("Paytm's webhook and the browser's return (CHECKSUMHASH)", () => {
  it("settles a pending debit by a signed webhook once, and refuses a tampered or unsigned one", async () => {
    const order = await kit.walletOrder();
    const fields = await kit.signedFields(order, await completedAtPaytm(order));
    expect((await webhook({ ...fields, TXNAMOUNT: "1.00" })).statusCode).toBe(400);
    expect((await webhook({ ...fields, STATUS: "TXN_FAILURE" })).statusCode).toBe(400);
    expect((await webhook({ ...fields, CHECKSUMHASH: "" })).statusCode).toBe(400);
    expect((await online.attemptOf(order.transactionId)).status).toBe("pending");
    const accepted = await webhook(fields);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ received: true });
    expect((await webhook(fields)).json()).toEqual({ received: true });
    expect((await online.orderOf(order.orderId)).status).toBe("PLACED");
    expect((await online.attemptOf(order.transactionId)).status).toBe("paid");
  });

  it("pays nothing on a signed success until Paytm's order status bears it out", async () => {
    const order = await kit.walletOrder();
    await kit.signIn(order, "7777777706");
    expect((await kit.pay(order)).json()).toMatchObject({ status: "pending" });
    // A checksummed TXN_SUCCESS for the debit Paytm still calls pending: the order waits.
    const fields = await kit.signedFields(order, (await kit.sandboxTxn(order.transactionId)).txnId);
    expect((await webhook(fields)).statusCode).toBe(200);
    expect((await online.attemptOf(order.transactionId)).status).toBe("pending");
    expect((await online.orderOf(order.orderId)).status).toBe("PAYMENT_PENDING");
    // Once Paytm completes it, the same webhook (its redelivery) places the order.
    await online.tester("paytm", `/tester/transactions/${order.transactionId}`, { action: "success" });
    expect((await webhook(fields)).statusCode).toBe(200);
    expect((await online.orderOf(order.orderId)).status).toBe("PLACED");
    // The pending wallet's codes count against its per-phone limit for this file's other tests.
    await kit.forgetTestPhones();
  });

  it("believes the return only as far as its checksum and Paytm's status go", async () => {
    const order = await kit.walletOrder();
    const fields = await kit.signedFields(order, await completedAtPaytm(order));
    const url = `/api/payment/confirmationRP/${order.transactionId}/callback/${order.orderId}/${test.config.tenantId}`;
    const back = (form: Record<string, string>) => postForm(test, url, form);
    const forged = await back({ ...fields, STATUS: "TXN_FAILURE" });
    expect(forged.headers.location).toBe(
      `/orderconfirmation/${order.orderId}/pending/${order.transactionId}`,
    );
    const returned = await back(fields);
    expect(returned.statusCode).toBe(303);
    expect(returned.headers.location).toBe(
      `/orderconfirmation/${order.orderId}/success/${order.transactionId}`,
    );
  });
});

describe("Paytm's order status and refunds", () => {
  it("reads an order with no transaction yet as pending, and a paid one with its amount", async () => {
    const order = await kit.walletOrder();
    expect(await adapter.fetchStatus(stored(order))).toMatchObject({
      status: "pending",
      gatewayPaymentId: undefined,
    });
    await kit.signIn(order, anyWallet());
    expect(await adapter.pay(stored(order))).toMatchObject({
      status: "paid",
      gatewayOrderId: order.transactionId,
      amount: order.amount,
      currency: "INR",
    });
  });

  it("refunds a paid debit once per key, and takes the signed refund webhook", async () => {
    const order = await kit.walletOrder();
    const txnId = await completedAtPaytm(order);
    const key = `refund-${order.transactionId}`;
    const first = await adapter.refund(
      { ...stored(order, txnId), gatewayPaymentId: txnId },
      key,
      order.amount,
    );
    expect(first.status).toBe("pending");
    const again = await adapter.refund(
      { ...stored(order, txnId), gatewayPaymentId: txnId },
      key,
      order.amount,
    );
    expect(again).toEqual({ refundId: first.refundId, status: "processed" });
    expect((await kit.sandboxTxn(order.transactionId)).refunds).toHaveLength(1);

    const { mid, merchantKey } = test.config.payments.paytm.keys;
    const body = {
      mid,
      orderId: order.transactionId,
      txnId,
      refId: key,
      refundId: first.refundId,
      refundAmount: (order.amount / 100).toFixed(2),
      resultInfo: { resultStatus: "TXN_SUCCESS", resultCode: "10", resultMsg: "Refund Successfull" },
    };
    const signature = await PaytmChecksum.generateSignature(JSON.stringify(body), merchantKey);
    const post = (payload: string) => webhook(payload, { "content-type": "application/json" });
    expect((await post(JSON.stringify({ head: { signature }, body }))).json()).toEqual({ received: true });
    const tampered = JSON.stringify({ head: { signature }, body: { ...body, refundAmount: "1.00" } });
    expect((await post(tampered)).statusCode).toBe(400);
  });
});
