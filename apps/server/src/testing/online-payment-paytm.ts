import { randomInt } from "node:crypto";
import { schema } from "@odin/db";
import { like } from "drizzle-orm";
import PaytmChecksum from "paytmchecksum";
import { expect } from "vitest";
import { SANDBOX_PG_PATH } from "../modules/payments/gateways/index";
import type { FixtureSize } from "./bag-fixture";
import { type Buyer, call } from "./checkout";
import type { OnlinePaymentKit, StartedPayment } from "./online-payment";
import type { TestApp } from "./test-app";

/**
 * The Paytm wallet's part of the online payment tests' kit: an order waiting for its wallet payment,
 * the wallet's three steps, the sandbox's transactions, and Paytm's fields signed with the official
 * package with the app's merchant key.
 */

export const PAYTM_SANDBOX = `${SANDBOX_PG_PATH}/paytm`;
/** The code every sandbox wallet accepts. */
export const PAYTM_OTP = "489871";

/** A random wallet number: a registered wallet with plenty (the fixed test numbers are 77777777xx). */
export const anyWallet = () => `9${String(randomInt(0, 1_000_000_000)).padStart(9, "0")}`;

export function paytmWalletKit(test: TestApp, online: OnlinePaymentKit, size: FixtureSize) {
  const sendOtp = (order: StartedPayment, mobileNumber: string, buyer = order.buyer) =>
    call(test, buyer, "POST", "/api/payment/paytm/sendOtp", {
      transactionId: order.transactionId,
      mobileNumber,
    });
  const validateOtp = (order: StartedPayment, otp: string, buyer = order.buyer) =>
    call(test, buyer, "POST", "/api/payment/paytm/validateOtp", { transactionId: order.transactionId, otp });
  const pay = (order: StartedPayment, buyer: Buyer = order.buyer) =>
    call(test, buyer, "POST", "/api/payment/paytm/pay", { transactionId: order.transactionId });

  return {
    sendOtp,
    validateOtp,
    pay,

    /** A shopper whose order (one unit of the kit's size) waits for its Paytm wallet payment. */
    async walletOrder(): Promise<StartedPayment> {
      const { buyer } = await online.shopper({ size });
      return online.start(buyer, "WALLET", { paymentDetail: { bankCode: "PAYTM" } });
    },

    /** The code sent to `mobile` and accepted: the balance answer. */
    async signIn(order: StartedPayment, mobile: string) {
      expect((await sendOtp(order, mobile)).statusCode).toBe(200);
      return validateOtp(order, PAYTM_OTP);
    },

    /** postPayment: the attempt asked of Paytm and settled. */
    validate: (order: StartedPayment) =>
      call(test, order.buyer, "POST", "/api/payment/validate", {
        orderId: order.orderId,
        transactionId: order.transactionId,
      }),

    /** The sandbox's transaction for an order id, as its tester page gives it. */
    async sandboxTxn(orderId: string): Promise<{ status: string; txnId: string; refunds: unknown[] }> {
      const page = await test.app.inject({
        method: "GET",
        url: `${PAYTM_SANDBOX}/tester/transactions`,
        headers: { accept: "application/json" },
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

    /** Paytm's fields for an order's transaction, signed with the official package (callback and webhook). */
    async signedFields(order: StartedPayment, txnId: string): Promise<Record<string, string>> {
      const { mid, merchantKey } = test.config.payments.paytm.keys;
      const fields: Record<string, string> = {
        CURRENCY: "INR",
        MID: mid,
        ORDERID: order.transactionId,
        PAYMENTMODE: "PPI",
        RESPCODE: "01",
        RESPMSG: "Txn Success",
        STATUS: "TXN_SUCCESS",
        TXNAMOUNT: (order.amount / 100).toFixed(2),
        TXNID: txnId,
      };
      return { ...fields, CHECKSUMHASH: await PaytmChecksum.generateSignature(fields, merchantKey) };
    },

    /** Forgets the wallet limit's counts of the sandbox's fixed test numbers (PostgreSQL runs share them). */
    forgetTestPhones: () =>
      test.database.db
        .delete(schema.rateLimits)
        .where(like(schema.rateLimits.key, "walletOtpSends:phone:77777777%")),
  };
}

export type PaytmWalletKit = ReturnType<typeof paytmWalletKit>;
