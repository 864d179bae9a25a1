import { MESSAGES } from "../messages";
import { defineProblems, type ProblemName } from "../result";
import { ERROR_CODES } from "../shared/error-codes";
import type { PAYMENT_ERROR_CODES } from "./constants";
import { PAYMENT_ERROR_MESSAGES } from "./payment-errors";

/**
 * The online payment calls' expected failures (spec 3 §8 payment error codes and card messages).
 * Placing an order fails with the orders' catalogue; these are the gateway's side.
 */
export const paymentsProblems = defineProblems({
  /** No attempt of this shopper's by that id (another shopper's included). */
  unknownTransaction: () => ({
    status: 404,
    code: ERROR_CODES.notFound,
    detail: MESSAGES.checkout.orderIdMissing,
  }),
  /** The gateway could not be reached or answered what its protocol does not allow. */
  gatewayUnavailable: () => ({
    status: 503,
    code: "PAYMENT_GATEWAY_UNAVAILABLE",
    detail: MESSAGES.payment.gatewayUnavailable,
  }),
  /** A gateway message whose signature, order, amount or currency is not ours. */
  verificationFailed: () => ({
    status: 400,
    code: "PAYMENT_VERIFICATION_FAILED",
    detail: MESSAGES.payment.verificationFailed,
  }),
  /** A saved card that is not the shopper's (or no longer saved). */
  cardNotSaved: () => ({ status: 404, code: ERROR_CODES.notFound, detail: MESSAGES.payment.cardNotSaved }),
  /** The chosen bank, wallet or provider is not one the payment step offers. */
  noBankOrWallet: () => ({
    status: 400,
    code: "PAYMENT_OPTION_REQUIRED",
    detail: MESSAGES.payment.noBankOrWallet,
  }),
  invalidVpa: () => ({ status: 400, code: ERROR_CODES.validation, detail: MESSAGES.payment.invalidUpi }),
  /** Too many UPI id checks or BIN lookups by one shopper. */
  tooManyLookups: () => ({
    status: 429,
    code: ERROR_CODES.rateLimited,
    detail: MESSAGES.payment.tooManyLookups,
  }),
  /** Too many gateway messages with failing signatures from one client address. */
  blockedIp: () => ({ status: 429, code: ERROR_CODES.blockedIp, detail: MESSAGES.generic.blockedIp }),
  /** An attempt that is settled (or not a Paytm wallet attempt) for a wallet step. */
  attemptClosed: () => ({
    status: 409,
    code: "PAYMENT_ATTEMPT_CLOSED",
    detail: MESSAGES.payment.statusFetchError,
  }),
  /** A Paytm wallet step refused with one of the spec's Paytm codes. */
  wallet: (code: (typeof PAYMENT_ERROR_CODES)[number]) => ({
    status: 400,
    code,
    detail: PAYMENT_ERROR_MESSAGES[code],
  }),
});

export type PaymentsProblem = ProblemName<typeof paymentsProblems>;

/** The Paytm wallet steps' own failure besides the payments' catalogue. */
export const walletProblems = defineProblems({
  /** Too many codes sent to one phone, or asked for by one shopper, in the window. */
  tooManyCodes: () => ({ status: 429, code: ERROR_CODES.rateLimited, detail: MESSAGES.otp.tooManySends }),
});

/** What a Paytm wallet step can answer: the payments' failures and its own. */
export type WalletProblem = PaymentsProblem | ProblemName<typeof walletProblems>;
