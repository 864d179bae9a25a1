import { MESSAGES, paymentResponse } from "@odin/contracts";
import { queryRows, schema } from "@odin/db";
import { eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BagFixture, createBagFixture } from "../../../../testing/bag-fixture";
import { type CentreRef, call, centreOf, removeBuyers } from "../../../../testing/checkout";
import {
  attemptOf,
  formOf,
  handoffOf,
  makePayment,
  orderOf,
  pathOf,
  postForm,
  shopperReadyToPay,
} from "../../../../testing/online-payment";
import { createTestApp, type TestApp } from "../../../../testing/test-app";

/**
 * A card payment through Razorpay's protocol end to end: our order reserved, Razorpay's order
 * created in the sandbox, the shopper's browser at Hosted Checkout and back to our return address
 * with the signed fields, the order paid once, its card saved as a token, and the next order paid
 * with that token.
 */

let test: TestApp;
let fixture: BagFixture;
let warehouse: CentreRef;
const buyers: number[] = [];

beforeAll(async () => {
  test = await createTestApp();
  fixture = createBagFixture(test.database.db);
  warehouse = await centreOf(test, "warehouse");
});
afterAll(async () => {
  await removeBuyers(test, buyers);
  await fixture.remove();
  await test.close();
});

const CARD = { number: "4111 1111 1111 1111", name: "Asha Rao", month: "12", cvv: "123" };

/** The shopper at Razorpay's page: the handoff form posted; answers the page's pay form. */
async function razorpayPage(transactionId: string) {
  const handoff = await handoffOf(test.database.db, transactionId);
  if (handoff.kind !== "form") throw new Error("Razorpay hands off with a form");
  const page = await postForm(test, handoff.action, handoff.fields);
  expect(page.statusCode).toBe(200);
  return { handoff, page: formOf(page.body) };
}

/** The tester's fields sent on Razorpay's page; answers the page that answers them. */
async function payOn(page: ReturnType<typeof formOf>, fields: Record<string, string>) {
  const year = String(new Date().getFullYear() + 2);
  return postForm(test, page.action, { ...page.fields, year, webhooks: "none", ...fields });
}

/** Pays at Razorpay's page; answers the form that takes the browser back to us. */
async function payAtRazorpay(transactionId: string, fields: Record<string, string>) {
  const paid = await payOn((await razorpayPage(transactionId)).page, fields);
  return formOf(paid.body);
}

async function startCardPayment(detail: Record<string, unknown> = {}, paymentTypeCode = "CREDIT_CARD") {
  const ready = await shopperReadyToPay(test, fixture, warehouse);
  buyers.push(ready.buyer.user.id);
  const response = await makePayment(test, ready.buyer, {
    ...ready.body,
    paymentTypeCode,
    paymentDetail: detail,
  });
  expect(response.statusCode, response.body).toBe(200);
  return { ...ready, answer: paymentResponse.parse(response.json()) };
}

