import { MESSAGES, PAYMENT_ERROR_MESSAGES, paymentStatusResponse } from "@odin/contracts";
import { schema } from "@odin/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/api-fixture";
import { call } from "../../testing/checkout";
import { type OnlinePaymentKit, onlinePaymentKit } from "../../testing/online-payment";
import {
  anyWallet,
  PAYTM_OTP,
  PAYTM_SANDBOX,
  type PaytmWalletKit,
  paytmWalletKit,
} from "../../testing/online-payment-paytm";
import { problemOf } from "../../testing/test-app";

/**
 * The Paytm wallet's steps through the API (spec 3 §3 "Paytm wallet with mobile number", §8 Paytm
 * codes), adapter ↔ sandbox over HTTP: an order placed with WALLET/PAYTM, Paytm's code, the balance,
 * the debit settled once, Paytm's refusals, another shopper's attempt, the codes' limit. Test wallets:
 * sandbox/pg/paytm/paytm-store.ts (any other number pays; every code is 489871).
 */

const test = useTestApp();
let online: OnlinePaymentKit;
let kit: PaytmWalletKit;

beforeAll(async () => {
  online = await onlinePaymentKit(test);
  const size = await online.fixture.size({ mrp: 149_900, price: 149_900, stock: 50 });
  kit = paytmWalletKit(test, online, size);
  await kit.forgetTestPhones();
});
afterAll(async () => {
  await kit.forgetTestPhones();
  await online.remove();
});

