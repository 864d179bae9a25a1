import {
  fail,
  ok,
  PAYMENT_ERROR_CODES,
  type PaymentStatusResponse,
  paymentsProblems,
  type Result,
  type WalletOtpRequest,
  type WalletOtpResponse,
  type WalletOtpValidateRequest,
  type WalletPayRequest,
  type WalletProblem,
  walletProblems,
} from "@odin/contracts";
import type { Database } from "@odin/db";
import type { FastifyBaseLogger } from "fastify";
import type { RateLimiters } from "../../platform/rate-limit";
import { findOrderById } from "../orders";
import { isOpen, nextPage, storedOf } from "./attempt-states";
import { GatewayError, type Outcome, type PaymentGateway, type WalletOtpGateway } from "./gateways/gateway";
import type { Gateways } from "./gateways/index";
import type { Settlement } from "./payment-settlement";
import { type AttemptRow, findOwnedAttempt } from "./payments.repo";

export interface WalletPaymentsDeps {
  db: Database;
  gateways: Pick<Gateways, "wallet">;
  settlement: Pick<Settlement, "settle">;
  limits: Pick<RateLimiters, "walletOtpSends">;
  /** Spec 3 §4: a failed payment stays on the payment step instead of the failure page. */
  stayOnPayment: boolean;
  log: FastifyBaseLogger;
}

type PaytmCode = (typeof PAYMENT_ERROR_CODES)[number];
const isPaytmCode = (code: string | undefined): code is PaytmCode =>
  (PAYMENT_ERROR_CODES as readonly string[]).includes(code ?? "");

/** A step the wallet refused, with its spec 3 §8 code (one the adapter does not name is "not connected"). */
const refusedWith = (code: string | undefined) =>
  fail(paymentsProblems.wallet(isPaytmCode(code) ? code : "NOT_ABLE_TO_CONNECT_PAYTM"));

/**
 * The Paytm wallet's steps on our own page (spec 3 §3 "Paytm wallet with mobile number", §8 Paytm
 * codes), for the shopper's own open Paytm attempt: the code Paytm sends to the wallet's phone
 * (rate-limited: each is an SMS), the code checked and the balance shown, then the debit, settled as
 * every other path settles an attempt (exactly once). A debit the wallet refuses before Paytm makes a
 * transaction (too little balance, an expired session) leaves the attempt open for another try.
 */
export function createWalletPayments(deps: WalletPaymentsDeps) {
  const { db, gateways, settlement } = deps;
  const sends = deps.limits.walletOtpSends;

  type Open = { attempt: AttemptRow; wallet: PaymentGateway & WalletOtpGateway };

  /** The shopper's open attempt at the wallet's gateway; another shopper's is unknown. */
  async function openAttempt(userId: number, transactionId: string): Promise<Result<Open, WalletProblem>> {
    const attempt = await findOwnedAttempt(db, userId, transactionId);
    if (!attempt) return fail(paymentsProblems.unknownTransaction());
    const wallet = gateways.wallet;
    const open = isOpen(attempt);
    if (!wallet || attempt.gateway !== wallet.name || !open || !attempt.gatewayOrderId)
      return fail(paymentsProblems.attemptClosed());
    return ok({ attempt, wallet });
  }

  /** One step at the wallet; a wallet that cannot be reached answers NOT_ABLE_TO_CONNECT_PAYTM. */
  async function step<T>(
    userId: number,
    transactionId: string,
    run: (open: Open) => Promise<Result<T, WalletProblem>>,
  ): Promise<Result<T, WalletProblem>> {
    const open = await openAttempt(userId, transactionId);
    if (!open.ok) return open;
    try {
      return await run(open.value);
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      deps.log.warn({ err: error, transactionId }, "the Paytm wallet could not be reached");
      return refusedWith("NOT_ABLE_TO_CONNECT_PAYTM");
    }
  }

  /** The debit's outcome settled, and where the shopper goes; a failure with a Paytm code is refused with it. */
  async function settled(
    attempt: AttemptRow,
    outcome: Outcome,
  ): Promise<Result<PaymentStatusResponse, WalletProblem>> {
    const result = await settlement.settle(attempt, outcome);
    if (result === "duplicate" || result.state === "rejected")
      return fail(paymentsProblems.verificationFailed());
    if (result.state === "failed" && isPaytmCode(outcome.failureCode))
      return refusedWith(outcome.failureCode);
    const order = await findOrderById(db, attempt.orderId);
    if (!order) return fail(paymentsProblems.unknownTransaction());
    const state = order.status === "PLACED" ? "paid" : result.state;
    const { transactionId } = attempt;
    return ok({
      orderId: order.orderNumber,
      transactionId,
      status: state === "paid" ? "success" : state,
      redirectUrl: nextPage(order.orderNumber, state, transactionId, deps.stayOnPayment),
    });
  }

  return {
    /** Paytm sends its code to the wallet's phone. */
    sendOtp(userId: number, input: WalletOtpRequest): Promise<Result<WalletOtpResponse, WalletProblem>> {
      return step(userId, input.transactionId, async ({ attempt, wallet }) => {
        // Each send is an SMS: counted for the phone and for the shopper before Paytm is asked.
        const counts = await Promise.all([
          sends.hit(`phone:${input.mobileNumber}`),
          sends.hit(`user:${userId}`),
        ]);
        if (Math.max(...counts) > sends.points) return fail(walletProblems.tooManyCodes());
        const sent = await wallet.sendOtp(storedOf(attempt), input.mobileNumber);
        return sent.ok ? ok({}) : refusedWith(sent.code);
      });
    },

    /** The code checked; the wallet's balance and whether it covers the payment. */
    validateOtp(
      userId: number,
      input: WalletOtpValidateRequest,
    ): Promise<Result<WalletOtpResponse, WalletProblem>> {
      return step(userId, input.transactionId, async ({ attempt, wallet }) => {
        const checked = await wallet.validateOtp(storedOf(attempt), input.otp);
        if (!checked.ok) return refusedWith(checked.code);
        const { balance } = checked;
        return ok(balance === undefined ? {} : { balance, sufficient: balance >= attempt.amount });
      });
    },

    /** The wallet debited for the attempt and the attempt settled; too little balance is refused first. */
    pay(userId: number, input: WalletPayRequest): Promise<Result<PaymentStatusResponse, WalletProblem>> {
      return step(userId, input.transactionId, async ({ attempt, wallet }) => {
        const outcome = await wallet.pay(storedOf(attempt));
        // Refused before Paytm made a transaction: nothing to settle, the attempt stays open.
        if (outcome.status === "failed" && outcome.gatewayPaymentId === undefined)
          return refusedWith(outcome.failureCode);
        return settled(attempt, outcome);
      });
    },
  };
}

export type WalletPayments = ReturnType<typeof createWalletPayments>;
