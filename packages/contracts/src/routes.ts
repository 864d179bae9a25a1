import type { z } from "zod";
import type * as contracts from "./schemas";

/**
 * The one route map (API.md): every path of the public API, declared once with the names of its
 * request and response schemas. The server registers each route from its entry (`serve` in
 * `apps/server/src/platform/serve.ts`) and the browser calls it through the same entry
 * (`api.call(routes.productDetails, { styleId })`), so both ends are typed from one declaration.
 *
 * Schemas are named, not imported: this module is plain data, so browser code can use it without
 * bundling zod (decision 13). A misspelt name does not compile. Path parameters are written `:name`.
 */

type Contracts = typeof contracts;
/** The name of a zod schema exported by `@odin/contracts`. */
export type SchemaName = {
  [K in keyof Contracts]: Contracts[K] extends z.ZodType ? K : never;
}[keyof Contracts];

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

export interface RouteSpec {
  readonly method: HttpMethod;
  readonly path: string;
  readonly body?: SchemaName;
  readonly query?: SchemaName;
  readonly params?: SchemaName;
  /** The schema of the 200 answer; none for a redirect or a document. */
  readonly response?: SchemaName;
  /** The 200 answer is a document of this type, not JSON (a tax invoice, a return form). */
  readonly document?: "application/pdf";
  /**
   * A 401 from this call never triggers the browser's token refresh (spec 1 §4, §8): sign-in,
   * registration, password recovery, and the reporting endpoints.
   */
  readonly noRefresh?: true;
  /**
   * Who may call: "required", a signed-in shopper only (401 without a valid access token, 403 for a
   * refused role); "optional", a guest too, the shopper identified when signed in (the bag). The
   * server's guard and OpenAPI's `security` read it here, nowhere else.
   */
  readonly signIn?: "required" | "optional";
}

