import { randomBytes, randomInt } from "node:crypto";
import type { PaymentsConfig } from "../../../platform/config-payments";
import type { SandboxParts } from "../sandbox-kit";
import { type SandboxOutcome, sandboxId, type WebhookMode } from "../sandbox-kit";
import type { SandboxTokens } from "./phonepe-tokens";

/**
 * The PhonePe sandbox's state, in memory (a sandbox runs in one process): checkout orders with their
 * payment attempts, and refunds, shaped as PhonePe PG v2's APIs answer them.
 */

export type OrderState = "PENDING" | "COMPLETED" | "FAILED";

export interface SandboxAttempt {
  transactionId: string;
  paymentMode: "UPI_QR" | "UPI_INTENT";
  timestamp: number;
  amount: number;
  state: OrderState;
  errorCode?: string;
  detailedErrorCode?: string;
  rail: { type: "UPI"; utr: string; upiTransactionId: string; vpa: string };
  /** The tester chose "timeout": the bank never answers, and the attempt fails when the order expires. */
  timesOut: boolean;
}

export interface SandboxOrder {
  merchantId: string;
  merchantOrderId: string;
  orderId: string;
  state: OrderState;
  /** Paise. */
  amount: number;
  /** Epoch milliseconds. */
  expireAt: number;
  metaInfo: Record<string, string>;
  errorCode?: string;
  detailedErrorCode?: string;
  paymentDetails: SandboxAttempt[];
  /** The merchant's page the browser returns to. */
  redirectUrl: string;
  /** Names the order on the checkout page's address. */
  token: string;
  /** The shopper's UPI app has answered (or the order ended): the checkout page goes back to the merchant. */
  answered: boolean;
  webhooks: WebhookMode;
  refunded: number;
}

export interface SandboxRefund {
  merchantId: string;
  merchantRefundId: string;
  refundId: string;
  originalMerchantOrderId: string;
  amount: number;
  state: "PENDING" | "COMPLETED" | "FAILED";
  timestamp: number;
}

/** The failures a tester can choose, with PhonePe's codes (developer.phonepe.com error codes). */
const FAILURES: Partial<Record<SandboxOutcome, [string, string]>> = {
  failure: ["PAYMENT_ERROR", "U30"],
  insufficient: ["INSUFFICIENT_BALANCE", "Z9"],
  timeout: ["TXN_NOT_COMPLETED", "TXN_AUTO_FAILED"],
};

const digits = (count: number) => Array.from({ length: count }, () => randomInt(10)).join("");

