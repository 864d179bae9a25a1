import { randomInt } from "node:crypto";
import { paymentResponse } from "@odin/contracts";
import { schema } from "@odin/db";
import { eq, like } from "drizzle-orm";
import PaytmChecksum from "paytmchecksum";
import { expect } from "vitest";
import { loadConfig } from "../platform/config";
import type { FixtureSize } from "./bag-fixture";
import {
  addAddress,
  type Buyer,
  type CentreRef,
  call,
  checkoutAs,
  newBuyer,
  newKey,
  placement,
} from "./checkout";
import type { TestApp } from "./test-app";

/**
 * Test helpers of the Paytm wallet's API tests: a shopper's order waiting for its wallet payment, the
 * wallet's three steps, the sandbox's tester calls, and Paytm's fields signed with the official
 * package. The app's session secret is fixed so the tests know the sandbox's merchant key.
 */

export const PAYTM_TEST_ENV = { ODIN_SESSION_SECRET: `paytm-wallet-${"0123456789abcdef".repeat(3)}` };
export const PAYTM_TEST_CONFIG = loadConfig({ NODE_ENV: "test", ODIN_MODE: "demo", ...PAYTM_TEST_ENV });
export const PAYTM_SANDBOX = "/_sandbox/pg/paytm";
/** The code every sandbox wallet accepts. */
export const PAYTM_OTP = "489871";

/** A random wallet number: a registered wallet with plenty (the fixed test numbers are 77777777xx). */
export const anyWallet = () => `9${String(randomInt(0, 1_000_000_000)).padStart(9, "0")}`;

export interface WalletOrder {
  buyer: Buyer;
  orderId: string;
  transactionId: string;
  amount: number;
}

export function paytmWalletKit(
  test: TestApp,
  deps: { size: FixtureSize; warehouse: CentreRef; buyers: number[] },
) {
  const keys = PAYTM_TEST_CONFIG.payments.paytm.keys;
  const json = { accept: "application/json" };

  /** A shopper whose order (one unit of `size`) waits for its Paytm wallet payment. */
  async function walletOrder(): Promise<WalletOrder> {
    const buyer = await newBuyer(test);
    deps.buyers.push(buyer.user.id);
    const { skuId } = deps.size;
    await checkoutAs(test, buyer, { type: "update", cartItems: [{ skuId, qty: 1 }] });
    await addAddress(test, buyer, deps.warehouse.pincode);
    await checkoutAs(test, buyer, {
      page: "shipping",
      selectedShippingMethods: [{ skuId, shippingMethod: "standard" }],
    });
    const bag = await checkoutAs(test, buyer, { page: "payment", selectedPaymentMode: "WALLET" });
    const body = placement(bag, { paymentTypeCode: "WALLET", paymentDetail: { bankCode: "PAYTM" } });
    const made = await call(test, buyer, "POST", "/api/payment/make", body, { "idempotency-key": newKey() });
    expect(made.statusCode, made.body).toBe(200);
    const answer = paymentResponse.parse(made.json());
    expect(answer).toMatchObject({ status: "pending", redirectUrl: `/checkout/pay/${answer.transactionId}` });
    return {
      buyer,
      orderId: answer.orderId,
      transactionId: answer.transactionId ?? "",
      amount: bag.overview.total,
    };
  }

  const sendOtp = (order: WalletOrder, mobileNumber: string, buyer = order.buyer) =>
    call(test, buyer, "POST", "/api/payment/paytm/sendOtp", {
      transactionId: order.transactionId,
      mobileNumber,
    });
  const validateOtp = (order: WalletOrder, otp: string, buyer = order.buyer) =>
    call(test, buyer, "POST", "/api/payment/paytm/validateOtp", { transactionId: order.transactionId, otp });
  const pay = (order: WalletOrder, buyer = order.buyer) =>
    call(test, buyer, "POST", "/api/payment/paytm/pay", { transactionId: order.transactionId });

  return {
    walletOrder,
    sendOtp,
    validateOtp,
    pay,

    /** The code sent to `mobile` and accepted: the balance answer. */
    async signIn(order: WalletOrder, mobile: string) {
      expect((await sendOtp(order, mobile)).statusCode).toBe(200);
      return validateOtp(order, PAYTM_OTP);
    },

    /** postPayment: the attempt asked of Paytm and settled. */
    validate: (order: WalletOrder) =>
      call(test, order.buyer, "POST", "/api/payment/validate", {
        orderId: order.orderId,
        transactionId: order.transactionId,
      }),

    async attemptOf(transactionId: string) {
      const [row] = await test.database.db
        .select()
        .from(schema.paymentTransactions)
        .where(eq(schema.paymentTransactions.transactionId, transactionId));
      if (!row) throw new Error("no such attempt");
      return row;
    },

    async orderOf(orderNumber: string) {
      const [row] = await test.database.db
        .select({ id: schema.orders.id, status: schema.orders.status })
        .from(schema.orders)
        .where(eq(schema.orders.orderNumber, orderNumber));
      if (!row) throw new Error("no such order");
      return row;
    },

    /** The sandbox's transaction for an order id, as its tester page gives it. */
    async sandboxTxn(orderId: string): Promise<{ status: string; txnId: string; refunds: unknown[] }> {
      const page = await test.app.inject({
        method: "GET",
        url: `${PAYTM_SANDBOX}/tester/transactions`,
        headers: json,
      });
      const txns = page.json().transactions as {
        orderId: string;
        status: string;
        txnId: string;
        refunds: [];
      }[];
      const txn = txns.find((item) => item.orderId === orderId);
      if (!txn) throw new Error("no sandbox transaction");
      return txn;
    },

    /** A tester's action on the sandbox's pages. */
    tester: (path: string, body: object) =>
      test.app.inject({ method: "POST", url: `${PAYTM_SANDBOX}${path}`, payload: body, headers: json }),

    /** Paytm's fields for an order's transaction, signed with the official package (callback and webhook). */
    async signedFields(order: WalletOrder, txnId: string): Promise<Record<string, string>> {
      const fields: Record<string, string> = {
        CURRENCY: "INR",
        MID: keys.mid,
        ORDERID: order.transactionId,
        PAYMENTMODE: "PPI",
        RESPCODE: "01",
        RESPMSG: "Txn Success",
        STATUS: "TXN_SUCCESS",
        TXNAMOUNT: (order.amount / 100).toFixed(2),
        TXNID: txnId,
      };
      return { ...fields, CHECKSUMHASH: await PaytmChecksum.generateSignature(fields, keys.merchantKey) };
    },

    /** A form post to the Paytm webhook. */
    webhook: (fields: Record<string, string>) =>
      test.app.inject({
        method: "POST",
        url: "/api/payment/webhook/paytm",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams(fields).toString(),
      }),

    /** Forgets the wallet limit's counts of the sandbox's fixed test numbers (PostgreSQL runs share them). */
    forgetTestPhones: () =>
      test.database.db
        .delete(schema.rateLimits)
        .where(like(schema.rateLimits.key, "walletOtpSends:phone:77777777%")),
  };
}

export type PaytmWalletKit = ReturnType<typeof paytmWalletKit>;