export const routes = {
  // Account and session (spec 1)
  token: {
    method: "POST",
    path: "/auth/token",
    body: "tokenRequest",
    response: "tokenResponse",
    noRefresh: true,
  },
  logout: {
    method: "POST",
    path: "/auth/logout",
    body: "logoutRequest",
    response: "logoutResponse",
    noRefresh: true,
  },
  userExists: {
    method: "POST",
    path: "/api/user/exists",
    body: "userExistsRequest",
    response: "userExistsResponse",
    noRefresh: true,
  },
  otpGenerate: {
    method: "POST",
    path: "/api/otp/generate",
    body: "otpGenerateRequest",
    response: "otpSentResponse",
    noRefresh: true,
    signIn: "optional",
  },
  otpResend: {
    method: "POST",
    path: "/api/otp/resend",
    body: "otpResendRequest",
    response: "otpSentResponse",
    noRefresh: true,
  },
  otpValidate: {
    method: "POST",
    path: "/api/otp/validate",
    body: "otpValidateRequest",
    response: "otpValidateResponse",
    noRefresh: true,
  },
  register: {
    method: "POST",
    path: "/api/user/register",
    body: "userRegisterRequest",
    response: "registeredResponse",
    noRefresh: true,
  },
  registerWithOtp: {
    method: "POST",
    path: "/api/user/register/otp",
    body: "registerWithOtpRequest",
    response: "registeredResponse",
    noRefresh: true,
  },
  missingFields: {
    method: "POST",
    path: "/api/user/missing-fields",
    body: "missingFieldsRequest",
    response: "missingFieldsAnswer",
    noRefresh: true,
  },
  forgotPassword: {
    method: "POST",
    path: "/api/user/forgot-password",
    body: "forgotPasswordRequest",
    response: "forgotPasswordResponse",
    noRefresh: true,
  },
  resetPassword: {
    method: "PUT",
    path: "/api/user/reset-password",
    query: "resetPasswordQuery",
    body: "resetPasswordRequest",
    response: "resetPasswordResponse",
    noRefresh: true,
  },
  changePassword: {
    method: "PUT",
    path: "/api/user/:userId/password",
    params: "userIdParams",
    body: "changePasswordRequest",
    response: "changePasswordResponse",
    signIn: "required",
  },
  passwordRule: { method: "GET", path: "/api/user/password-rule", response: "passwordRuleResponse" },
  account: { method: "GET", path: "/api/user/account", response: "accountResponse", signIn: "required" },
  captchaChallenge: { method: "GET", path: "/api/captcha/challenge", response: "captchaChallengeResponse" },
  captchaVerify: {
    method: "POST",
    path: "/api/captcha/verify",
    body: "captchaVerifyRequest",
    response: "captchaVerifyResponse",
    signIn: "optional",
  },
  /** A link the browser follows (302 to the provider), not a JSON call. */
  socialStart: {
    method: "GET",
    path: "/auth/social/:provider",
    params: "socialStartParams",
    query: "socialStartQuery",
  },
  /** The providers' redirects back (302 to the storefront). */
  googleReturn: { method: "GET", path: "/googlesuccess" },
  facebookReturn: { method: "GET", path: "/facebooksuccess" },
  errorMail: {
    method: "POST",
    path: "/api/errorMail",
    body: "errorMailRequest",
    response: "errorMailResponse",
    noRefresh: true,
  },
  analyticsEvents: {
    method: "POST",
    path: "/api/events",
    body: "analyticsEventsRequest",
    response: "analyticsEventsResponse",
    noRefresh: true,
  },

  // Browsing (spec 2)
  navigation: { method: "GET", path: "/api/v2/header", query: "headerQuery", response: "navigation" },
  footerLinks: {
    method: "GET",
    path: "/api/footerlinks",
    query: "footerLinksQuery",
    response: "footerLinks",
  },
  pageType: { method: "GET", path: "/api/getType", query: "pageTypeQuery", response: "pageTypeResponse" },
  masterTemplate: {
    method: "GET",
    path: "/api/masterTemplates",
    query: "masterTemplateQuery",
    response: "masterTemplate",
  },
  staticPage: {
    method: "GET",
    path: "/api/static/:page",
    params: "staticPageParams",
    response: "staticPage",
  },
  contactUs: { method: "POST", path: "/api/contactus", body: "contactRequest", response: "supportAnswer" },
  appDownloadLink: {
    method: "POST",
    path: "/api/appDownloadLink",
    body: "appLinkRequest",
    response: "supportAnswer",
  },
  newsletter: {
    method: "POST",
    path: "/api/newsletter",
    body: "newsletterRequest",
    response: "supportAnswer",
  },
  newsletterConfirm: {
    method: "POST",
    path: "/api/newsletter/confirm",
    body: "newsletterConfirmRequest",
    response: "supportAnswer",
  },
  carousel: {
    method: "POST",
    path: "/api/v2/carousel",
    body: "carouselRequest",
    response: "carouselResponse",
  },
  listing: {
    method: "POST",
    path: "/api/v2/listing/products",
    body: "listingRequest",
    response: "listingResponse",
  },
  omni: { method: "POST", path: "/api/v2/listing/omni", body: "omniRequest", response: "omniResponse" },
  searchFilters: { method: "GET", path: "/api/search/filters", response: "searchFiltersResponse" },
  noResults: {
    method: "POST",
    path: "/api/search/noResults",
    body: "noResultsRequest",
    response: "noResultsResponse",
  },
  autoSuggestions: {
    method: "POST",
    path: "/api/autoSuggestions",
    body: "autoSuggestRequest",
    response: "autoSuggestResponse",
  },
  autoSuggestConfig: { method: "GET", path: "/api/autoSuggestions/config", response: "autoSuggestConfig" },
  brandList: { method: "GET", path: "/api/brandListV2", response: "brandListResponse" },
  newArrivals: {
    method: "GET",
    path: "/api/brand/newArrivals/:brandId",
    params: "brandIdParams",
    response: "carouselResponse",
  },
  onSale: {
    method: "GET",
    path: "/api/brand/onSale/:brandId",
    params: "brandIdParams",
    response: "carouselResponse",
  },
  productDetails: {
    method: "POST",
    path: "/api/product/details",
    body: "productDetailRequest",
    response: "productDetail",
  },
  multipleStyles: {
    method: "POST",
    path: "/api/product/multipleStyles",
    body: "styleIdsRequest",
    response: "styleListResponse",
  },
  recentlyViewedStyles: {
    method: "POST",
    path: "/api/product/recentlyViewedStyles",
    body: "styleIdsRequest",
    response: "styleListResponse",
  },
  similarStyles: {
    method: "POST",
    path: "/api/product/similarStyles",
    body: "similarStylesRequest",
    response: "styleListResponse",
  },
  sizeChart: { method: "GET", path: "/api/sizeCharts/:id", params: "sizeChartParams", response: "sizeChart" },
  pincodeDetails: {
    method: "GET",
    path: "/api/shipping/pincodeDetails",
    query: "pincodeQuery",
    response: "pincodeDetails",
  },
  deliveryInfo: {
    method: "GET",
    path: "/api/delivery_info",
    query: "deliveryInfoQuery",
    response: "deliveryInfo",
  },
  stores: {
    method: "POST",
    path: "/api/shipping/v3/stores",
    body: "storesRequest",
    response: "storesResponse",
  },
  storeLocatorBrands: {
    method: "GET",
    path: "/api/storelocator/brands/v2",
    response: "storeLocatorBrandsResponse",
  },
  storesList: {
    method: "POST",
    path: "/api/storesList",
    body: "storesListRequest",
    response: "storesListResponse",
  },

  // Favourites (spec 2 §2, §3, §4, §7, §8); all for a signed-in shopper
  favouriteStyles: {
    method: "GET",
    path: "/api/fav/v2/products",
    query: "favouriteStylesQuery",
    response: "favouriteStylesResponse",
    signIn: "required",
  },
  favouriteStyleAdd: {
    method: "POST",
    path: "/api/fav/v2/products",
    body: "favouriteStyleRequest",
    response: "favouriteAddResponse",
    signIn: "required",
  },
  favouriteStyleRemove: {
    method: "DELETE",
    path: "/api/fav/v2/products",
    query: "favouriteStyleDeleteQuery",
    response: "favouriteRemoveResponse",
    signIn: "required",
  },
  favouriteBrands: {
    method: "GET",
    path: "/api/favourite/brand",
    response: "favouriteBrandsResponse",
    signIn: "required",
  },
  favouriteBrandAdd: {
    method: "POST",
    path: "/api/favourite/brand",
    body: "favouriteBrandsRequest",
    response: "favouriteBrandsChange",
    signIn: "required",
  },
  favouriteBrandRemove: {
    method: "DELETE",
    path: "/api/favourite/brand/:id",
    params: "favouriteBrandIdParams",
    response: "favouriteBrandsChange",
    signIn: "required",
  },

  // Bag (spec 3 §2 Bag, §3, §7)
  checkout: {
    method: "POST",
    path: "/api/checkout",
    body: "checkoutRequest",
    response: "checkoutResponse",
    signIn: "optional",
  },
  guestOverview: {
    method: "POST",
    path: "/api/checkout/guest",
    body: "guestOverviewRequest",
    response: "checkoutResponse",
  },
  pricingOverview: {
    method: "POST",
    path: "/api/getpricingOverview",
    body: "pricingOverviewRequest",
    response: "pricingOverviewResponse",
    signIn: "optional",
  },
  deliveryCharges: {
    method: "GET",
    path: "/api/deliveryCharges",
    response: "deliveryChargesResponse",
  },
  applicableCoupons: {
    method: "GET",
    path: "/api/coupons/applicable",
    response: "applicableCouponsResponse",
    signIn: "optional",
  },

  // Addresses (spec 3 §2 Addresses, §3 Address, §4, §5, §7); all for a signed-in shopper
  addressList: {
    method: "GET",
    path: "/api/shippingAddress",
    query: "addressListQuery",
    response: "addressListResponse",
    signIn: "required",
  },
  addressAdd: {
    method: "POST",
    path: "/api/shippingAddress",
    body: "addAddressRequest",
    response: "address",
    signIn: "required",
  },
  addressEdit: {
    method: "PUT",
    path: "/api/shippingAddress/:id",
    params: "addressIdParams",
    body: "addressInput",
    response: "address",
    signIn: "required",
  },
  addressDelete: {
    method: "DELETE",
    path: "/api/shippingAddress/:id",
    params: "addressIdParams",
    response: "addressListResponse",
    signIn: "required",
  },
  addressMakeDefault: {
    method: "PUT",
    path: "/api/shippingAddress/:id/default",
    params: "addressIdParams",
    body: "makeDefaultAddressRequest",
    response: "addressListResponse",
    signIn: "required",
  },

  // Checkout and placing the order (spec 3 §2 Shipping and Payment steps, Order confirmation, §7)
  checkoutStores: {
    method: "POST",
    path: "/api/checkoutStores",
    body: "checkoutStoresRequest",
    response: "checkoutStoresResponse",
    signIn: "required",
  },
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
  orderConfirm: {
    method: "GET",
    path: "/api/orderConfirm/:orderId",
    params: "orderIdParam",
    response: "orderConfirmation",
    signIn: "required",
  },
  /** orderDetails v4 (spec 3 §7): the shopper's orders, newest first, 10 a page. */
  orderHistory: {
    method: "GET",
    path: "/api/orders",
    query: "orderHistoryQuery",
    response: "orderHistoryResponse",
    signIn: "required",
  },
  /** ProductOrderDetails (spec 3 §7): one of the shopper's orders with its items' states and actions. */
  orderDetails: {
    method: "GET",
    path: "/api/orders/:orderId",
    params: "orderIdParam",
    response: "orderDetails",
    signIn: "required",
  },
  // Bank-transfer details, the refund destination of returns and cancellations (spec 3 §3, §5, §7 addNEFT)
  neftList: { method: "GET", path: "/api/neft", response: "neftListResponse", signIn: "required" },
  neftAdd: {
    method: "POST",
    path: "/api/neft",
    body: "bankTransferInput",
    response: "neftDetail",
    signIn: "required",
  },
  /** The order's tax invoice: a PDF, not JSON. */
  orderInvoice: {
    method: "GET",
    path: "/api/orders/:orderId/invoice",
    params: "invoiceParams",
    document: "application/pdf",
    signIn: "required",
  },
  /** One credit note of the order: a PDF, not JSON. */
  orderCreditNote: {
    method: "GET",
    path: "/api/orders/:orderId/creditNotes/:number",
    params: "creditNoteParams",
    document: "application/pdf",
    signIn: "required",
  },
  orderTaxDocuments: {
    method: "GET",
    path: "/api/orders/:orderId/documents",
    params: "invoiceParams",
    response: "taxDocumentList",
    signIn: "required",
  },
  cancelDetails: {
    method: "POST",
    path: "/api/cancel/details",
    body: "cancelDetailsRequest",
    response: "cancelDetailsResponse",
    signIn: "required",
  },
  cancel: {
    method: "POST",
    path: "/api/cancel",
    body: "cancelRequest",
    response: "cancelResponse",
    signIn: "required",
  },
  exchange: {
    method: "POST",
    path: "/api/exchange",
    body: "exchangeRequest",
    response: "exchangeResponse",
    signIn: "required",
  },
  // Returns (spec 3 §3, §4 "Return flow", §7 returnsDetails, makeReturn, downloadReturnForm)
  returnDetails: {
    method: "POST",
    path: "/api/returns/details",
    body: "returnDetailsRequest",
    response: "returnDetailsResponse",
    signIn: "required",
  },
  makeReturn: {
    method: "POST",
    path: "/api/returns",
    body: "returnRequest",
    response: "returnResponse",
    signIn: "required",
  },
  /** The return form: a PDF, not JSON. */
  returnForm: {
    method: "POST",
    path: "/api/returns/form",
    body: "returnFormRequest",
    document: "application/pdf",
    signIn: "required",
  },
  // Reviews (spec 2 §2-§5, §7)
  reviewsConfig: { method: "GET", path: "/api/reviews/config", response: "reviewsConfig" },
  /** A multipart body with one file part named `image`; no JSON body. */
  reviewImageUpload: {
    method: "POST",
    path: "/api/reviews/images",
    response: "reviewImage",
    signIn: "required",
  },
  reviewImageDelete: {
    method: "DELETE",
    path: "/api/reviews/images",
    body: "reviewImageDeleteRequest",
    response: "reviewImage",
    signIn: "required",
  },
  reviewWrite: {
    method: "POST",
    path: "/api/reviews",
    body: "reviewRequest",
    response: "review",
    signIn: "required",
  },
  reviewEdit: {
    method: "PUT",
    path: "/api/reviews/:id",
    params: "reviewIdParams",
    body: "reviewEditRequest",
    response: "review",
    signIn: "required",
  },
  reviewsOwn: {
    method: "POST",
    path: "/api/reviews/fetch",
    body: "ownReviewsRequest",
    response: "reviewList",
    signIn: "required",
  },
  reviewsAll: {
    method: "POST",
    path: "/api/reviews/allreviews",
    body: "reviewPageRequest",
    response: "reviewList",
  },
  reviewsPhotos: {
    method: "POST",
    path: "/api/reviews/customerphotos",
    body: "reviewPageRequest",
    response: "customerPhotos",
  },
  reviewById: {
    method: "POST",
    path: "/api/reviews/fetchwithId",
    body: "reviewIdRequest",
    response: "review",
    signIn: "optional",
  },
  orderRatingSave: {
    method: "POST",
    path: "/api/reviews/orderConfirmation",
    body: "orderRatingRequest",
    response: "orderRating",
    signIn: "required",
  },
  orderRatingOf: {
    method: "GET",
    path: "/api/reviews/orderConfirmation/:orderId",
    params: "orderIdParam",
    response: "orderRatingView",
    signIn: "required",
  },
  // Loyalty (spec 3 §2, §3, §7)
  loyaltyPoints: {
    method: "GET",
    path: "/api/loyalty/points",
    response: "loyaltyPointsData",
    signIn: "required",
  },
  loyaltyCards: { method: "GET", path: "/api/loyalty/cards", response: "loyaltyCards", signIn: "required" },
  loyaltyMoreInfo: {
    method: "GET",
    path: "/api/loyalty/moreInfo",
    query: "loyaltyMoreInfoQuery",
    response: "loyaltyMoreInfo",
    signIn: "required",
  },
} as const satisfies Record<string, RouteSpec>;

