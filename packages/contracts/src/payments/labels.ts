/** Fixed labels the spec gives (buttons, headings, link texts). */

export const payment = {
  failureTitle: "YOUR ORDER WAS NOT PLACED",
} as const;
/** The checkout's payment step (s3 §2, §4). // wording not given by the spec */
export const paymentStep = {
  options: "How would you like to pay?",
  select: "SELECT",
  /** Fill with `formatMessage.loyaltyPointsOption`. */
  useLoyalty: "Use my loyalty points ({amount})",
  /** Fill with `formatMessage.codExtraCharge`. */
  codCharge: "{amount} extra for cash on delivery",
  verifyMobile: "Verify your mobile number",
  /** Fill with `formatMessage.codOtpIntro`. */
  codIntro: "To pay by cash on delivery, verify {mobile}, the mobile number of your delivery address.",
  sendOtp: "SEND OTP",
  resendOtp: "RESEND OTP",
  verify: "VERIFY",
  verified: "Mobile number verified",
  toPay: "To pay",
  placeOrder: "PLACE ORDER",
  items: "Items in this order",
  goToBag: "GO TO YOUR BAG",
  /** Fill with `formatMessage.newOrderTotal`. */
  newTotal: "The new total is {amount}.",
  tryAgain: "TRY AGAIN",
  chooseBank: "Choose your bank",
  chooseWallet: "Choose your wallet",
  chooseEmi: "Choose your EMI provider",
  newCard: "Pay with a new card",
  newCardNote: "You will enter your card on the payment gateway's secure page.",
  saveCard: "Save this card for faster payments",
  upiNote: "Pay with any UPI app: scan the QR code or open your app on the next page.",
  upiId: "UPI Id (optional)",
  verifyUpi: "VERIFY",
  /** Fill with `formatMessage.cardEnding`. */
  cardEnding: "{network} ending {last4}",
  /** Fill with `formatMessage.retryOrder`. */
  retryOrder: "Complete the payment for your order {orderId}.", // wording not given by the spec
} as const;
/** The page that takes the shopper to the gateway (decision 41). // wording not given by the spec */
export const payHandoff = {
  title: "Complete your payment",
  /** Fill with `formatMessage.payAmount`. */
  pay: "PAY {amount}",
  redirecting: "Taking you to the secure payment page…",
  paytmMobile: "Paytm mobile number",
  sendOtp: "SEND OTP",
  otp: "OTP",
  verifyOtp: "VERIFY OTP",
  /** Fill with `formatMessage.walletBalance`. */
  balance: "Paytm balance: {amount}",
  pending: "We are waiting for your payment to be confirmed.",
  checkAgain: "CHECK AGAIN",
  /** The Paytm wallet's steps, as a list's heading. */
  paytmSteps: "Pay with your Paytm wallet", // wording not given by the spec
  /** Where a wallet that cannot pay sends the shopper: the payment step for this order. */
  otherMethod: "CHOOSE ANOTHER WAY TO PAY", // wording not given by the spec
} as const;
/** My Payment Methods (s3 §2 account menu). // wording not given by the spec */
export const paymentMethods = {
  title: "My Payment Methods",
  savedCards: "Saved Cards",
  delete: "DELETE",
  default: "Default",
} as const;
/** The payment step's options (s3 §2), in its order. // wording not given by the spec */
export const paymentTypes = {
  SAVEDCARD: "Saved Cards",
  CREDIT_CARD: "Credit / Debit Card",
  DEBIT_CARD: "Debit Card",
  NET_BANKING: "Net Banking",
  WALLET: "Wallets",
  E_WALLET: "Paytm Wallet",
  UPI: "UPI",
  CARDLESS_EMI: "Cardless EMI",
  CASH_ON_DELIVERY: "Cash on Delivery",
  LOYALTY: "Loyalty Points",
} as const;
