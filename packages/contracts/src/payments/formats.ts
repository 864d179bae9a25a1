import { fill } from "../shared/fill";
import * as labels from "./labels";
import * as messages from "./messages";

/** Fills the templates of ./messages.ts and ./labels.ts, so the wording stays in one place. */

/** `amount` already formatted in rupees ("₹50,000"). */
export const codOverLimit = (amount: string) => fill(messages.payment.codOverLimit, [["{amount}", amount]]);
export const codOtpSent = (mobile: string) => fill(messages.payment.otpSent, [["{mobile}", mobile]]);
export const codOtpIntro = (mobile: string) => fill(labels.paymentStep.codIntro, [["{mobile}", mobile]]);
/** `amount` already formatted in rupees. */
export const loyaltyPointsOption = (amount: string) =>
  fill(labels.paymentStep.useLoyalty, [["{amount}", amount]]);
export const codExtraCharge = (amount: string) => fill(labels.paymentStep.codCharge, [["{amount}", amount]]);
export const newOrderTotal = (amount: string) => fill(labels.paymentStep.newTotal, [["{amount}", amount]]);
export const cardEnding = (network: string, last4: string) =>
  fill(labels.paymentStep.cardEnding, [
    ["{network}", network],
    ["{last4}", last4],
  ]);
/** `amount` already formatted in rupees. */
export const payAmount = (amount: string) => fill(labels.payHandoff.pay, [["{amount}", amount]]);
export const walletBalance = (amount: string) => fill(labels.payHandoff.balance, [["{amount}", amount]]);
export const retryOrder = (orderId: string) => fill(labels.paymentStep.retryOrder, [["{orderId}", orderId]]);