export type Routes = typeof routes;
export type RouteName = keyof Routes;

type Part = "body" | "query" | "params" | "response";
type SchemaAt<R extends RouteSpec, P extends Part> = R[P] extends SchemaName ? Contracts[R[P]] : never;
type Input<R extends RouteSpec, P extends Part> = R[P] extends SchemaName
  ? z.input<SchemaAt<R, P>>
  : undefined;
type Output<R extends RouteSpec, P extends Part> = R[P] extends SchemaName
  ? z.output<SchemaAt<R, P>>
  : undefined;

/** What a client sends, before the server's parsing (defaults still optional). */
export type RouteBody<R extends RouteSpec> = Input<R, "body">;
export type RouteQuery<R extends RouteSpec> = Input<R, "query">;
export type RouteParams<R extends RouteSpec> = Input<R, "params">;
/** What the server's handler receives, parsed. */
export type ParsedBody<R extends RouteSpec> = Output<R, "body">;
export type ParsedQuery<R extends RouteSpec> = Output<R, "query">;
export type ParsedParams<R extends RouteSpec> = Output<R, "params">;
/** What the server's handler returns (before serialisation) and what the client receives. */
export type RouteReply<R extends RouteSpec> = R["response"] extends SchemaName
  ? z.input<SchemaAt<R, "response">>
  : unknown;
export type RouteAnswer<R extends RouteSpec> = R["response"] extends SchemaName
  ? z.output<SchemaAt<R, "response">>
  : unknown;

/** The path with its `:name` parameters filled in (encoded). */
export function fillPath(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path} needs the parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
