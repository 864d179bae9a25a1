import { createHash } from "node:crypto";
import { MESSAGES } from "@odin/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { escapeHtml } from "../../../../sandbox/pg/sandbox-kit";
import { useTestApp } from "../../../../testing/api-fixture";
import {
  type OnlinePaymentKit,
  onlinePaymentKit,
  type StartedPayment,
  TEST_CARD,
} from "../../../../testing/online-payment";
import { backToStore, postForm, submit } from "../../../../testing/online-payment-forms";
import { createTestApp, type OwnedTestApp } from "../../../../testing/test-app";
import { RECONCILE_PAYMENT, REFUND_PAYMENT } from "../../payment-job-names";
import { insertRefund } from "../../payments.repo";

/** One token key for both of this file's apps, so a shopper signed in at one is known to the other. */
const ENV = { ODIN_JWT_SECRET: `payu-jwt-${"0123456789abcdef".repeat(3)}` };
const sha512 = (text: string) => createHash("sha512").update(text).digest("hex");

const test = useTestApp({ env: ENV });
let online: OnlinePaymentKit;

beforeAll(async () => {
  online = await onlinePaymentKit(test);
});
afterAll(async () => {
  await online.remove();
});

const keys = () => test.config.payments.payu.keys;

/** A shopper whose bag (a size of their own) is paid by net banking at `bankCode`. */
async function netBanking(bankCode: string): Promise<StartedPayment> {
  const { buyer } = await online.shopper({ mrp: 149_900, price: 129_900 });
  return online.start(buyer, "NET_BANKING", { paymentDetail: { bankCode } });
}

describe("net banking at Axis Bank through PayU (spec 3 §3)", () => {
  it("posts the hashed _payment form, and a paid return places the order exactly once", async () => {
    const { transactionId, orderId, amount } = await netBanking("UTIB");
    const handoff = await online.handoffOf(transactionId);
    expect(handoff).toMatchObject({ method: "POST", action: "/_sandbox/pg/payu/_payment" });
    const returnUrl = `/api/payment/confirmationRP/${transactionId}/callback/${orderId}/`;
    expect(handoff.fields).toMatchObject({
      key: keys().key,
      txnid: transactionId,
      amount: (amount / 100).toFixed(2),
      udf1: orderId,
      pg: "NB",
      bankcode: "AXIB",
    });
    expect(new URL(handoff.fields.surl ?? "").pathname).toContain(returnUrl);
    expect(handoff.fields.furl).toBe(handoff.fields.surl);

    const { page, answered } = await online.payAtGateway(transactionId, { outcome: "success" });
    expect(page).toContain("Axis Bank");
    const back = backToStore(answered.body);
    expect(back.fields).toMatchObject({
      status: "success",
      txnid: transactionId,
      amount: handoff.fields.amount,
    });
    const returned = await submit(test, back);
    expect(returned.statusCode).toBe(303);
    const confirmation = `/orderconfirmation/${orderId}/success/${transactionId}`;
    expect(returned.headers.location).toBe(confirmation);
    expect((await online.orderOf(orderId)).status).toBe("PLACED");
    const paid = await online.attemptOf(transactionId);
    expect(paid).toMatchObject({
      status: "paid",
      gatewayOrderId: transactionId,
      gatewayPaymentId: back.fields.mihpayid,
    });

    // The same return again, and PayU's webhook twice: nothing changes, nothing is refunded.
    expect((await submit(test, back)).headers.location).toBe(confirmation);
    const replay = await online.tester("payu", `/tester/transactions/${transactionId}`, {
      outcome: "replay",
      webhooks: "duplicate",
    });
    expect(replay.statusCode).toBe(200);
    expect(await online.eventsOf("payu", `${transactionId}:success`)).toHaveLength(1);
    expect(await online.refundsOf(paid.id)).toEqual([]);
    expect((await online.orderOf(orderId)).status).toBe("PLACED");

    // A webhook whose fields or hash were changed is refused.
    const webhook = (fields: Record<string, string>) => online.webhook("payu", fields);
    expect((await webhook(back.fields)).statusCode).toBe(200);
    expect((await webhook({ ...back.fields, amount: "1.00" })).statusCode).toBe(400);
    const hash = back.fields.hash ?? "";
    const changed = `${hash.slice(0, -1)}${hash.endsWith("0") ? "1" : "0"}`;
    expect((await webhook({ ...back.fields, hash: changed })).statusCode).toBe(400);
    expect((await webhook({ ...back.fields, status: "failure" })).statusCode).toBe(400);
  });

  it("sends a declined payment to the failure page, and the order waits for another try", async () => {
    const { transactionId, orderId } = await netBanking("KKBK");
    expect((await online.handoffOf(transactionId)).fields.bankcode).toBe("162B");
    const { answered } = await online.payAtGateway(transactionId, { outcome: "failure" });
    const back = backToStore(answered.body);
    expect(back.fields.status).toBe("failure");
    const returned = await submit(test, back);
    expect(returned.statusCode).toBe(303);
    expect(returned.headers.location).toBe(
      `/checkout/onpaymentfailure?orderId=${orderId}&transactionId=${transactionId}`,
    );
    expect(await online.attemptOf(transactionId)).toMatchObject({
      status: "failed",
      failureCode: "PAYU_E308",
    });
    expect((await online.orderOf(orderId)).status).toBe("PAYMENT_FAILED");
  });

  it("changes nothing for a return whose hash fails or that names another transaction", async () => {
    const { transactionId, orderId } = await netBanking("YESB");
    const { answered } = await online.payAtGateway(transactionId, { outcome: "success" });
    const back = backToStore(answered.body);
    const pending = `/orderconfirmation/${orderId}/pending/${transactionId}`;
    for (const forged of [
      { ...back.fields, amount: "1.00" },
      { ...back.fields, hash: sha512("forged") },
      { ...back.fields, txnid: "TXSOMEONEELSE" },
    ]) {
      const returned = await submit(test, { ...back, fields: forged });
      expect(returned.headers.location).toBe(pending);
      expect((await online.attemptOf(transactionId)).status).toBe("created");
    }
    expect((await submit(test, back)).headers.location).toBe(
      `/orderconfirmation/${orderId}/success/${transactionId}`,
    );
  });
});

