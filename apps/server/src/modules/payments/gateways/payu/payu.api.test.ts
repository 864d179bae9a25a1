import { createHash } from "node:crypto";
import { MESSAGES } from "@odin/contracts";
import { schema } from "@odin/db";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../../../platform/config";
import { escapeHtml } from "../../../../sandbox/pg/sandbox-kit";
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

/** One session secret for the app and this file, so the file knows the sandbox's key and salt. */
const ENV = {
  ODIN_SESSION_SECRET: `payu-${"0123456789abcdef".repeat(3)}`,
  ODIN_JWT_SECRET: `payu-jwt-${"0123456789abcdef".repeat(3)}`,
};
const { key, salt } = loadConfig({ NODE_ENV: "test", ODIN_MODE: "demo", ...ENV }).payments.payu.keys;
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

async function buyer(app: TestApp = test): Promise<Buyer> {
  const size = await fixture.size({ mrp: 149_900, price: 129_900, stock: 5 });
  const made = await buyerReadyToPay(app, size, warehouse);
  buyers.push(made.user.id);
  return made;
}

const attemptOf = (transactionId: string) => attemptIn(test, transactionId);
const orderStatus = (orderNumber: string) => orderStatusOf(test, orderNumber);
const webhook = (fields: Record<string, string>) => postForm(test, "/api/payment/webhook/payu", fields);
const job = <P extends Record<string, number>>(name: string) => jobOf<P>(test, name);

/** The shopper at PayU's page with the tester's choices; answers the page PayU sends the browser back with. */
async function payAtPayu(started: StartedPayment, choices: Record<string, string>, app: TestApp = test) {
  const page = await submit(app, started.handoff);
  expect(page.statusCode, page.body).toBe(200);
  const [pay] = formsOf(page.body);
  if (!pay) throw new Error("PayU's page has no form");
  const answered = await submit(app, pay, { webhooks: "none", ...choices });
  return { page: page.body, answered };
}

describe("net banking at Axis Bank through PayU (spec 3 §3)", () => {
  it("posts the hashed _payment form, and a paid return places the order exactly once", async () => {
    const shopper = await buyer();
    const started = await startOnlinePayment(test, shopper, "NET_BANKING", { bankCode: "UTIB" });
    const { handoff, transactionId, orderId } = started;
    expect(handoff).toMatchObject({ method: "POST", action: "/_sandbox/pg/payu/_payment" });
    const returnUrl = `/api/payment/confirmationRP/${transactionId}/callback/${orderId}/`;
    expect(handoff.fields).toMatchObject({
      key,
      txnid: transactionId,
      amount: (started.amount / 100).toFixed(2),
      udf1: orderId,
      pg: "NB",
      bankcode: "AXIB",
    });
    expect(new URL(handoff.fields.surl ?? "").pathname).toContain(returnUrl);
    expect(handoff.fields.furl).toBe(handoff.fields.surl);

    const { page, answered } = await payAtPayu(started, { outcome: "success" });
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
    expect(await orderStatus(orderId)).toBe("PLACED");
    const paid = await attemptOf(transactionId);
    expect(paid).toMatchObject({
      status: "paid",
      gatewayOrderId: transactionId,
      gatewayPaymentId: back.fields.mihpayid,
    });

    // The same return again, and PayU's webhook twice: nothing changes, nothing is refunded.
    expect((await submit(test, back)).headers.location).toBe(confirmation);
    const replay = await test.app.inject({
      method: "POST",
      url: `/_sandbox/pg/payu/tester/transactions/${transactionId}`,
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      payload: "outcome=replay&webhooks=duplicate",
    });
    expect(replay.statusCode).toBe(200);
    const events = await test.database.db
      .select()
      .from(schema.paymentEvents)
      .where(
        and(
          eq(schema.paymentEvents.gateway, "payu"),
          eq(schema.paymentEvents.eventId, `${paid.gatewayPaymentId}:success`),
        ),
      );
    expect(events).toHaveLength(1);
    const refunds = await test.database.db
      .select()
      .from(schema.paymentRefunds)
      .where(eq(schema.paymentRefunds.transactionId, paid.id));
    expect(refunds).toEqual([]);
    expect(await orderStatus(orderId)).toBe("PLACED");

    // A webhook whose fields or hash were changed is refused.
    expect((await webhook(back.fields)).statusCode).toBe(200);
    expect((await webhook({ ...back.fields, amount: "1.00" })).statusCode).toBe(400);
    expect((await webhook({ ...back.fields, hash: `${back.fields.hash?.slice(0, -1)}0` })).statusCode).toBe(
      400,
    );
    expect((await webhook({ ...back.fields, status: "failure" })).statusCode).toBe(400);
  });

  it("sends a declined payment to the failure page, and the order waits for another try", async () => {
    const shopper = await buyer();
    const started = await startOnlinePayment(test, shopper, "NET_BANKING", { bankCode: "KKBK" });
    expect(started.handoff.fields.bankcode).toBe("162B");
    const { answered } = await payAtPayu(started, { outcome: "failure" });
    const back = backToStore(answered.body);
    expect(back.fields.status).toBe("failure");
    const returned = await submit(test, back);
    expect(returned.statusCode).toBe(303);
    expect(returned.headers.location).toBe(
      `/checkout/onpaymentfailure?orderId=${started.orderId}&transactionId=${started.transactionId}`,
    );
    expect(await attemptOf(started.transactionId)).toMatchObject({
      status: "failed",
      failureCode: "PAYU_E308",
    });
    expect(await orderStatus(started.orderId)).toBe("PAYMENT_FAILED");
  });

  it("changes nothing for a return whose hash fails or that names another transaction", async () => {
    const shopper = await buyer();
    const started = await startOnlinePayment(test, shopper, "NET_BANKING", { bankCode: "YESB" });
    const back = backToStore((await payAtPayu(started, { outcome: "success" })).answered.body);
    const pending = `/orderconfirmation/${started.orderId}/pending/${started.transactionId}`;
    for (const forged of [
      { ...back.fields, amount: "1.00" },
      { ...back.fields, hash: sha512("forged") },
      { ...back.fields, txnid: "TXSOMEONEELSE" },
    ]) {
      const returned = await submit(test, { ...back, fields: forged });
      expect(returned.headers.location).toBe(pending);
      expect((await attemptOf(started.transactionId)).status).toBe("created");
    }
    expect((await submit(test, back)).headers.location).toBe(
      `/orderconfirmation/${started.orderId}/success/${started.transactionId}`,
    );
  });
});

