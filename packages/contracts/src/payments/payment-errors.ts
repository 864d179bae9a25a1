import type { PAYMENT_ERROR_CODES } from "./constants";
import * as messages from "./messages";

/** Messages shown for the payment error codes of spec 3 §8. */
export const PAYMENT_ERROR_MESSAGES: Record<(typeof PAYMENT_ERROR_CODES)[number], string> = {
  INSUFFICIENT_BALANCE_IN_WALLET: messages.payment.insufficientWalletBalance,
  NOT_ABLE_TO_CONNECT_PAYTM: messages.payment.paytmNotConnected,
  PAYTM_TOKEN_EXPIRED: messages.payment.paytmTokenExpired,
  FAILED_TO_FETCH_PAYTM_OTP: messages.payment.paytmOtpFetchFailed,
  FAILED_TO_VALIDATE_PAYTM_OTP: messages.payment.paytmOtpValidateFailed,
  FAILED_TO_FETCH_BALANCE_FROM_PAYTM: messages.payment.paytmBalanceFetchFailed,
  USER_NOT_REGISTERED: messages.payment.paytmUserNotRegistered,
  PAYTM_USER_NOT_ELIGIBLE: messages.payment.paytmUserNotEligible,
  WALLET_INSUFFICIENT_BALANCE: messages.payment.insufficientWalletBalance,
  IMS_OUT_OF_STOCK: messages.payment.outOfStock,
  LOYALTY_FAILED_TO_REDEEM: messages.payment.loyaltyRedeemFailed,
};
