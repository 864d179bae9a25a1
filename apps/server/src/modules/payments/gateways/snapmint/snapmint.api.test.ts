import { createHash } from "node:crypto";
import { schema } from "@odin/db";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../../../platform/config";
import { type BagFixture, createBagFixture } from "../../../../testing/bag-fixture";
import { type Buyer, type CentreRef, centreOf, removeBuyers } from "../../../../testing/checkout";
import {
  attemptOf as attemptIn,
  backToStore,
  buyerReadyToPay,
  formsOf,
  jobOf,
  orderStatusOf,
  postForm,
  type StartedPayment,
  startOnlinePayment,
  submit,
} from "../../../../testing/gateway-handoff";
import { createTestApp, type TestApp } from "../../../../testing/test-app";
import { RECONCILE_PAYMENT } from "../../payment-jobs";
import { REFUND_PAYMENT } from "../../payment-settlement";
import { insertRefund } from "../../payments.repo";

/** One session secret for the app and this file, so the file knows the sandbox's merchant token. */
const ENV = { ODIN_SESSION_SECRET: `snapmint-${"0123456789abcdef".repeat(3)}` };
const { merchantKey, merchantToken } = loadConfig({ NODE_ENV: "test", ODIN_MODE: "demo", ...ENV }).payments
  .snapmint.keys;
const sha512 = (text: string) => createHash("sha512").update(text).digest("hex");

let test: TestApp;
let fixture: BagFixture;
let warehouse: CentreRef;
const buyers: number[] = [];

beforeAll(async () => {
  test = await createTestApp({ env: ENV });
  fixture = createBagFixture(test.database.db);
  warehouse = await centreOf(test, "warehouse");
});
afterAll(async () => {
  await removeBuyers(test, buyers);
  await fixture.remove();
  await test.close();
});

async function buyer(): Promise<Buyer> {
  const size = await fixture.size({ mrp: 349_900, price: 299_900, stock: 5 });
  const made = await buyerReadyToPay(test, size, warehouse);
  buyers.push(made.user.id);
  return made;
}

const attemptOf = (transactionId: string) => attemptIn(test, transactionId);
const webhook = (fields: Record<string, string>) => postForm(test, "/api/payment/webhook/snapmint", fields);
const startEmi = (shopper: Buyer) =>
  startOnlinePayment(test, shopper, "CARDLESS_EMI", { bankCode: "snapmint" });

/** The shopper at Snapmint's plan page with the tester's choices; answers the page Snapmint sends the browser back with. */
async function payAtSnapmint(started: StartedPayment, choices: Record<string, string>) {
  const page = await submit(test, started.handoff);
  expect(page.statusCode, page.body).toBe(200);
  const [pay] = formsOf(page.body);
  if (!pay) throw new Error("Snapmint's page has no form");
  return { page: page.body, answered: await submit(test, pay, { webhooks: "none", ...choices }) };
}

