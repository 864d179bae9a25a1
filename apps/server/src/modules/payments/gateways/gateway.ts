import type { PaymentGateway as GatewayName, OnlinePaymentType } from "@odin/contracts";
import type { PaymentHandoff } from "@odin/db";

/**
 * What every payment gateway adapter offers (decision 41): one module per gateway under
 * `gateways/<name>/`, each speaking that gateway's documented protocol over HTTP, to the real gateway
 * or to the sandbox under `/_sandbox/pg`. Amounts are paise (spec 3 §5: rupees × 100), currency INR.
 * Adapters never see a card number, expiry or CVV: the shopper types those on the gateway's page.
 */

export type { GatewayName };

/** One attempt to pay, as the gateway is asked to take it. */
export interface PaymentAttempt {
  /** Ours: it names the attempt in the return address and is the gateway's receipt or merchant id. */
  transactionId: string;
  orderNumber: string;
  /** Paise. */
  amount: number;
  paymentType: OnlinePaymentType;
  /** The bank, wallet or EMI provider chosen. */
  bankCode: string | undefined;
  /** A UPI id the shopper gave (collect), when any. */
  vpa: string | undefined;
  /** A saved card's gateway token. */
  savedCardToken: string | undefined;
  /** Ask the gateway to tokenise the new card for the shopper (card on file). */
  saveCard: boolean;
  customer: {
    userId: number;
    name: string;
    email: string | undefined;
    phone: string;
    /** The shopper's customer id at this gateway, when the attempt needs one (saved cards). */
    gatewayCustomerId: string | undefined;
  };
  /** Where the gateway sends the browser back (`/api/payment/confirmationRP/…`). */
  returnUrl: string;
  /** When the gateway should stop taking this attempt (the payment request expiry). */
  expiresAt: Date;
}

/**
 * How the browser gets to the gateway: a form posted or a page opened at the gateway (its hosted
 * checkout), or, for the Paytm wallet, our own page asking for the code Paytm sends.
 */
export type Handoff = PaymentHandoff;

export interface CreatedPayment {
  gatewayOrderId: string;
  handoff: Handoff;
}

/** A saved card the gateway tokenised with a payment. */
export interface CardToken {
  token: string;
  network: string;
  last4: string;
  issuer: string | undefined;
  cardType: "credit" | "debit" | "prepaid";
}

/** What the gateway says of an attempt. Amount and currency are the gateway's, checked against ours. */
export interface Outcome {
  status: "paid" | "failed" | "pending";
  gatewayOrderId: string;
  gatewayPaymentId: string | undefined;
  /** Paise, as the gateway reports it; undefined when the message carries none. */
  amount: number | undefined;
  currency: string | undefined;
  /** The gateway's reason for a failure, mapped to a spec 3 §8 code where one fits. */
  failureCode: string | undefined;
  card: CardToken | undefined;
}

/** Pending, naming only the gateway order: no payment of it is known yet. */
export const pendingOutcome = (gatewayOrderId: string): Outcome => ({
  status: "pending",
  gatewayOrderId,
  gatewayPaymentId: undefined,
  amount: undefined,
  currency: undefined,
  failureCode: undefined,
  card: undefined,
});

/**
 * What a webhook says that its gateway must confirm before anything settles (decision 41): pending,
 * naming only the gateway order, so the webhook route asks the gateway's status call. For a message
 * whose signature does not cover the fields its verdict would rest on.
 */
export const toConfirm = pendingOutcome;

/** A signed webhook's verdict as believed: a failure as sent, anything else to confirm (`toConfirm`). */
export const failureOrToConfirm = (outcome: Outcome): Outcome =>
  outcome.status === "failed" ? outcome : toConfirm(outcome.gatewayOrderId);

/** A refund's state at the gateway. */
export interface RefundState {
  refundId: string;
  status: "pending" | "processed" | "failed";
}

/** A webhook the gateway vouched for: what it says, and its id for de-duplication, made of the fields it vouches for. */
export type WebhookEvent =
  | { kind: "payment"; eventId: string; event: string; outcome: Outcome }
  | { kind: "refund"; eventId: string; event: string; refundId: string; status: RefundState["status"] }
  | { kind: "ignored"; eventId: string; event: string };

/** What we stored of an attempt, which every answer of the gateway is checked against. */
export interface StoredAttempt {
  transactionId: string;
  gatewayOrderId: string;
  gatewayPaymentId: string | undefined;
  amount: number;
}

export interface PaymentGateway {
  readonly name: GatewayName;
  /** Creates the gateway's order (or transaction) for the attempt. Throws when the gateway cannot be reached. */
  create(attempt: PaymentAttempt): Promise<CreatedPayment>;
  /**
   * The browser's return with the gateway's fields: "invalid" when they are not the gateway's (a
   * signature or checksum that fails, another order's id), else the outcome (asked of the gateway when
   * the return carries no verdict of its own).
   */
  verifyReturn(fields: Readonly<Record<string, string>>, stored: StoredAttempt): Promise<Outcome | "invalid">;
  /** A webhook's raw body and headers: "invalid" unless the gateway's signature holds. */
  parseWebhook(
    rawBody: string,
    headers: Readonly<Record<string, string | undefined>>,
  ): WebhookEvent | "invalid";
  /** Asks the gateway how the attempt stands (reconciliation). */
  fetchStatus(stored: StoredAttempt): Promise<Outcome>;
  /**
   * Gives `amount` paise of a captured payment back (all of it, or a part: a cancelled item's share);
   * `key` makes a repeated request one refund.
   */
  refund(
    stored: StoredAttempt & { gatewayPaymentId: string },
    key: string,
    amount: number,
  ): Promise<RefundState>;
}

/** Gateways that keep the shopper's cards as tokens (spec 3 §3 saved card). */
export interface CardVault {
  /** The shopper's customer id at the gateway, created when they have none. */
  customerFor(customer: PaymentAttempt["customer"]): Promise<string>;
  deleteToken(customerId: string, token: string): Promise<void>;
  /** Bank, type, network and CVV length of a BIN (spec 3 §3 card BIN info). */
  bin(bin: string): Promise<{ bankCode: string; typeCode: string; network: string; found: boolean }>;
}

/** A UPI gateway that checks a UPI id before paying (spec 3 §7 phonepeValidateVpa). */
export interface VpaChecker {
  validateVpa(vpa: string): Promise<{ valid: boolean; name: string | undefined }>;
}

/** The Paytm wallet's steps on our page (spec 3 §3 Paytm wallet with mobile number). */
export interface WalletOtpGateway {
  sendOtp(stored: StoredAttempt, mobileNumber: string): Promise<WalletStep>;
  validateOtp(stored: StoredAttempt, otp: string): Promise<WalletStep & { balance?: number }>;
  /** Debits the wallet for the attempt once the code was accepted. */
  pay(stored: StoredAttempt): Promise<Outcome>;
}

/** A Paytm wallet step: done, or refused with one of the Paytm codes of spec 3 §8. */
export type WalletStep = { ok: true } | { ok: false; code: string };

/** Thrown when a gateway cannot be reached or answers what its protocol does not allow. */
export class GatewayError extends Error {
  constructor(
    readonly gateway: GatewayName,
    message: string,
  ) {
    super(`${gateway}: ${message}`);
  }
}
