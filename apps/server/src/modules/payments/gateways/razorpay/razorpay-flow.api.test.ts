import { MESSAGES } from "@odin/contracts";
import { queryRows, schema } from "@odin/db";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../../testing/api-fixture";
import { call } from "../../../../testing/checkout";
import { type OnlinePaymentKit, onlinePaymentKit, TEST_CARD } from "../../../../testing/online-payment";
import { backToStore, submit } from "../../../../testing/online-payment-forms";

/**
 * A card payment through Razorpay's protocol end to end: our order reserved, Razorpay's order
 * created in the sandbox, the shopper's browser at Hosted Checkout and back to our return address
 * with the signed fields, the order paid once, its card saved as a token, and the next order paid
 * with that token.
 */

const test = useTestApp();
let online: OnlinePaymentKit;

beforeAll(async () => {
  online = await onlinePaymentKit(test);
});
afterAll(async () => {
  await online.remove();
});

/** Pays at Razorpay's page; answers the form that takes the browser back to us. */
async function payAtRazorpay(transactionId: string, fields: Record<string, string>) {
  return backToStore((await online.payAtGateway(transactionId, fields)).answered.body);
}

async function startCardPayment(paymentDetail: Record<string, unknown> = {}) {
  const { buyer } = await online.shopper();
  return online.start(buyer, "CREDIT_CARD", { paymentDetail });
}

/** A first order paid with a card saved: its buyer and the saved card. */
async function savedCard() {
  const first = await startCardPayment({ saveCard: true });
  await submit(test, await payAtRazorpay(first.transactionId, { ...TEST_CARD, outcome: "success" }));
  const [card] = (await call(test, first.buyer, "GET", "/api/payment/savedCards")).json().savedCards;
  return { buyer: first.buyer, card };
}