describe("a card payment through Razorpay", () => {
  it("reserves the order, pays it at Hosted Checkout, places it once and saves the card", async () => {
    const { buyer, answer } = await startCardPayment({ saveCard: true });
    expect(answer).toMatchObject({ status: "pending", redirectUrl: `/checkout/pay/${answer.transactionId}` });
    const transactionId = answer.transactionId ?? "";
    expect((await orderOf(test.database.db, answer.orderId)).status).toBe("PAYMENT_PENDING");

    const back = await payAtRazorpay(transactionId, { ...CARD, outcome: "success" });
    expect(Object.keys(back.fields).sort()).toEqual([
      "razorpay_order_id",
      "razorpay_payment_id",
      "razorpay_signature",
    ]);
    const returned = await postForm(test, pathOf(back.action), back.fields);
    expect(returned.statusCode).toBe(303);
    expect(returned.headers.location).toBe(`/orderconfirmation/${answer.orderId}/success/${transactionId}`);

    const order = await orderOf(test.database.db, answer.orderId);
    expect(order.status).toBe("PLACED");
    expect(await attemptOf(test.database.db, transactionId)).toMatchObject({ status: "paid", handoff: null });
    const messages = await test.database.db
      .select()
      .from(schema.outboxMessages)
      .where(like(schema.outboxMessages.idempotencyKey, `%order-placed:${answer.orderId}:%`));
    expect(messages.map((message) => message.channel).sort()).toEqual(["email", "sms"]);

    const cards = await call(test, buyer, "GET", "/api/payment/savedCards");
    expect(cards.json().savedCards).toMatchObject([
      { cardType: "Visa", last4: "1111", isDefault: true, pgCodeRef: "razorpay" },
    ]);
  });

  it("pays a second order with the saved card, asking only its CVV on Razorpay's page", async () => {
    const first = await startCardPayment({ saveCard: true });
    const back = await payAtRazorpay(first.answer.transactionId ?? "", { ...CARD, outcome: "success" });
    await postForm(test, pathOf(back.action), back.fields);
    const [card] = (await call(test, first.buyer, "GET", "/api/payment/savedCards")).json().savedCards;

    const again = await shopperReadyToPay(test, fixture, warehouse, { buyer: first.buyer });
    const placed = await makePayment(test, first.buyer, {
      ...again.body,
      paymentTypeCode: "SAVEDCARD",
      paymentDetail: { savedCardToken: card.cardToken },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const transactionId = placed.json().transactionId as string;
    const { handoff, page } = await razorpayPage(transactionId);
    expect(handoff.kind === "form" && handoff.fields.token).toBe(card.cardToken);
    const wrongCvv = await payOn(page, { cvv: "12", outcome: "success" });
    expect(wrongCvv.statusCode).toBe(400);
    expect(wrongCvv.body).toContain(MESSAGES.payment.notValidCvv);
    const paid = formOf((await payOn(page, { cvv: "123", outcome: "success" })).body);
    const returned = await postForm(test, pathOf(paid.action), paid.fields);
    expect(returned.headers.location).toBe(
      `/orderconfirmation/${placed.json().orderId}/success/${transactionId}`,
    );
  });

  it("refuses another shopper's saved card", async () => {
    const owner = await startCardPayment({ saveCard: true });
    const back = await payAtRazorpay(owner.answer.transactionId ?? "", { ...CARD, outcome: "success" });
    await postForm(test, pathOf(back.action), back.fields);
    const [card] = (await call(test, owner.buyer, "GET", "/api/payment/savedCards")).json().savedCards;
    const other = await shopperReadyToPay(test, fixture, warehouse);
    buyers.push(other.buyer.user.id);
    const refused = await makePayment(test, other.buyer, {
      ...other.body,
      paymentTypeCode: "SAVEDCARD",
      paymentDetail: { savedCardToken: card.cardToken },
    });
    expect(refused.statusCode).toBe(404);
    const deleted = await call(test, other.buyer, "POST", "/api/payment/deleteCard", {
      cardToken: card.cardToken,
    });
    expect(deleted.statusCode).toBe(404);
    const still = await call(test, owner.buyer, "GET", "/api/payment/savedCards");
    expect(still.json().savedCards).toHaveLength(1);
  });

  it("sends a declined card to the failure page, the order still reserved for a retry", async () => {
    const { answer } = await startCardPayment();
    const back = await payAtRazorpay(answer.transactionId ?? "", {
      ...CARD,
      number: "4000 0000 0000 0002",
      outcome: "success",
    });
    expect(back.fields["error[reason]"]).toBe("payment_failed");
    const returned = await postForm(test, pathOf(back.action), back.fields);
    expect(returned.headers.location).toBe(
      `/checkout/onpaymentfailure?orderId=${answer.orderId}&transactionId=${answer.transactionId}`,
    );
    const order = await orderOf(test.database.db, answer.orderId);
    expect(order).toMatchObject({ status: "PAYMENT_FAILED", releasedAt: null });
    expect(await attemptOf(test.database.db, answer.transactionId ?? "")).toMatchObject({
      status: "failed",
      failureCode: "payment_failed",
    });
  });

  it("keeps a card's number, expiry and CVV out of our schema, our rows and our logs", async () => {
    const logsBefore = test.logs.length;
    const card = { ...CARD, number: "5555 5555 5555 4444", cvv: "739", month: "07" };
    const { answer } = await startCardPayment({ saveCard: true });
    const back = await payAtRazorpay(answer.transactionId ?? "", { ...card, outcome: "success" });
    const returned = await postForm(test, pathOf(back.action), back.fields);
    expect(returned.headers.location).toMatch(/\/success\//);
    // No column is meant for card data.
    const columns = await queryRows<{ table_name: string; column_name: string }>(
      test.database.db,
      sql`select table_name, column_name from information_schema.columns where table_schema = 'public'`,
    );
    const names = columns.map((row) => `${row.table_name}.${row.column_name}`);
    expect(
      names.filter((name) => /card_?(number|no)|\bpan\b|cvv|cvc|expiry|exp_(month|year)/i.test(name)),
    ).toEqual([]);
    // No row of the payment holds the number, and the saved card is Razorpay's token and last four digits.
    const rows = JSON.stringify([
      await test.database.db.select().from(schema.paymentTransactions),
      await test.database.db.select().from(schema.savedCards),
      await test.database.db.select().from(schema.orders),
      await test.database.db.select().from(schema.orderPayments),
      await test.database.db.select().from(schema.outboxMessages),
      await test.database.db.select().from(schema.jobs),
    ]);
    for (const secret of ["5555555555554444", "5555 5555 5555 4444", "555555555555"])
      expect(rows).not.toContain(secret);
    const [saved] = await test.database.db
      .select()
      .from(schema.savedCards)
      .where(eq(schema.savedCards.last4, "4444"));
    expect(saved?.token).toMatch(/^token_/);
    // Nor does any line the server logged while it happened.
    const logged = JSON.stringify(test.logs.slice(logsBefore));
    expect(logged.length).toBeGreaterThan(100);
    for (const secret of ["5555555555554444", "5555 5555 5555 4444"]) expect(logged).not.toContain(secret);
    // A CVV's three digits can appear in any timestamp: no line names one at all.
    expect(logged).not.toMatch(/cvv|card_?number/i);
  });
});