describe("cards through PayU when it is the default gateway (ODIN_PAYMENT_DEFAULT_GATEWAY=payu)", () => {
  let cards: TestApp;
  beforeAll(async () => {
    cards = await createTestApp({
      database: test.database,
      env: { ...ENV, ODIN_PAYMENT_DEFAULT_GATEWAY: "payu" },
    });
  });
  afterAll(() => cards.close());

  it("takes the card on PayU's card page, with the spec's card rules, and places the order", async () => {
    const shopper = await buyer(cards);
    const started = await startOnlinePayment(cards, shopper, "CREDIT_CARD", {});
    expect(started.handoff.fields.pg).toBe("CC");
    expect(started.handoff.fields.bankcode).toBeUndefined();
    const page = await submit(cards, started.handoff);
    const [pay] = formsOf(page.body);
    if (!pay) throw new Error("PayU's card page has no form");
    const year = String(new Date().getFullYear() + 1);
    const card = { number: "4111 1111 1111 1111", name: "Asha Rao", month: "12", year, cvv: "123" };
    const wrong = await submit(cards, pay, {
      ...card,
      number: "4111 1111 1111 1112",
      cvv: "12",
      webhooks: "none",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain(escapeHtml(MESSAGES.payment.invalidCardDetails));
    expect(wrong.body).toContain(escapeHtml(MESSAGES.payment.notValidCvv));
    const answered = await submit(cards, pay, { ...card, outcome: "success", webhooks: "none" });
    const returned = await submit(cards, backToStore(answered.body));
    expect(returned.headers.location).toBe(
      `/orderconfirmation/${started.orderId}/success/${started.transactionId}`,
    );
    expect(await orderStatus(started.orderId)).toBe("PLACED");
  });
});

describe("PayU's API: verify_payment and cancel_refund_transaction", () => {
  it("settles a payment the bank confirms later, and refunds it once", async () => {
    const shopper = await buyer();
    const started = await startOnlinePayment(test, shopper, "NET_BANKING", { bankCode: "UTIB" });
    const { answered } = await payAtPayu(started, { outcome: "timeout" });
    expect(answered.body).toContain("did not answer");
    const attempt = await attemptOf(started.transactionId);
    const reconcile = job<{ attemptId: number; round: number }>(RECONCILE_PAYMENT);
    await reconcile({ attemptId: attempt.id, round: 1 });
    expect((await attemptOf(started.transactionId)).status).toBe("pending");

    const completed = await test.app.inject({
      method: "POST",
      url: `/_sandbox/pg/payu/tester/transactions/${started.transactionId}`,
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      payload: "outcome=success&webhooks=none",
    });
    expect(completed.json()).toMatchObject({ status: "success" });
    await reconcile({ attemptId: attempt.id, round: 2 });
    const paid = await attemptOf(started.transactionId);
    expect(paid).toMatchObject({ status: "paid", gatewayPaymentId: completed.json().mihpayid });
    expect(await orderStatus(started.orderId)).toBe("PLACED");

    // A refund the settlement would ask for (an order that could not take the money), run twice.
    await test.database.db.transaction((tx) =>
      insertRefund(tx, { transactionId: paid.id, amount: paid.amount, reason: "test" }),
    );
    const refund = job<{ attemptId: number }>(REFUND_PAYMENT);
    await refund({ attemptId: paid.id });
    await refund({ attemptId: paid.id });
    const [row] = await test.database.db
      .select()
      .from(schema.paymentRefunds)
      .where(eq(schema.paymentRefunds.transactionId, paid.id));
    expect(row).toMatchObject({ status: "pending", gatewayRefundId: `refund-${started.transactionId}` });

    // PayU holds one refund of the whole amount under that token: a third request is refused.
    const again = await postservice("cancel_refund_transaction", [
      paid.gatewayPaymentId ?? "",
      `refund-${started.transactionId}`,
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
  const form: Record<string, string> = {
    key,
    command,
    hash: hash ?? sha512(`${key}|${command}|${vars[0]}|${salt}`),
  };
  vars.forEach((value, index) => {
    form[`var${index + 1}`] = value;
  });
  const response = await test.app.inject({
    method: "POST",
    url: "/_sandbox/pg/payu/merchant/postservice.php?form=2",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(form).toString(),
  });
  return response.json();
}
