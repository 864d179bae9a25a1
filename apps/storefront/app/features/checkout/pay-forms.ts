import type { PaymentHandoffView } from "@odin/contracts";
import type { FormAnswer } from "../../lib/form-answer";

/**
 * The page that takes the shopper to the gateway (`/checkout/pay/{transactionId}`): its Paytm wallet
 * steps are forms answered by the route's action (`pay-actions.server.ts`, decision 26). Browser and
 * server share these names; no zod here (decision 13).
 */

export const PAY_INTENTS = {
  sendOtp: "walletSendOtp",
  verifyOtp: "walletVerifyOtp",
  pay: "walletPay",
} as const;

export const PAY_FIELDS = {
  mobileNumber: "mobileNumber",
  otp: "otp",
  /** The wallet's balance once the code is accepted (paise), carried to PAY's form to draw it again. */
  balance: "balance",
  sufficient: "sufficient",
} as const;
export type PayField = (typeof PAY_FIELDS)[keyof typeof PAY_FIELDS];

export type PayAnswer = FormAnswer<PayField>;

/** What the page draws: a form to the gateway's page, or the Paytm wallet's steps. */
export type HandoffView = Exclude<PaymentHandoffView, { kind: "redirect" }>;
export type WalletView = Extract<PaymentHandoffView, { kind: "walletOtp" }>;
export type GatewayFormView = Extract<PaymentHandoffView, { kind: "form" }>;

/** Where the Paytm wallet's steps stand: the mobile number, the code sent to it, or the balance and PAY. */
export interface WalletStage {
  step: "mobile" | "otp" | "pay";
  mobileNumber: string;
  /** Paise. */
  balance?: number | undefined;
  /** False when the balance does not cover the payment. */
  sufficient: boolean;
}

const isPayIntent = (intent: string) => (Object.values(PAY_INTENTS) as string[]).includes(intent);

/** The wallet's step after the page's last answer (the forms carry what it needs, so no script is needed). */
export function walletStageOf(answer: PayAnswer | undefined, mobileNumber: string): WalletStage {
  const values = answer && isPayIntent(answer.intent) ? (answer.values ?? {}) : {};
  const stage = {
    mobileNumber: values.mobileNumber || mobileNumber,
    balance: values.balance ? Number(values.balance) : undefined,
    sufficient: values.sufficient !== "false",
  };
  if (!answer) return { step: "mobile", ...stage };
  switch (answer.intent) {
    case PAY_INTENTS.sendOtp:
      return { step: answer.ok ? "otp" : "mobile", ...stage };
    case PAY_INTENTS.verifyOtp:
      return { step: answer.ok ? "pay" : "otp", ...stage };
    case PAY_INTENTS.pay:
      return { step: values.sufficient === undefined ? "mobile" : "pay", ...stage };
    default:
      return { step: "mobile", ...stage };
  }
}
