import {
  defineProblems,
  ERROR_CODES,
  MESSAGES,
  type PAYMENT_ERROR_CODES,
  PAYMENT_ERROR_MESSAGES,
  type ProblemName,
} from "@odin/contracts";

/**
 * The online payment calls' expected failures (spec 3 §8 payment error codes and card messages).
 * Placing an order fails with the orders module's problems; these are the gateway's side. Their HTTP
 * statuses are chosen in payments.routes.ts.
 */
export const paymentsProblems = defineProblems({
  /** No attempt of this shopper's by that id (another shopper's included). */
  unknownTransaction: () => ({ code: ERROR_CODES.notFound, detail: MESSAGES.checkout.orderIdMissing }),
  /** The gateway could not be reached or answered what its protocol does not allow. */
  gatewayUnavailable: () => ({
    code: "PAYMENT_GATEWAY_UNAVAILABLE",
    detail: MESSAGES.payment.gatewayUnavailable,
  }),
  /** A gateway message whose signature, order, amount or currency is not ours. */
  verificationFailed: () => ({
    code: "PAYMENT_VERIFICATION_FAILED",
    detail: MESSAGES.payment.verificationFailed,
  }),
  /** A saved card that is not the shopper's (or no longer saved). */
  cardNotSaved: () => ({ code: ERROR_CODES.notFound, detail: MESSAGES.payment.cardNotSaved }),
  /** The chosen bank, wallet or provider is not one the payment step offers. */
  noBankOrWallet: () => ({ code: "PAYMENT_OPTION_REQUIRED", detail: MESSAGES.payment.noBankOrWallet }),
  invalidVpa: () => ({ code: ERROR_CODES.validation, detail: MESSAGES.payment.invalidUpi }),
  /** Too many UPI id checks or BIN lookups by one shopper. */
  tooManyLookups: () => ({ code: ERROR_CODES.rateLimited, detail: MESSAGES.payment.tooManyLookups }),
  /** Too many gateway messages with failing signatures from one client address. */
  blockedIp: () => ({ code: ERROR_CODES.blockedIp, detail: MESSAGES.generic.blockedIp }),
  /** An attempt that is settled (or not a Paytm wallet attempt) for a wallet step. */
  attemptClosed: () => ({ code: "PAYMENT_ATTEMPT_CLOSED", detail: MESSAGES.payment.statusFetchError }),
  /** A Paytm wallet step refused with one of the spec's Paytm codes. */
  wallet: (code: (typeof PAYMENT_ERROR_CODES)[number]) => ({ code, detail: PAYMENT_ERROR_MESSAGES[code] }),
});

export type PaymentsProblem = ProblemName<typeof paymentsProblems>;