describe("paying with the Paytm wallet (spec 3 §3 'Paytm wallet with mobile number')", () => {
  it("sends the code, shows the balance, debits the wallet and places the order exactly once", async () => {
    const order = await kit.walletOrder();
    const attempt = await online.attemptOf(order.transactionId);
    expect(attempt).toMatchObject({
      gateway: "paytm",
      gatewayOrderId: order.transactionId,
      handoff: { kind: "walletOtp" },
    });
    expect(attempt.gatewayToken).toMatch(/^[0-9a-f]{48}$/);
    const mobile = anyWallet();
    expect((await kit.sendOtp(order, mobile)).json()).toEqual({});
    const inbox = await test.app.inject({
      method: "GET",
      url: `${PAYTM_SANDBOX}/otps`,
      headers: { accept: "application/json" },
    });
    expect(inbox.json().messages[0]).toMatchObject({ mobile, code: PAYTM_OTP, orderId: order.transactionId });
    expect((await kit.validateOtp(order, PAYTM_OTP)).json()).toEqual({
      balance: 10_000_000,
      sufficient: true,
    });

    const paid = await kit.pay(order);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paymentStatusResponse.parse(paid.json())).toEqual({
      orderId: order.orderId,
      transactionId: order.transactionId,
      status: "success",
      redirectUrl: `/orderconfirmation/${order.orderId}/success/${order.transactionId}`,
    });
    const placed = await online.orderOf(order.orderId);
    expect(placed.status).toBe("PLACED");
    // Settled once: the webhook (sent as the debit is made), a second debit, the webhook again and the
    // validate call change nothing.
    expect((await kit.pay(order)).statusCode).toBe(409);
    const replay = await online.tester("paytm", `/tester/transactions/${order.transactionId}`, {
      action: "replay",
    });
    expect(replay.statusCode).toBe(200);
    expect((await kit.validate(order)).json()).toMatchObject({ status: "success" });
    const { db } = test.database;
    const attempts = await db
      .select()
      .from(schema.paymentTransactions)
      .where(eq(schema.paymentTransactions.orderId, placed.id));
    expect(attempts.map((row) => row.status)).toEqual(["paid"]);
    expect(await online.refundsOf(attempt.id)).toEqual([]);
    const confirmations = await online.confirmationsOf(order.orderId);
    expect(confirmations.map((row) => row.channel).sort()).toEqual(["email", "sms"]);
  });

  it("refuses a wrong code with FAILED_TO_VALIDATE_PAYTM_OTP, and takes the right one after", async () => {
    const order = await kit.walletOrder();
    expect((await kit.sendOtp(order, anyWallet())).statusCode).toBe(200);
    const wrong = await kit.validateOtp(order, "123456");
    expect(wrong.statusCode).toBe(400);
    expect(problemOf(wrong)).toMatchObject({
      code: "FAILED_TO_VALIDATE_PAYTM_OTP",
      detail: PAYMENT_ERROR_MESSAGES.FAILED_TO_VALIDATE_PAYTM_OTP,
    });
    expect((await kit.validateOtp(order, PAYTM_OTP)).statusCode).toBe(200);
    const malformed = await kit.validateOtp(order, "12ab");
    expect(malformed.statusCode).toBe(400);
    expect(problemOf(malformed)?.detail).toBe(MESSAGES.payment.paytmOtp);
  });

  it("refuses a balance too low with INSUFFICIENT_BALANCE_IN_WALLET before any debit, the attempt still open", async () => {
    const order = await kit.walletOrder();
    expect((await kit.signIn(order, "7777777701")).json()).toEqual({ balance: 1_000, sufficient: false });
    const refused = await kit.pay(order);
    expect(refused.statusCode).toBe(400);
    expect(problemOf(refused)).toMatchObject({
      code: "INSUFFICIENT_BALANCE_IN_WALLET",
      detail: MESSAGES.payment.insufficientWalletBalance,
    });
    expect((await online.attemptOf(order.transactionId)).status).toBe("created");
    expect((await kit.sandboxTxn(order.transactionId)).status).toBe("CREATED");
    // Another wallet, with enough, pays for the same attempt.
    expect((await kit.signIn(order, anyWallet())).statusCode).toBe(200);
    expect((await kit.pay(order)).json()).toMatchObject({ status: "success" });
  });

  it("answers Paytm's refusals with the spec's codes", async () => {
    const cases = [
      ["7777777702", "validateOtp", "USER_NOT_REGISTERED"],
      ["7777777703", "validateOtp", "PAYTM_USER_NOT_ELIGIBLE"],
      ["7777777704", "validateOtp", "FAILED_TO_FETCH_BALANCE_FROM_PAYTM"],
      ["7777777705", "sendOtp", "FAILED_TO_FETCH_PAYTM_OTP"],
    ] as const;
    for (const [mobile, step, code] of cases) {
      const order = await kit.walletOrder();
      const sent = await kit.sendOtp(order, mobile);
      const answer = step === "sendOtp" ? sent : await kit.validateOtp(order, PAYTM_OTP);
      expect(answer.statusCode, mobile).toBe(400);
      expect(problemOf(answer)).toMatchObject({ code, detail: PAYMENT_ERROR_MESSAGES[code] });
    }
  });

  it("answers PAYTM_TOKEN_EXPIRED once Paytm's session for the attempt has expired", async () => {
    const order = await kit.walletOrder();
    await online.tester("paytm", `/tester/transactions/${order.transactionId}`, { action: "expire" });
    expect(problemOf(await kit.sendOtp(order, anyWallet()))).toMatchObject({ code: "PAYTM_TOKEN_EXPIRED" });
  });

  it("sends the failure page for a declined debit, and the order waits for another payment", async () => {
    const order = await kit.walletOrder();
    await kit.signIn(order, "7777777707");
    const declined = await kit.pay(order);
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({
      status: "failed",
      redirectUrl: expect.stringContaining(order.orderId),
    });
    expect((await online.orderOf(order.orderId)).status).toBe("PAYMENT_FAILED");
    expect(await online.attemptOf(order.transactionId)).toMatchObject({
      status: "failed",
      failureCode: "PAYTM_227",
    });
  });

  it("answers NOT_ABLE_TO_CONNECT_PAYTM when the debit's answer is lost, and Paytm's status settles it", async () => {
    const order = await kit.walletOrder();
    await kit.signIn(order, "7777777708");
    expect(problemOf(await kit.pay(order))).toMatchObject({ code: "NOT_ABLE_TO_CONNECT_PAYTM" });
    expect((await kit.validate(order)).json()).toMatchObject({ status: "success" });
    expect((await online.orderOf(order.orderId)).status).toBe("PLACED");
  });

  it("answers 404 to another shopper for each step, 401 to a guest, and 409 once settled", async () => {
    const order = await kit.walletOrder();
    const other = await online.newBuyer();
    expect((await kit.sendOtp(order, anyWallet(), other)).statusCode).toBe(404);
    expect((await kit.validateOtp(order, PAYTM_OTP, other)).statusCode).toBe(404);
    expect((await kit.pay(order, other)).statusCode).toBe(404);
    const guest = await call(test, null, "POST", "/api/payment/paytm/pay", {
      transactionId: order.transactionId,
    });
    expect(guest.statusCode).toBe(401);
    expect((await online.attemptOf(order.transactionId)).status).toBe("created");
    await kit.signIn(order, anyWallet());
    await kit.pay(order);
    expect(problemOf(await kit.sendOtp(order, anyWallet()))).toMatchObject({
      code: "PAYMENT_ATTEMPT_CLOSED",
    });
  });

  it("limits the codes sent to one phone (each is an SMS)", async () => {
    const order = await kit.walletOrder();
    const mobile = anyWallet();
    for (let send = 0; send < test.config.otp.maxSendsPerPhone; send += 1)
      expect((await kit.sendOtp(order, mobile)).statusCode).toBe(200);
    const refused = await kit.sendOtp(order, mobile);
    expect(refused.statusCode).toBe(429);
    expect(problemOf(refused)).toMatchObject({ code: "RATE_LIMITED", detail: MESSAGES.otp.tooManySends });
  });
});