describe("a card payment through Razorpay", () => {
  it("reserves the order, pays it at Hosted Checkout, places it once and saves the card", async () => {
    const { buyer, orderId, transactionId } = await startCardPayment({ saveCard: true });
    expect((await online.orderOf(orderId)).status).toBe("PAYMENT_PENDING");

    const back = await payAtRazorpay(transactionId, { ...TEST_CARD, outcome: "success" });
    expect(Object.keys(back.fields).sort()).toEqual([
      "razorpay_order_id",
      "razorpay_payment_id",
      "razorpay_signature",
    ]);
    const returned = await submit(test, back);
    expect(returned.statusCode).toBe(303);
    expect(returned.headers.location).toBe(`/orderconfirmation/${orderId}/success/${transactionId}`);

    expect((await online.orderOf(orderId)).status).toBe("PLACED");
    expect(await online.attemptOf(transactionId)).toMatchObject({ status: "paid", handoff: null });
    const messages = await online.confirmationsOf(orderId);
    expect(messages.map((message) => message.channel).sort()).toEqual(["email", "sms"]);

    const cards = await call(test, buyer, "GET", "/api/payment/savedCards");
    expect(cards.json().savedCards).toMatchObject([
      { cardType: "Visa", last4: "1111", isDefault: true, pgCodeRef: "razorpay" },
    ]);
  });

  it("pays a second order with the saved card, asking only its CVV on Razorpay's page", async () => {
    const { buyer, card } = await savedCard();
    await online.shopper({ buyer });
    const placed = await online.start(buyer, "SAVEDCARD", {
      paymentDetail: { savedCardToken: card.cardToken },
    });
    const { handoff, form } = await online.gatewayPage(placed.transactionId);
    expect(handoff.fields.token).toBe(card.cardToken);
    const wrongCvv = await online.payOn(form, { cvv: "12", outcome: "success" });
    expect(wrongCvv.statusCode).toBe(400);
    expect(wrongCvv.body).toContain(MESSAGES.payment.notValidCvv);
    const paid = await online.payOn(form, { cvv: "123", outcome: "success" });
    const returned = await submit(test, backToStore(paid.body));
    expect(returned.headers.location).toBe(
      `/orderconfirmation/${placed.orderId}/success/${placed.transactionId}`,
    );
  });

  it("refuses another shopper's saved card", async () => {
    const owner = await savedCard();
    const { buyer: other } = await online.shopper();
    const refused = await online.make(
      other,
      await online.placementFor(other, "SAVEDCARD", {
        paymentDetail: { savedCardToken: owner.card.cardToken },
      }),
    );
    expect(refused.statusCode).toBe(404);
    const deleted = await call(test, other, "POST", "/api/payment/deleteCard", {
      cardToken: owner.card.cardToken,
    });
    expect(deleted.statusCode).toBe(404);
    const still = await call(test, owner.buyer, "GET", "/api/payment/savedCards");
    expect(still.json().savedCards).toHaveLength(1);
  });

  it("deletes the shopper's own saved card here and its token at Razorpay (My Payment Methods)", async () => {
    const owner = await savedCard();
    const [customer] = await test.database.db
      .select()
      .from(schema.paymentCustomers)
      .where(eq(schema.paymentCustomers.userId, owner.buyer.user.id));
    const tokens = async () =>
      (await online.razorpayApi(`/customers/${customer?.customerId}/tokens`)).json().items;
    expect(await tokens()).toMatchObject([{ id: owner.card.cardToken }]);
    const deleted = await call(test, owner.buyer, "POST", "/api/payment/deleteCard", {
      cardToken: owner.card.cardToken,
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ savedCards: [] });
    expect(await tokens()).toEqual([]);
    const again = await call(test, owner.buyer, "POST", "/api/payment/deleteCard", {
      cardToken: owner.card.cardToken,
    });
    expect(again.statusCode).toBe(404);
  });

  it("looks a card's first six digits up at Razorpay: bank, type, network and CVV length", async () => {
    const { buyer } = await online.shopper();
    const lookup = async (bin: string) =>
      (await call(test, buyer, "GET", `/api/payment/cardBin/${bin}`)).json();
    expect(await lookup("411111")).toEqual({
      binNumber: "411111",
      isFound: true,
      bankCode: "HDFC",
      typeCode: "CREDIT_CARD",
      network: "Visa",
      cvvLength: 3,
    });
    expect(await lookup("378282")).toMatchObject({ isFound: true, network: "Amex", cvvLength: 4 });
    expect(await lookup("400000")).toMatchObject({ bankCode: "SBIN", typeCode: "DEBIT_CARD" });
    expect(await lookup("123456")).toMatchObject({ isFound: false, bankCode: "", cvvLength: 3 });
    const malformed = await call(test, buyer, "GET", "/api/payment/cardBin/41111x");
    expect(malformed.statusCode).toBe(400);
    const guest = await call(test, null, "GET", "/api/payment/cardBin/411111");
    expect(guest.statusCode).toBe(401);
  });

  it("sends a declined card to the failure page, the order still reserved for a retry", async () => {
    const { orderId, transactionId } = await startCardPayment();
    const back = await payAtRazorpay(transactionId, {
      ...TEST_CARD,
      number: "4000 0000 0000 0002",
      outcome: "success",
    });
    expect(back.fields["error[reason]"]).toBe("payment_failed");
    const returned = await submit(test, back);
    expect(returned.headers.location).toBe(
      `/checkout/onpaymentfailure?orderId=${orderId}&transactionId=${transactionId}`,
    );
    expect(await online.orderOf(orderId)).toMatchObject({ status: "PAYMENT_FAILED", releasedAt: null });
    expect(await online.attemptOf(transactionId)).toMatchObject({
      status: "failed",
      failureCode: "payment_failed",
    });
  });

  it("keeps a card's number, expiry and CVV out of our schema, our rows and our logs", async () => {
    const logsBefore = test.logs.length;
    const card = { ...TEST_CARD, number: "5555 5555 5555 4444", cvv: "739", month: "07" };
    const { transactionId } = await startCardPayment({ saveCard: true });
    const returned = await submit(test, await payAtRazorpay(transactionId, { ...card, outcome: "success" }));
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