describe("PayU's webhooks, de-duplicated on what the reverse hash covers", () => {
  it("lets no re-posted answer carrying another payment's mihpayid drop that payment's webhook", async () => {
    const other = await netBanking("UTIB");
    const otherPaid = backToStore(
      (await online.payAtGateway(other.transactionId, { outcome: "success" })).answered.body,
    );
    const own = await netBanking("UTIB");
    const ownPaid = backToStore(
      (await online.payAtGateway(own.transactionId, { outcome: "success" })).answered.body,
    );
    // A shopper posts the signed answer their browser carried, with the other payment's mihpayid
    // (outside the reverse hash), before PayU's webhook for that payment arrives.
    const { mihpayid = "" } = otherPaid.fields;
    expect((await online.webhook("payu", { ...ownPaid.fields, mihpayid })).statusCode).toBe(200);
    const sent = await online.tester("payu", `/tester/transactions/${other.transactionId}`, {
      outcome: "replay",
      webhooks: "normal",
    });
    expect(sent.statusCode).toBe(200);
    expect((await online.orderOf(other.orderId)).status).toBe("PLACED");
    expect(await online.attemptOf(other.transactionId)).toMatchObject({
      status: "paid",
      gatewayPaymentId: mihpayid,
    });
    // The shopper's own payment is named by PayU's verify_payment, never by the posted mihpayid.
    expect(await online.attemptOf(own.transactionId)).toMatchObject({
      status: "paid",
      gatewayPaymentId: ownPaid.fields.mihpayid,
    });
  });
});

