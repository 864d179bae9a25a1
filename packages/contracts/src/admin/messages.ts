/**
 * The back office's wording (decision 60). Staff-facing and not the spec's, so it stays out of the
 * storefront's MESSAGES: no shopper's page carries it.
 */
export const ADMIN_MESSAGES = {
  signIn: {
    wrongCredentials: "The e-mail or password is not right, or the account is not a staff account.",
    tooManyTries: "Too many tries. Wait a few minutes and sign in again.",
    codeWrong: "That code is not right.",
    codeExpired: "The code has expired or was used. Sign in again.",
    codeSent: "We sent a 6-digit code to {destination}. It works for {minutes} minutes.",
  },
  session: {
    signInRequired: "Sign in to the back office.",
    ended: "Your session has ended. Sign in again.",
    crossSite: "This request came from another site and was refused.",
  },
  permission: {
    refused: "Your role does not allow this ({permission}).",
    outOfScope: "This belongs to a brand or centre outside your scope.",
  },
  orders: {
    badDay: "Enter a day as yyyy-mm-dd.",
    daysReversed: "The last day comes before the first.",
    badCursor: "This page of the list has expired. Start the list again.",
    pickupCodeRequired: "Ask the shopper for the pickup code sent to them when the order was ready.",
    pickupCodeWrong: "That pickup code is not this order's. Check it with the shopper.",
    cancelReasonRequired: "Say why the item is cancelled.",
    handOverOneByOne: "Hand store pickups over one order at a time, each with its pickup code.",
    documentUnknown: "This order has no document with that number.",
  },
  audit: {
    retentionRange: "Keep the audit log for {min} to {max} days.",
  },
  notFound: "Not found.",
} as const;