describe("cardless EMI through Snapmint (spec 3 §3)", () => {
  it("posts the checksummed checkout form, and a confirmed order is placed exactly once", async () => {
    const shopper = await buyer();
    const started = await startEmi(shopper);
    const { handoff, transactionId, orderId } = started;
    const orderValue = (started.amount / 100).toFixed(2);
    expect(handoff).toMatchObject({
      method: "POST",
      action: "/_sandbox/pg/snapmint/v1/public/online_checkout",
    });
    expect(handoff.fields).toMatchObject({
      merchant_key: merchantKey,
      order_id: transactionId,
      order_value: orderValue,
      full_name: "Asha Rao",
      mobile: shopper.user.mobileNumber,
      udf1: orderId,
    });
    const { full_name: fullName, email } = handoff.fields;
    expect(handoff.fields.checksum_hash).toBe(
      sha512([merchantKey, transactionId, orderValue, fullName, email, merchantToken].join("|")),
    );

    const { page, answered } = await payAtSnapmint(started, { outcome: "success", plan: "6" });
    expect(page).toContain("6 monthly payments");
    const back = backToStore(answered.body);
    expect(back.fields).toMatchObject({ status: "success", order_id: transactionId });
    const returned = await submit(test, back);
    const confirmation = `/orderconfirmation/${orderId}/success/${transactionId}`;
    expect(returned.statusCode).toBe(303);
    expect(returned.headers.location).toBe(confirmation);
    expect(await orderStatusOf(test, orderId)).toBe("PLACED");
    const paid = await attemptOf(transactionId);
    expect(paid).toMatchObject({ status: "paid", gatewayPaymentId: back.fields.snapmint_id });

    // The same return again, and Snapmint's webhook twice: nothing changes, nothing is refunded.
    expect((await submit(test, back)).headers.location).toBe(confirmation);
    const replay = await test.app.inject({
      method: "POST",
      url: `/_sandbox/pg/snapmint/tester/orders/${transactionId}`,
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      payload: "outcome=replay&webhooks=duplicate",
    });
    expect(replay.statusCode).toBe(200);
    const events = await test.database.db
      .select()
      .from(schema.paymentEvents)
      .where(
        and(
          eq(schema.paymentEvents.gateway, "snapmint"),
          eq(schema.paymentEvents.eventId, `${transactionId}:success`),
        ),
      );
    expect(events).toHaveLength(1);
    const refunds = await test.database.db
      .select()
      .from(schema.paymentRefunds)
      .where(eq(schema.paymentRefunds.transactionId, paid.id));
    expect(refunds).toEqual([]);

    // A webhook whose fields or checksum were changed is refused.
    const signed = replay.json() as Record<string, string>;
    expect((await webhook(signed)).statusCode).toBe(200);
    expect((await webhook({ ...signed, order_value: "1.00" })).statusCode).toBe(400);
    expect((await webhook({ ...signed, status: "failure" })).statusCode).toBe(400);
    expect((await webhook({ ...signed, checksum_hash: sha512("forged") })).statusCode).toBe(400);
  });

  it("sends a rejected order to the failure page, and the order waits for another try", async () => {
    const started = await startEmi(await buyer());
    const back = backToStore((await payAtSnapmint(started, { outcome: "failure" })).answered.body);
    expect(back.fields.status).toBe("failure");
    const returned = await submit(test, back);
    expect(returned.headers.location).toBe(
      `/checkout/onpaymentfailure?orderId=${started.orderId}&transactionId=${started.transactionId}`,
    );
    expect(await attemptOf(started.transactionId)).toMatchObject({
      status: "failed",
      failureCode: "PAYMENT_FAILED",
    });
    expect(await orderStatusOf(test, started.orderId)).toBe("PAYMENT_FAILED");
  });

  it("changes nothing for a return whose checksum fails, or that names another order", async () => {
    const started = await startEmi(await buyer());
    const back = backToStore((await payAtSnapmint(started, { outcome: "success" })).answered.body);
    const pending = `/orderconfirmation/${started.orderId}/pending/${started.transactionId}`;
    for (const forged of [
      { ...back.fields, full_name: "Someone Else" },
      { ...back.fields, checksum_hash: sha512("forged") },
      { ...back.fields, order_id: "TXSOMEONEELSE" },
    ]) {
      expect((await submit(test, { ...back, fields: forged })).headers.location).toBe(pending);
      expect((await attemptOf(started.transactionId)).status).toBe("created");
    }
  });
});

describe("Snapmint's order status and refund calls", () => {
  it("settles an order Snapmint confirms later, and refunds it once", async () => {
    const started = await startEmi(await buyer());
    expect((await payAtSnapmint(started, { outcome: "timeout" })).answered.body).toContain("did not answer");
    const attempt = await attemptOf(started.transactionId);
    const reconcile = jobOf<{ attemptId: number; round: number }>(test, RECONCILE_PAYMENT);
    await reconcile({ attemptId: attempt.id, round: 1 });
    expect((await attemptOf(started.transactionId)).status).toBe("pending");

    const completed = await test.app.inject({
      method: "POST",
      url: `/_sandbox/pg/snapmint/tester/orders/${started.transactionId}`,
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      payload: "outcome=success&webhooks=none",
    });
    expect(completed.json()).toMatchObject({ status: "success" });
    await reconcile({ attemptId: attempt.id, round: 2 });
    const paid = await attemptOf(started.transactionId);
    expect(paid).toMatchObject({ status: "paid", gatewayPaymentId: completed.json().snapmint_id });
    expect(await orderStatusOf(test, started.orderId)).toBe("PLACED");

    await test.database.db.transaction((tx) =>
      insertRefund(tx, { transactionId: paid.id, amount: paid.amount, reason: "test" }),
    );
    await jobOf<{ attemptId: number }>(test, REFUND_PAYMENT)({ attemptId: paid.id });
    const [row] = await test.database.db
      .select()
      .from(schema.paymentRefunds)
      .where(eq(schema.paymentRefunds.transactionId, paid.id));
    expect(row).toMatchObject({ status: "processed", gatewayRefundId: `refund-${started.transactionId}` });

    // The whole amount is back: another refund of the order is refused; a wrong token is refused.
    const refund = (token: string, refundId: string) =>
      test.app.inject({
        method: "POST",
        url: "/_sandbox/pg/snapmint/merchant/orders/refund",
        payload: { token, order_id: started.transactionId, refund_amount: "1.00", refund_id: refundId },
      });
    expect((await refund(merchantToken, "another")).statusCode).toBe(422);
    expect((await refund(`${merchantToken}x`, "another")).statusCode).toBe(401);
    const status = await test.app.inject({
      method: "GET",
      url: `/_sandbox/pg/snapmint/merchant/orders/checkout_order_status?token=x&order_ids=${started.transactionId}`,
    });
    expect(status.statusCode).toBe(401);
  });
});