describe("cards through PayU when it is the default gateway (ODIN_PAYMENT_DEFAULT_GATEWAY=payu)", () => {
  let cards: OwnedTestApp;
  let atCards: OnlinePaymentKit;
  beforeAll(async () => {
    cards = await createTestApp({
      database: test.database,
      env: { ...ENV, ODIN_PAYMENT_DEFAULT_GATEWAY: "payu" },
    });
    atCards = await onlinePaymentKit(cards);
  });
  afterAll(async () => {
    await atCards.remove();
    await cards.close();
  });

  it("takes the card on PayU's card page, with the spec's card rules, and places the order", async () => {
    const { buyer } = await atCards.shopper({ mrp: 149_900, price: 129_900 });
    const { transactionId, orderId } = await atCards.start(buyer, "CREDIT_CARD", { paymentDetail: {} });
    const { handoff, form } = await atCards.gatewayPage(transactionId);
    expect(handoff.fields.pg).toBe("CC");
    expect(handoff.fields.bankcode).toBeUndefined();
    const wrong = await atCards.payOn(form, { ...TEST_CARD, number: "4111 1111 1111 1112", cvv: "12" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain(escapeHtml(MESSAGES.payment.invalidCardDetails));
    expect(wrong.body).toContain(escapeHtml(MESSAGES.payment.notValidCvv));
    const answered = await atCards.payOn(form, { ...TEST_CARD, outcome: "success" });
    const returned = await submit(cards, backToStore(answered.body));
    expect(returned.headers.location).toBe(`/orderconfirmation/${orderId}/success/${transactionId}`);
    expect((await atCards.orderOf(orderId)).status).toBe("PLACED");
  });
});

describe("PayU's API: verify_payment and cancel_refund_transaction", () => {
  it("settles a payment the bank confirms later, and refunds it once", async () => {
    const { transactionId, orderId } = await netBanking("UTIB");
    const { answered } = await online.payAtGateway(transactionId, { outcome: "timeout" });
    expect(answered.body).toContain("did not answer");
    const attempt = await online.attemptOf(transactionId);
    await online.runJob(RECONCILE_PAYMENT, { attemptId: attempt.id, round: 1 });
    expect((await online.attemptOf(transactionId)).status).toBe("pending");

    const completed = await online.tester("payu", `/tester/transactions/${transactionId}`, {
      outcome: "success",
      webhooks: "none",
    });
    expect(completed.json()).toMatchObject({ status: "success" });
    await online.runJob(RECONCILE_PAYMENT, { attemptId: attempt.id, round: 2 });
    const paid = await online.attemptOf(transactionId);
    expect(paid).toMatchObject({ status: "paid", gatewayPaymentId: completed.json().mihpayid });
    expect((await online.orderOf(orderId)).status).toBe("PLACED");

    // A refund the settlement would ask for (an order that could not take the money), run twice.
    await test.database.db.transaction((tx) =>
      insertRefund(tx, { transactionId: paid.id, amount: paid.amount, reason: "test" }),
    );
    await online.runJob(REFUND_PAYMENT, { attemptId: paid.id });
    await online.runJob(REFUND_PAYMENT, { attemptId: paid.id });
    const [row] = await online.refundsOf(paid.id);
    expect(row).toMatchObject({ status: "pending", gatewayRefundId: `refund-${transactionId}` });

    // PayU holds one refund of the whole amount under that token: a third request is refused.
    const again = await postservice("cancel_refund_transaction", [
      paid.gatewayPaymentId ?? "",
      `refund-${transactionId}`,
      (paid.amount / 100).toFixed(2),
    ]);
    expect(again).toMatchObject({ status: 0, error_code: 106 });
    const other = await postservice("cancel_refund_transaction", [
      paid.gatewayPaymentId ?? "",
      "another",
      "1.00",
    ]);
    expect(other).toMatchObject({ status: 0, error_code: 105 });
  });

  it("refuses a command whose hash does not hold", async () => {
    const answer = await postservice("verify_payment", ["TXUNKNOWN"], sha512("wrong"));
    expect(answer).toEqual({ status: 0, msg: "Invalid Hash." });
    expect(await postservice("verify_payment", ["TXUNKNOWN"])).toMatchObject({
      status: 0,
      transaction_details: { TXUNKNOWN: { status: "Not Found" } },
    });
  });
});

/** A postservice command sent to the sandbox as a merchant would. */
async function postservice(command: string, vars: string[], hash?: string) {
  const { key, salt } = keys();
  const form: Record<string, string> = {
    key,
    command,
    hash: hash ?? sha512(`${key}|${command}|${vars[0]}|${salt}`),
  };
  vars.forEach((value, index) => {
    form[`var${index + 1}`] = value;
  });
  return (await postForm(test, "/_sandbox/pg/payu/merchant/postservice.php?form=2", form)).json();
}
