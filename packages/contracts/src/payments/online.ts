import { z } from "zod";
import { mobileNumberField } from "../account/otp";
import { orderIdParam } from "../orders/order";
import { text } from "../shared/primitives";
import { VPA_PATTERN } from "./card-rules";
import { PAYMENT_GATEWAYS } from "./constants";
import * as messages from "./messages";

/**
 * The online payment calls (spec 3 §3 payment request, card BIN, saved card, wallet; §4 "Gateway
 * flows"; §7 postPayment, orderPaymentPending, phonepeValidateVpa, cardBin, savedCards,
 * deletePaymentCard; API.md). Cards are typed on the gateway's page: no call here carries a card
 * number, expiry or CVV.
 */

/** Our id of one attempt to pay (in the gateway's return address). */
export const transactionIdField = text(40).regex(/^TX[A-Z0-9]+$/);

/** A UPI id as the shopper types it (spec 3 §5). */
export const vpaField = text(261).trim().regex(VPA_PATTERN, { error: messages.payment.invalidUpi });

/** The shopper's order as its payment left it (the confirmation, the failure page, or wait). */
export const paymentStatusResponse = z.object({
  orderId: z.string(),
  transactionId: z.string().optional(),
  /** success: paid and placed; pending: the gateway has not settled it yet; failed: not paid. */
  status: z.enum(["success", "pending", "failed"]),
  /** Where the browser goes next. */
  redirectUrl: z.string(),
  /** The shopper-facing reason of a failure, when the gateway gave one (spec 3 §8 payment error codes). */
  message: z.string().optional(),
});
export type PaymentStatusResponse = z.infer<typeof paymentStatusResponse>;

/** postPayment (spec 3 §4: wallet and UPI flows validate after the gateway reports success or error). */
export const paymentValidateRequest = z.object({
  orderId: orderIdParam.shape.orderId,
  transactionId: transactionIdField,
});
export type PaymentValidateRequest = z.infer<typeof paymentValidateRequest>;

/** orderPaymentPending: how an order's payment stands now. */
export const paymentPendingRequest = z.object({ orderId: orderIdParam.shape.orderId });

/** phonepeValidateVpa. */
export const vpaValidateRequest = z.object({ vpa: vpaField });
export const vpaValidateResponse = z.object({
  valid: z.boolean(),
  /** The account holder's name the UPI network gives, to show before paying. */
  name: z.string().optional(),
});
export type VpaValidateResponse = z.infer<typeof vpaValidateResponse>;

/** cardBin: the first six digits. */
export const cardBinParams = z.object({ bin: text(6).regex(/^[0-9]{6}$/) });

/** Card BIN info (spec 3 §3). */
export const cardBinInfo = z.object({
  binNumber: z.string(),
  isFound: z.boolean(),
  /** The issuing bank's code (HDFC, ICICI…), or "" when unknown. */
  bankCode: z.string(),
  /** CREDIT_CARD or DEBIT_CARD. */
  typeCode: z.string(),
  /** Visa, MasterCard, RuPay, Amex… */
  network: z.string().optional(),
  cvvLength: z.number().int(),
});
export type CardBinInfo = z.infer<typeof cardBinInfo>;

/** A saved card (spec 3 §3): the gateway's token, shown by network and last four digits. */
export const savedCard = z.object({
  cardToken: z.string(),
  /** The network: Visa, MasterCard, RuPay, Amex… */
  cardType: z.string(),
  last4: z.string(),
  bankName: z.string().optional(),
  /** CREDIT_CARD or DEBIT_CARD. */
  typeCode: z.string(),
  isDefault: z.boolean(),
  /** The gateway holding the token. */
  pgCodeRef: z.enum(PAYMENT_GATEWAYS.all),
});
export type SavedCard = z.infer<typeof savedCard>;

export const savedCardsResponse = z.object({ savedCards: z.array(savedCard) });
export type SavedCardsResponse = z.infer<typeof savedCardsResponse>;

/** deletePaymentCard. */
export const deleteCardRequest = z.object({ cardToken: text(200).min(1) });

/** The gateway's return to `/api/payment/confirmationRP/…`: its form or query fields, checked by signature. */
export const gatewayReturnParams = z.object({
  transactionId: transactionIdField,
  orderId: orderIdParam.shape.orderId,
  tenantId: text(64).regex(/^[A-Za-z0-9_-]+$/),
});
export const gatewayReturnFields = z.record(text(64), text(4096)).optional();

/** A gateway's server-to-server notification. */
export const gatewayWebhookParams = z.object({ gateway: z.enum(PAYMENT_GATEWAYS.all) });
/** Any JSON or form body: the gateway's signature over the raw bytes decides whether it counts. */
export const gatewayWebhookBody = z.unknown();
export const gatewayWebhookResponse = z.object({ received: z.boolean() });

/** Paytm wallet (spec 3 §3 "Paytm wallet with mobile number", §8 Paytm codes): the code Paytm sends. */
export const walletOtpRequest = z.object({
  transactionId: transactionIdField,
  /** The wallet's mobile number (not necessarily the delivery address's). */
  mobileNumber: mobileNumberField,
});
export type WalletOtpRequest = z.infer<typeof walletOtpRequest>;
export const walletOtpValidateRequest = z.object({
  transactionId: transactionIdField,
  otp: text(8).regex(/^[0-9]{4,8}$/, { error: messages.payment.paytmOtp }),
});
export type WalletOtpValidateRequest = z.infer<typeof walletOtpValidateRequest>;
export const walletOtpResponse = z.object({
  /** The wallet's balance once the code is accepted, paise. */
  balance: z.number().int().optional(),
  /** The balance covers the payment. */
  sufficient: z.boolean().optional(),
});
export type WalletOtpResponse = z.infer<typeof walletOtpResponse>;
export const walletPayRequest = z.object({ transactionId: transactionIdField });
export type WalletPayRequest = z.infer<typeof walletPayRequest>;

/**
 * What the page at `/checkout/pay/{transactionId}` draws: a form to the gateway's page (posted by
 * itself once the scripts run, a PAY button before), the Paytm wallet's code steps, or, for an attempt
 * that is over, where the shopper goes instead.
 */
export type PaymentHandoffView =
  | {
      kind: "form";
      orderId: string;
      transactionId: string;
      /** Paise. */
      amount: number;
      gateway: string;
      method: "POST" | "GET";
      action: string;
      fields: Record<string, string>;
    }
  | { kind: "walletOtp"; orderId: string; transactionId: string; amount: number; mobileNumber: string }
  | { kind: "redirect"; redirectUrl: string };
