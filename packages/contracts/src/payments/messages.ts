/**
 * The payments slice of MESSAGES and LABELS: payment methods and the payment result pages. `../messages.ts`
 * composes the slices into `MESSAGES`, `LABELS` and `formatMessage`: import those, not this file.
 *
 * Every shopper-facing message of the spec, once, with the spec's exact wording (typos and odd spacing
 * included: support scripts and analytics refer to them). Spec references: "s1 §8" means
 * `spec/1-account-and-session.md` section 8, and so on.
 *
 * Where the spec says a message exists but does not give its wording, the text is ours and the line is marked
 * `// wording not given by the spec`. Templates keep their spec placeholders (`{n}`, `$count`, `(n-2)`); fill
 * them through `formatMessage`, never by hand.
 */

export const payment = {
  failed: "Something went wrong. Please try again.", // s3 §2 failure page
  loyaltyPointsReturned: "Any loyalty points deducted for this order will be returned within 2 hours.", // wording not given by the spec
  statusFetchError: "Oops! Something went wrong while fetching payment status.", // s3 §8
  noMethod: "Hold on! How would you like to pay for this order?", // s3 §8
  insufficientLoyalty: "Insufficient Loyalty money. Please select one more payment option available", // s3 §8
  paytmOtp: "Please enter the OTP sent by Paytm.", // s3 §8
  outOfStock: "One or more items have gone out of stock. The cart has been updated", // s3 §8 IMS_OUT_OF_STOCK
  invalidUpi: "Invalid UPI Id", // s3 §5
  invalidCardDetails: "Please enter valid card details", // s3 §5
  cardIdDigits: "Please enter card Id as Digits", // s3 §5
  invalidCharacters: "* Invalid characters", // s3 §5
  notValidCvv: "* Not a valid CVV", // s3 §5
  enterValidCvv: "Please enter a valid cvv", // s3 §5
  cvvBeforeProceed: "Hold On! Please enter a valid CVV before you proceed", // s3 §5
  invalidCardNumber: "Please enter a valid card number.", // wording not given by the spec
  missingCvv: "Please enter your card's CVV.", // wording not given by the spec
  mobileNotVerified: "Please verify your mobile number to continue.", // wording not given by the spec
  captchaNotVerified: "Please complete the security check to continue.", // wording not given by the spec
  captchaPassed: "Security check passed.", // wording not given by the spec
  otpNotVerified: "Please verify the OTP to continue.", // wording not given by the spec
  noAddress: "Please add a delivery address to continue.", // wording not given by the spec
  noBankOrWallet: "Please select a bank or wallet.", // wording not given by the spec
  noUpiId: "Please enter your UPI Id.", // wording not given by the spec
  insufficientWalletBalance: "Your wallet does not have enough balance for this order.", // wording not given by the spec
  paytmNotConnected: "We could not connect to Paytm. Please try again.", // wording not given by the spec
  paytmTokenExpired: "Your Paytm session has expired. Please link your wallet again.", // wording not given by the spec
  paytmOtpFetchFailed: "We could not send the Paytm OTP. Please try again.", // wording not given by the spec
  paytmOtpValidateFailed: "The Paytm OTP could not be verified. Please try again.", // wording not given by the spec
  paytmBalanceFetchFailed: "We could not fetch your Paytm balance. Please try again.", // wording not given by the spec
  paytmUserNotRegistered: "This mobile number is not registered with Paytm.", // wording not given by the spec
  paytmUserNotEligible: "This Paytm account cannot be used for this payment.", // wording not given by the spec
  loyaltyRedeemFailed: "We could not redeem your loyalty points. Please try again.", // wording not given by the spec
  methodUnavailable: "This payment method is not available yet. Please choose another.", // wording not given by the spec
  noLoyalty: "You have no loyalty points to use on this order.", // wording not given by the spec
  codOverLimit: "Cash on delivery is not available for orders above {amount}.", // wording not given by the spec
  codPincode: "Cash on delivery is not available for this pincode.", // wording not given by the spec
  /** Fill with `formatMessage.codOtpSent`. */
  otpSent: "We have sent an OTP to {mobile}.", // wording not given by the spec
  gatewayUnavailable: "We could not reach the payment gateway. Please try again.", // wording not given by the spec
  verificationFailed: "We could not verify this payment.", // wording not given by the spec
  alreadyPaid: "This order has already been paid.", // wording not given by the spec
  cannotRetry: "This order can no longer be paid. Please add the items to your bag again.", // wording not given by the spec
  cardNotSaved: "This card is no longer saved.", // wording not given by the spec
  cardDeleted: "Your card has been removed.", // wording not given by the spec
  noSavedCards: "You have no saved cards.", // wording not given by the spec
  walletOtpSent: "Paytm has sent an OTP to your mobile number.", // wording not given by the spec
  tooManyLookups: "You have checked too many payment details. Please try again after some time.", // wording not given by the spec
  paymentDeclined: "Your payment was declined. Please try again or choose another method.", // wording not given by the spec
} as const;