export function createPhonePeStore(merchantId: string) {
  const orders = new Map<string, SandboxOrder>();
  const refunds = new Map<string, SandboxRefund>();

  function fail(order: SandboxOrder, attempt: SandboxAttempt | undefined, outcome: SandboxOutcome) {
    const [errorCode, detailedErrorCode] = FAILURES[outcome] ?? ["PAYMENT_ERROR", "U30"];
    if (attempt) Object.assign(attempt, { state: "FAILED", errorCode, detailedErrorCode });
    Object.assign(order, { state: "FAILED", errorCode, detailedErrorCode, answered: true });
  }

  /** An open order's newest attempt completed or failed (the tester's page settles a pending one). */
  function settle(order: SandboxOrder, outcome: SandboxOutcome) {
    const attempt = order.paymentDetails.at(-1);
    if (order.state !== "PENDING" || outcome === "pending" || outcome === "timeout") return;
    if (outcome === "success" && attempt) {
      attempt.state = "COMPLETED";
      Object.assign(order, { state: "COMPLETED", answered: true });
    } else fail(order, attempt, outcome);
  }

  return {
    orders,
    refunds,

    createOrder(
      input: Pick<SandboxOrder, "merchantOrderId" | "amount" | "expireAt" | "metaInfo" | "redirectUrl">,
    ) {
      const order: SandboxOrder = {
        ...input,
        merchantId,
        orderId: sandboxId("OMO"),
        state: "PENDING",
        paymentDetails: [],
        token: randomBytes(18).toString("base64url"),
        answered: false,
        webhooks: "normal",
        refunded: 0,
      };
      orders.set(order.merchantOrderId, order);
      return order;
    },

    byToken(token: string | undefined): SandboxOrder | undefined {
      if (!token) return undefined;
      for (const order of orders.values()) if (order.token === token) return order;
      return undefined;
    },

    /** The shopper's UPI app answers the payment request as the tester chose. */
    answer(order: SandboxOrder, outcome: SandboxOutcome, paymentMode: SandboxAttempt["paymentMode"]) {
      const attempt: SandboxAttempt = {
        transactionId: sandboxId("OM"),
        paymentMode,
        timestamp: Date.now(),
        amount: order.amount,
        state: "PENDING",
        rail: {
          type: "UPI",
          utr: digits(12),
          upiTransactionId: `SBX${randomBytes(12).toString("hex")}`,
          vpa: "shopper@sandbox",
        },
        timesOut: outcome === "timeout",
      };
      order.paymentDetails.push(attempt);
      // A timed-out request leaves the checkout page waiting, as a phone that never answers would.
      order.answered = outcome !== "timeout";
      settle(order, outcome);
    },

    settle,

    /** Fails an order past its expiry whose bank is not still deciding; true when it changed. */
    expire(order: SandboxOrder): boolean {
      const deciding = order.paymentDetails.some(
        (attempt) => attempt.state === "PENDING" && !attempt.timesOut,
      );
      if (order.state !== "PENDING" || Date.now() < order.expireAt || deciding) return false;
      fail(order, order.paymentDetails.at(-1), "timeout");
      return true;
    },

    refund(order: SandboxOrder, input: { merchantRefundId: string; amount: number }) {
      const refund: SandboxRefund = {
        ...input,
        merchantId,
        refundId: sandboxId("OMR"),
        originalMerchantOrderId: order.merchantOrderId,
        state: "PENDING",
        timestamp: Date.now(),
      };
      refunds.set(refund.merchantRefundId, refund);
      order.refunded += input.amount;
      return refund;
    },
  };
}

export type PhonePeStore = ReturnType<typeof createPhonePeStore>;

/** An order as the status API answers it: all its attempts, or (details=false) only the newest. */
export function orderView(order: SandboxOrder, details: boolean) {
  const attempts = details ? order.paymentDetails : order.paymentDetails.slice(-1);
  return {
    merchantId: order.merchantId,
    merchantOrderId: order.merchantOrderId,
    orderId: order.orderId,
    state: order.state,
    amount: order.amount,
    payableAmount: order.amount,
    feeAmount: 0,
    expireAt: order.expireAt,
    ...(order.errorCode ? { errorCode: order.errorCode, detailedErrorCode: order.detailedErrorCode } : {}),
    metaInfo: order.metaInfo,
    paymentDetails: attempts.map(({ rail, timesOut: _, ...attempt }) => ({
      ...attempt,
      payableAmount: attempt.amount,
      feeAmount: 0,
      splitInstruments: [
        { amount: attempt.amount, rail, instrument: { type: "ACCOUNT", accountType: "SAVINGS" } },
      ],
    })),
  };
}

/** The PhonePe sandbox as its parts share it. */
export interface PhonePeSandbox extends SandboxParts<PaymentsConfig["phonepe"]["keys"], PhonePeStore> {
  tokens: SandboxTokens;
  /** An order changed: its webhooks go out in the tester's mode (awaited unless late). */
  changed(order: SandboxOrder): Promise<void>;
  /** A new order fails at its expiry, with its webhook, unless it ended before. */
  watchExpiry(order: SandboxOrder): void;
  /** A refund was accepted: it completes a moment later, as PhonePe's do, and its webhook goes out. */
  refunding(refund: SandboxRefund): void;
}
