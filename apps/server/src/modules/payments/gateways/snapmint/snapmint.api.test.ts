import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../../testing/api-fixture";
import { type OnlinePaymentKit, onlinePaymentKit } from "../../../../testing/online-payment";
import { backToStore, submit } from "../../../../testing/online-payment-forms";
import { RECONCILE_PAYMENT, REFUND_PAYMENT } from "../../payment-job-names";
import { insertRefund } from "../../payments.repo";

const sha512 = (text: string) => createHash("sha512").update(text).digest("hex");

const test = useTestApp();
let online: OnlinePaymentKit;

beforeAll(async () => {
  online = await onlinePaymentKit(test);
});
afterAll(async () => {
  await online.remove();
});

const keys = () => test.config.payments.snapmint.keys;

/** A shopper whose bag (a size of their own) is paid by cardless EMI: the payment waiting at Snapmint. */
async function startEmi() {
  const { buyer } = await online.shopper({ mrp: 349_900, price: 299_900 });
  return online.start(buyer, "CARDLESS_EMI", { paymentDetail: { bankCode: "snapmint" } });
}

describe("cardless EMI through Snapmint (spec 3 §3)", () => {
  it("posts the checksummed checkout form, and a confirmed order is placed exactly once", async () => {
    const { buyer, transactionId, orderId, amount } = await startEmi();
    const handoff = await online.handoffOf(transactionId);
    const { merchantKey, merchantToken } = keys();
    const orderValue = (amount / 100).toFixed(2);
    expect(handoff).toMatchObject({
      method: "POST",
      action: "/_sandbox/pg/snapmint/v1/public/online_checkout",
    });
    expect(handoff.fields).toMatchObject({
      merchant_key: merchantKey,
      order_id: transactionId,
      order_value: orderValue,
      full_name: "Asha Rao",
      mobile: buyer.user.mobileNumber,
      udf1: orderId,
    });
    const { full_name: fullName, email } = handoff.fields;
    expect(handoff.fields.checksum_hash).toBe(
      sha512([merchantKey, transactionId, orderValue, fullName, email, merchantToken].join("|")),
    );

    const { page, answered } = await online.payAtGateway(transactionId, { outcome: "success", plan: "6" });
    expect(page).toContain("6 monthly payments");
    const back = backToStore(answered.body);
    expect(back.fields).toMatchObject({ status: "success", order_id: transactionId });
    const returned = await submit(test, back);
    const confirmation = `/orderconfirmation/${orderId}/success/${transactionId}`;
    expect(returned.statusCode).toBe(303);
    expect(returned.headers.location).toBe(confirmation);
    expect((await online.orderOf(orderId)).status).toBe("PLACED");
    const paid = await online.attemptOf(transactionId);
    expect(paid).toMatchObject({ status: "paid", gatewayPaymentId: back.fields.snapmint_id });

    // The same return again, and Snapmint's webhook twice: nothing changes, nothing is refunded.
    expect((await submit(test, back)).headers.location).toBe(confirmation);
    const replay = await online.tester("snapmint", `/tester/orders/${transactionId}`, {
      outcome: "replay",
      webhooks: "duplicate",
    });
    expect(replay.statusCode).toBe(200);
    expect(await online.eventsOf("snapmint", `${transactionId}:success`)).toHaveLength(1);
    expect(await online.refundsOf(paid.id)).toEqual([]);

    // A webhook whose fields or checksum were changed is refused.
    const webhook = (fields: Record<string, string>) => online.webhook("snapmint", fields);
    const signed = replay.json() as Record<string, string>;
    expect((await webhook(signed)).statusCode).toBe(200);
    expect((await webhook({ ...signed, order_value: "1.00" })).statusCode).toBe(400);
    expect((await webhook({ ...signed, status: "failure" })).statusCode).toBe(400);
    expect((await webhook({ ...signed, checksum_hash: sha512("forged") })).statusCode).toBe(400);
  });

  it("sends a rejected order to the failure page, and the order waits for another try", async () => {
    const { transactionId, orderId } = await startEmi();
    const back = backToStore(
      (await online.payAtGateway(transactionId, { outcome: "failure" })).answered.body,
    );
    expect(back.fields.status).toBe("failure");
    const returned = await submit(test, back);
    expect(returned.headers.location).toBe(
      `/checkout/onpaymentfailure?orderId=${orderId}&transactionId=${transactionId}`,
    );
    expect(await online.attemptOf(transactionId)).toMatchObject({
      status: "failed",
      failureCode: "PAYMENT_FAILED",
    });
    expect((await online.orderOf(orderId)).status).toBe("PAYMENT_FAILED");
  });

  it("changes nothing for a return whose checksum fails, or that names another order", async () => {
    const { transactionId, orderId } = await startEmi();
    const back = backToStore(
      (await online.payAtGateway(transactionId, { outcome: "success" })).answered.body,
    );
    const pending = `/orderconfirmation/${orderId}/pending/${transactionId}`;
    for (const forged of [
      { ...back.fields, full_name: "Someone Else" },
      { ...back.fields, checksum_hash: sha512("forged") },
      { ...back.fields, order_id: "TXSOMEONEELSE" },
    ]) {
      expect((await submit(test, { ...back, fields: forged })).headers.location).toBe(pending);
      expect((await online.attemptOf(transactionId)).status).toBe("created");
    }
  });
});

