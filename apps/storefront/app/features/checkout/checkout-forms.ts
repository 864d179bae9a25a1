import type { OrderProblem, ProductShippingDetail } from "@odin/contracts";
import type { UIMatch } from "react-router";
import { type FormAnswer, useFormAnswer } from "../../lib/form-answer";

/**
 * The checkout pages' forms (decision 26, decision 33): each posts its `intent` and fields to its
 * page's route, whose action (`shipping-actions.server.ts`, `payment-actions.server.ts`) answers.
 * Browser and server share these names; no zod here (decision 13).
 */

export const CHECKOUT_PATHS = {
  /** The checkout's entry: a guest is asked to log in, a shopper goes on to shipping (spec 3 §2). */
  entry: "/checkout",
  shipping: "/checkout/shipping",
  payment: "/checkout/payment",
  failure: "/checkout/onpaymentfailure",
  bag: "/mybag",
} as const;

/** An order's confirmation once paid (spec 3 §2). */
export const confirmationPath = (orderId: string) =>
  `/orderconfirmation/${encodeURIComponent(orderId)}/success`;

export const SHIPPING_INTENTS = {
  pincode: "pincode",
  chooseAddress: "chooseAddress",
  /** The delivery methods, saved, and on to payment (CONTINUE). */
  proceed: "continue",
} as const;

export const PAYMENT_INTENTS = {
  choose: "choosePayment",
  sendOtp: "sendCodOtp",
  resendOtp: "resendCodOtp",
  verifyOtp: "verifyCodOtp",
  /** The cash-on-delivery captcha's solution, posted by the page's scripts (spec 3 §4). */
  checkCaptcha: "checkCodCaptcha",
  placeOrder: "placeOrder",
} as const;

export const CHECKOUT_FIELDS = {
  pincode: "pincode",
  addressId: "addressId",
  paymentType: "paymentTypeCode",
  useLoyalty: "useLoyalty",
  sessionID: "sessionID",
  otp: "otp",
  idempotencyKey: "idempotencyKey",
  netAmount: "netAmount",
  item: "item",
  captchaToken: "captchaToken",
  /** The option inside an online type (spec 3 §3 payment option): a bank, a wallet, an EMI provider. */
  bankCode: "bankCode",
  savedCardToken: "savedCardToken",
  /** A new card saved at the gateway for faster payments. */
  saveCard: "saveCard",
  requestedPG: "requestedPG",
  /** The unpaid order paid again (the payment step's retry mode). */
  orderId: "orderId",
  /** `failed=1`: the gateway declined the retried order's last attempt (the stay-on-payment return). */
  declined: "failed",
} as const;
export type CheckoutField = (typeof CHECKOUT_FIELDS)[keyof typeof CHECKOUT_FIELDS];

/** What a ticked checkbox posts. */
export const TICKED = "true";

/** The radio group of an item's delivery method, and of its pickup store. */
export const methodField = (skuId: number) => `method-${skuId}`;
export const storeField = (skuId: number) => `store-${skuId}`;

/**
 * The action's answer to a checkout form: a FormAnswer, plus what the payment step needs from it: the
 * order problem a refused PLACE ORDER carries (out of stock links to the bag), and the seconds before
 * a new code may be asked for.
 */
export type CheckoutAnswer = FormAnswer<CheckoutField> & {
  problem?: OrderProblem;
  resendAfterSeconds?: number;
};

/** The action's answer to this form, if the last post on the page was this form. */
export const useCheckoutAnswer = (intent: string) =>
  useFormAnswer<CheckoutField>(intent) as CheckoutAnswer | undefined;

/** One item of PLACE ORDER as a hidden field: "skuId:qty:method" and ":storeId" for a pickup. */
export function itemValue(item: ProductShippingDetail): string {
  const parts = [item.skuId, item.qty, item.shippingMethod, ...(item.storeId ? [item.storeId] : [])];
  return parts.join(":");
}

/** The item a hidden field names, as posted (the contract checks it). */
export function parseItem(value: string): Record<string, unknown> {
  const [skuId, qty, shippingMethod, storeId] = value.split(":");
  return {
    skuId: Number(skuId),
    qty: Number(qty),
    shippingMethod,
    ...(storeId ? { storeId: Number(storeId) } : {}),
  };
}

/** The checkout step a page belongs to: the header's steps and the compact footer follow it. */
export type CheckoutStep = "shipping" | "payment";

/** A checkout route declares its step: `export const handle = { checkoutStep: "payment" }`. */
export function checkoutStepOf(matches: readonly UIMatch[]): CheckoutStep | undefined {
  for (const match of [...matches].reverse()) {
    const step = (match.handle as { checkoutStep?: unknown } | undefined)?.checkoutStep;
    if (step === "shipping" || step === "payment") return step;
  }
  return undefined;
}
