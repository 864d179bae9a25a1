import type { RouteSpec } from "../route-spec";

/** Paying for the order (spec 3 §2 Payment step, §7). */
export const paymentsRouteMap = {
  paymentMethods: {
    method: "POST",
    path: "/api/payment/methods",
    body: "paymentMethodsRequest",
    response: "paymentMethodsResponse",
    signIn: "required",
  },
  makePayment: {
    method: "POST",
    path: "/api/payment/make",
    body: "paymentRequest",
    response: "paymentResponse",
    signIn: "required",
  },
  paymentValidate: {
    method: "POST",
    path: "/api/payment/validate",
    body: "paymentValidateRequest",
    response: "paymentStatusResponse",
    signIn: "required",
  },
  paymentPending: {
    method: "POST",
    path: "/api/payment/pending",
    body: "paymentPendingRequest",
    response: "paymentStatusResponse",
    signIn: "required",
  },
  /** The gateway sends the shopper's browser back here (a redirect answers, not JSON). */
  gatewayReturnGet: {
    method: "GET",
    path: "/api/payment/confirmationRP/:transactionId/callback/:orderId/:tenantId",
    params: "gatewayReturnParams",
    query: "gatewayReturnFields",
  },
  gatewayReturnPost: {
    method: "POST",
    path: "/api/payment/confirmationRP/:transactionId/callback/:orderId/:tenantId",
    params: "gatewayReturnParams",
    body: "gatewayReturnFields",
  },
  gatewayWebhook: {
    method: "POST",
    path: "/api/payment/webhook/:gateway",
    params: "gatewayWebhookParams",
    body: "gatewayWebhookBody",
    response: "gatewayWebhookResponse",
  },
  vpaValidate: {
    method: "POST",
    path: "/api/payment/phonepe/validateVpa",
    body: "vpaValidateRequest",
    response: "vpaValidateResponse",
    signIn: "required",
  },
  cardBin: {
    method: "GET",
    path: "/api/payment/cardBin/:bin",
    params: "cardBinParams",
    response: "cardBinInfo",
    signIn: "required",
  },
  savedCards: {
    method: "GET",
    path: "/api/payment/savedCards",
    response: "savedCardsResponse",
    signIn: "required",
  },
  deleteCard: {
    method: "POST",
    path: "/api/payment/deleteCard",
    body: "deleteCardRequest",
    response: "savedCardsResponse",
    signIn: "required",
  },
  walletOtp: {
    method: "POST",
    path: "/api/payment/paytm/sendOtp",
    body: "walletOtpRequest",
    response: "walletOtpResponse",
    signIn: "required",
  },
  walletOtpValidate: {
    method: "POST",
    path: "/api/payment/paytm/validateOtp",
    body: "walletOtpValidateRequest",
    response: "walletOtpResponse",
    signIn: "required",
  },
  walletPay: {
    method: "POST",
    path: "/api/payment/paytm/pay",
    body: "walletPayRequest",
    response: "paymentStatusResponse",
    signIn: "required",
  },
} as const satisfies Record<string, RouteSpec>;