describe("Snapmint's webhook, believed only as far as its checksum goes", () => {
  it("leaves the order unpaid when a signed failure or timeout answer is posted with down_payment_status=1", async () => {
    const tries = ["failure", "timeout", "failure", "timeout", "failure", "timeout"] as const;
    const placed: string[] = [];
    for (const [index, outcome] of tries.entries()) {
      const { transactionId, orderId } = await startEmi();
      const back = backToStore((await online.payAtGateway(transactionId, { outcome })).answered.body);
      expect(back.fields.status).toBe(outcome === "failure" ? "failure" : "pending");
      // Half the shoppers came back to the store first, as their browser would.
      if (index < tries.length / 2) await submit(test, back);
      // The answer their browser carried, re-posted as Snapmint's webhook with a field outside the checksum.
      const forged = await online.webhook("snapmint", { ...back.fields, down_payment_status: "1" });
      expect(forged.statusCode).toBeLessThan(500);
      const paid = (await online.attemptOf(transactionId)).status === "paid";
      const confirmed = (await online.confirmationsOf(orderId)).length > 0;
      if ((await online.orderOf(orderId)).status === "PLACED" || paid || confirmed)
        placed.push(`${outcome} #${index + 1}`);
    }
    expect(placed, `${placed.length} of ${tries.length} forged webhooks paid the order`).toEqual([]);
  });

  it("settles Snapmint's success once, and only when its status call confirms it", async () => {
    const { transactionId, orderId } = await startEmi();
    const back = backToStore(
      (await online.payAtGateway(transactionId, { outcome: "pending" })).answered.body,
    );
    // A checksummed "success" that Snapmint's status call does not bear out (the order is still
    // pending there) pays nothing, and does not stand in for Snapmint's own webhook later.
    const { merchantKey, merchantToken } = keys();
    const claimed: Record<string, string> = { ...back.fields, status: "success" };
    const { order_id: id, order_value: value, full_name: name, email } = claimed;
    claimed.checksum_hash = sha512([merchantToken, "success", id, value, name, email, merchantKey].join("|"));
    expect((await online.webhook("snapmint", claimed)).statusCode).toBe(200);
    expect((await online.orderOf(orderId)).status).toBe("PAYMENT_PENDING");
    expect((await online.attemptOf(transactionId)).status).not.toBe("paid");
    expect(await online.eventsOf("snapmint", `${transactionId}:success`)).toEqual([]);

    // Snapmint approves the order and sends its webhook twice: the order is placed once.
    const approved = await online.tester("snapmint", `/tester/orders/${transactionId}`, {
      outcome: "success",
      webhooks: "duplicate",
    });
    expect(approved.json()).toMatchObject({ status: "success" });
    expect((await online.orderOf(orderId)).status).toBe("PLACED");
    const paid = await online.attemptOf(transactionId);
    // Snapmint's id comes from its status call (it is outside the webhook's checksum).
    expect(paid).toMatchObject({ status: "paid", gatewayPaymentId: approved.json().snapmint_id });
    expect(await online.eventsOf("snapmint", `${transactionId}:success`)).toHaveLength(1);
    expect(await online.confirmationsOf(orderId)).toHaveLength(2);
    expect(await online.refundsOf(paid.id)).toEqual([]);
  });
});

describe("Snapmint's order status and refund calls", () => {
  it("settles an order Snapmint confirms later, and refunds it once", async () => {
    const { transactionId, orderId } = await startEmi();
    expect((await online.payAtGateway(transactionId, { outcome: "timeout" })).answered.body).toContain(
      "did not answer",
    );
    const attempt = await online.attemptOf(transactionId);
    await online.runJob(RECONCILE_PAYMENT, { attemptId: attempt.id, round: 1 });
    expect((await online.attemptOf(transactionId)).status).toBe("pending");

    const completed = await online.tester("snapmint", `/tester/orders/${transactionId}`, {
      outcome: "success",
      webhooks: "none",
    });
    expect(completed.json()).toMatchObject({ status: "success" });
    await online.runJob(RECONCILE_PAYMENT, { attemptId: attempt.id, round: 2 });
    const paid = await online.attemptOf(transactionId);
    expect(paid).toMatchObject({ status: "paid", gatewayPaymentId: completed.json().snapmint_id });
    expect((await online.orderOf(orderId)).status).toBe("PLACED");

    await test.database.db.transaction((tx) =>
      insertRefund(tx, { transactionId: paid.id, amount: paid.amount, reason: "test" }),
    );
    await online.runJob(REFUND_PAYMENT, { attemptId: paid.id });
    const [row] = await online.refundsOf(paid.id);
    expect(row).toMatchObject({ status: "processed", gatewayRefundId: `refund-${transactionId}` });

    // The whole amount is back: another refund of the order is refused; a wrong token is refused.
    const { merchantToken } = keys();
    const refund = (token: string, refundId: string) =>
      test.app.inject({
        method: "POST",
        url: "/_sandbox/pg/snapmint/merchant/orders/refund",
        payload: { token, order_id: transactionId, refund_amount: "1.00", refund_id: refundId },
      });
    expect((await refund(merchantToken, "another")).statusCode).toBe(422);
    expect((await refund(`${merchantToken}x`, "another")).statusCode).toBe(401);
    const status = await test.app.inject({
      method: "GET",
      url: `/_sandbox/pg/snapmint/merchant/orders/checkout_order_status?token=x&order_ids=${transactionId}`,
    });
    expect(status.statusCode).toBe(401);
  });
});
