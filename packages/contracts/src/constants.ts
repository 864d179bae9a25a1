/**
 * Business constants and limits of the three spec documents (`spec/1-…`, `spec/2-…`, `spec/3-…`,
 * section 9 of each, plus the values given elsewhere in them). Values the spec leaves open and that we
 * chose are marked `// value not given by the spec`. Shopper-facing wording lives in `messages.ts`.
 */

// ---------------------------------------------------------------------------------------------------
// Money, locale, country
// ---------------------------------------------------------------------------------------------------

/** Spec 1 §9, spec 3 §5 and §9: INR, rupee symbol, 2 decimals; gateways take the smallest unit (×100). */
export const CURRENCY = {
  code: "INR",
  symbol: "₹",
  decimals: 2,
  locale: "en-IN",
  /** Amounts are sent to payment gateways in paise: rupees × 100. */
  gatewayAmountMultiplier: 100,
} as const;

/** Spec 1 §3 and §9, spec 3 §9. */
export const COUNTRY_CALLING_CODE = "+91";

// ---------------------------------------------------------------------------------------------------
// Browser API client and page timings (spec 1 §8, §9; spec 2 §9)
// ---------------------------------------------------------------------------------------------------

export const API_CLIENT = {
  /** Default API timeout; spec 1 §9 "60000 ms in one reading" (a configuration setting, this default). */
  defaultTimeoutMs: 60_000,
  /** Calls taking this long or longer are reported as slow (spec 1 §8). */
  slowThresholdMs: 5_000,
  /** Default value of the `module` request header (spec 1 §3). */
  defaultModule: "odin",
  /** Synthetic status returned when the client aborts a call (spec 1 §8). */
  timeoutStatus: 504,
  /** Error code of the synthetic timeout answer. // value not given by the spec */
  timeoutErrorCode: "CLIENT_TIMEOUT",
  /** Client error reports to `errorMail` are "used when enabled"; off unless configured. // value not given by the spec */
  errorMailEnabledByDefault: false,
} as const;

export const TIMINGS = {
  /** Toast time-out; one toast at a time (spec 1 §9, spec 2 §9, spec 3 §9). */
  toastMs: 3_000,
  /** Top-bar toast (spec 2 §9). */
  topBarToastMs: 3_000,
  /** OTP verified message shown (spec 1 §9, spec 3 §9). */
  otpSuccessMessageMs: 5_000,
  /** Chunk load timeout (spec 1 §9). */
  chunkLoadTimeoutMs: 120_000,
  /** Hydration delay on a first mobile visit (spec 1 §9, spec 2 §9, spec 3 §9). */
  hydrationDelayMs: 4_000,
  /** "Timer size limit" (spec 2 §9). */
  timerSizeLimitMs: 5_000,
} as const;

/** Only one toast shows at a time (spec 2 §9). */
export const MAX_TOASTS_SHOWN = 1;

// ---------------------------------------------------------------------------------------------------
// Account, login, OTP (spec 1)
// ---------------------------------------------------------------------------------------------------

export const LOGIN = {
  /** Default login version; v1 views sit behind this setting (spec 1 §1, spec README). */
  defaultVersion: "v2",
  /** Maximum invalid login attempts before captcha (spec 1 §9: 5 in one reading; a configuration setting). */
  maxInvalidAttempts: 5,
  /** errors[0].status values whose detail is shown on a login failure (spec 1 §8). */
  knownErrorStatuses: [409, 401, 404, 403, 400],
  /** Business code: phone not verified, switch to OTP entry (spec 1 §4, §8). */
  phoneNotVerifiedCode: 605,
  /** Business code: account locked; disables the sign-in button in the OTP flow (spec 1 §8). */
  accountLockedCode: 207,
  /** Reset-password status whose server message is shown (spec 1 §8). */
  resetShowServerMessageStatus: 302,
} as const;

export const OTP = {
  minDigits: 4,
  maxDigits: 6,
  /** Submit is enabled only at one of these lengths (spec 1 §5, spec 3 §4). */
  validDigitCounts: [4, 5, 6],
  /** Countdown before the resend link appears (spec 1 §4, spec 3 §4). */
  resendCountdownSeconds: 30,
  /** `throughService` value sent with OTP calls (spec 1 §3). */
  throughService: "flash",
  /** Services that validate OTPs: validated flag `otpvaildated` for HEIMDALL, `data` for FLASH (spec 3 §3, §7). */
  services: ["FLASH", "HEIMDALL"],
  /** Purposes of an OTP (API.md). */
  purposes: ["login", "registration", "cod"],
} as const;

export const MOBILE_NUMBER = {
  digits: 10,
  inputMaxLength: 10,
  /** First digit must be one of these (spec 1 §5, spec 3 §5). */
  allowedFirstDigits: ["6", "7", "8", "9"],
  countryCallingCode: COUNTRY_CALLING_CODE,
} as const;

export const PASSWORD = {
  /** Minimum length on registration and reset (spec 1 §5, §9). */
  minChars: 8,
} as const;

export const REGISTRATION = {
  /** Registration name: letters and spaces, at least 3 letters (spec 1 §5). */
  nameMinLetters: 3,
  userTypes: ["END_USER", "SOCIAL_USER"],
} as const;

/** Access-token roles (spec 1 §6): only a token holding the end-user role alone passes. */
export const ROLES = {
  endUser: "ROLE_END_USER",
  businessUser: "ROLE_BUSINESS_USER",
  /** Staff are refused on the storefront with the staff message (spec 1 §6). */
  staff: "ROLE_STAFF",
} as const;

export const SOCIAL_PROVIDERS = ["google", "facebook"] as const;

/** `grant_type` values of `POST /auth/token` (API.md). */
export const GRANT_TYPES = ["password", "otp", "social", "refresh_token"] as const;

// ---------------------------------------------------------------------------------------------------
// Validation patterns (spec 1 §5, spec 2 §5, spec 3 §5). No `g` flag: they are shared and stateless.
// ---------------------------------------------------------------------------------------------------

export const PATTERNS = {
  /** 10 digits starting 6, 7, 8 or 9. */
  mobileNumber: /^[6-9]\d{9}$/,
  /** local@domain, local part alphanumerics separated by . _ -, top-level domain of 2 or more letters. */
  email: /^[A-Za-z0-9]+(?:[._-][A-Za-z0-9]+)*@[A-Za-z0-9]+(?:[.-][A-Za-z0-9]+)*\.[A-Za-z]{2,}$/,
  /** A login identifier containing any letter is treated as an e-mail (spec 1 §5). */
  containsLetter: /[A-Za-z]/,
  /** Default password rule: at least 8 non-space characters. */
  defaultPassword: /^\S{8,}$/,
  noWhitespace: /^\S*$/,
  /** Letters and spaces only (registration and address names). */
  lettersAndSpaces: /^[A-Za-z ]+$/,
  digitsOnly: /^\d+$/,
  /** Delivery pincode: 6 digits not starting with 0 (spec 3 §5). */
  pincode: /^[1-9]\d{5}$/,
  /** Address characters: letters, digits, space and _ . / # - , ` ' ( ) (spec 3 §5). */
  addressCharacters: /^[A-Za-z0-9 _./#\-,`'()]*$/,
  /** UPI id: text on both sides of an @ (spec 3 §5). */
  upiId: /^[^@\s]+@[^@\s]+$/,
  /** IFSC: 4 letters, a zero, 6 letters or digits. // value not given by the spec (standard RBI format) */
  ifsc: /^[A-Z]{4}0[A-Z0-9]{6}$/,
  /** Card number: 13 to 19 digits (spec 3 §5). */
  cardNumber: /^\d{13,19}$/,
  /** Brand directory search: letters, digits and spaces only (spec 2 §5). */
  brandSearch: /^[A-Za-z0-9 ]+$/,
  /** Contact subject: alphabets and numbers only (spec 2 §5). */
  contactSubject: /^[A-Za-z0-9 ]+$/,
  /** Script-injection pattern that blocks suggestion requests (spec 2 §5). */
  scriptInjection: /<\s*\/?\s*script|javascript:|\bon\w+\s*=/i,
  /**
   * User agents that get the mobile variant of master templates when the request has no
   * `Sec-CH-UA-Mobile` hint. The rendered-page cache keys pages on this rule, so the storefront's
   * variant choice must use the same one. // value not given by the spec
   */
  mobileUserAgent: /Mobi|Android|iPhone|iPod|Opera Mini|IEMobile/i,
} as const;

// ---------------------------------------------------------------------------------------------------
// Browser storage and cookies (spec 1 §3, spec 2 §3, spec 3 §3)
// ---------------------------------------------------------------------------------------------------

/**
 * Local/session storage key names of the spec. `accessToken` and `refreshToken` are spec key names,
 * but Odin keeps tokens only in HttpOnly cookies (docs/decisions/0006): never write them to storage.
 */
export const STORAGE_KEYS = {
  userName: "userName",
  accessToken: "accessToken",
  refreshToken: "refreshToken",
  custEmail: "cust_email",
  userEmail: "user_email",
  mobileNumber: "mobileNumber",
  recentlyViewedItems: "recentlyViewedItems",
  currentUserState: "currentUserState",
  goToRouteOnLogin: "goToRouteOnLogin",
  userSessionId: "userSessionId",
  failedLoginCount: "failedlogincount",
  guestCart: "cart-guest",
  recentlyUsedPincode: "recentlyUsedPincode",
  utmMedium: "utm_medium",
  couponCode: "couponCode",
  savedShippingMethods: "savedShippingMethods",
  shippingAddressId: "shippingAddressId",
  /** Recent searches per brand code (spec 2 §3 "Search history"). // key name not given by the spec */
  searchHistory: "searchHistory",
  /** This channel's autosuggest flag from the config call, "true" or "false" (spec 2 §7). // key name not given by the spec */
  autoSuggestFlag: "autoSuggestEnabled",
  /** Session storage: random id of this browser tab, sent as `clientSessionId`. // value not given by the spec */
  clientSessionId: "clientSessionId",
} as const;

export const COOKIES = {
  sameSite: "Lax",
  /** Cash-on-delivery captcha success cookie (spec 3 §4); its value as read is "5". */
  codCaptchaName: "codCaptcha",
  codCaptchaValue: "5",
  /** Expiry of the codCaptcha cookie. // value not given by the spec */
  codCaptchaExpiryMinutes: 30,
} as const;

/**
 * Names of the HttpOnly token cookies the sign-in issue sets (docs/decisions/0006). The storefront
 * treats a request as logged in only when both are present (spec 2 §3 "Login state for browsing");
 * the rendered-page cache serves and stores only requests that carry neither.
 */
export const AUTH_COOKIES = { accessToken: "odin_at", refreshToken: "odin_rt" } as const;

/** utm_medium is kept for 43200 minutes, 30 days (spec 1 §9, spec 2 §2). */
export const UTM_MEDIUM_STORAGE_MINUTES = 43_200;

// ---------------------------------------------------------------------------------------------------
// Server rendering cache (spec 1 §9, spec 2 §9, spec 3 §9)
// ---------------------------------------------------------------------------------------------------

export const RENDER_CACHE = {
  maxEntries: 500,
  homeTtlSeconds: 300,
  productTtlSeconds: 120,
  listingTtlSeconds: 120,
  defaultTtlSeconds: 120,
} as const;

// ---------------------------------------------------------------------------------------------------
// Header, navigation, layout (spec 2 §2, §9)
// ---------------------------------------------------------------------------------------------------

export const HEADER = {
  maxNavEntries: 7,
  /** One special brand shows 8 top-level entries (which brand: not given by the spec). */
  maxNavEntriesSpecialBrand: 8,
  fixedAfterScrollDesktopPx: 185,
  fixedAfterScrollMobilePx: 100,
  /** Breadcrumbs show only when there are more than this many entries. */
  breadcrumbsMinEntriesExclusive: 1,
  /** Maximum button-style links per sub-menu. // value not given by the spec */
  maxButtonLinksPerSubMenu: 4,
  /** Offer-text max count (spec 2 §9). */
  offerTextMaxCount: 3,
} as const;

/** Breakpoint widths in px (spec 2 §9). */
export const BREAKPOINTS_PX = { xs: 768, sm: 992, md: 1200 } as const;

/** About 17 brands have their own sub-domain sites (spec 2 §1). */
export const BRAND_SUBSITE_COUNT = 17;

/** Routes whose scroll position is kept on navigation (spec 2 §2). */
export const SCROLL_KEEPING_PATHS = ["/search", "/products", "/customercare"] as const;

/** Top-level paths the catch-all /{type} must not take (spec 2 §2). */
export const RESERVED_TOP_LEVEL_PATHS = [
  "store-locator",
  "mybag",
  "account",
  "checkout",
  "orderdetails",
  "myorders",
  "orderconfirmation",
  "favorites",
  "whoweare",
  "customercare",
  "termsconditions",
  "contactus",
  "privacypolicy",
  "noresults",
  "apps",
  "reset-password",
  "404",
  "brandslist",
] as const;

// ---------------------------------------------------------------------------------------------------
// Search and suggestions (spec 2 §4, §5, §9)
// ---------------------------------------------------------------------------------------------------

export const SEARCH = {
  recentSearchesKept: 5,
  autosuggestMinChars: 3,
  /** Suggestions reload after this pause following a key press (at least 600). */
  keystrokeDelayMs: 600,
  dropdownCloseDelayMs: 300,
  suggestionsMinSize: 20,
  noResultsSize: 20,
  /** Brand letter groups of the search filter panel. */
  brandLetterGroups: ["ABC", "DEF", "GHI", "JKL", "MNO", "PQR", "STU", "VWX", "YZ#"],
  /** Brand code for which the Occasion filter is hidden. */
  occasionHiddenForBrandCode: "se",
  /** The storefront's channel in the autosuggest config's bucket_data.channels. // value not given by the spec */
  autosuggestChannel: "web",
} as const;

/** Default suggestion words per brand code (spec 2 §9). */
export const DEFAULT_SUGGESTION_WORDS = {
  nw: ["Kurtis", "Jeans", "Denim", "uspolo", "shoes"],
  us: ["polos", "printed shirts", "checked shirts", "jeans", "caps", "trousers"],
  fm: ["jeans", "printed tees", "skinny jeans", "shirts", "caps", "jackets"],
} as const;

// ---------------------------------------------------------------------------------------------------
// Listing and filters (spec 2 §2, §3, §4, §5, §9)
// ---------------------------------------------------------------------------------------------------

export const LISTING = {
  firstPage: 1,
  defaultView: "grid",
  /** Desktop "Filter by:" bar shows at most this many filters. */
  maxStickyFilters: 4,
  /** Spec 2 §9: "other listing helper value 24 (purpose not shown)"; we use it as the page size. */
  pageSize: 24,
  /** Product carousel API limit (spec 2 §2). */
  carouselProductLimit: 20,
} as const;

/** Query keys of listing filters (spec 2 §3). */
export const FILTER_KEYS = {
  colour: "f-co",
  price: "f-pr",
  occasion: "f-oc",
  brand: "f-br",
  promotion: "f-pro",
  customPrice: "cpr",
  delivery: "p-dl",
  store: "p-st",
  sort: "sort",
  rating: "r",
  query: "q",
  page: "p",
  collectionId: "cid",
  newArrivals: "na",
  onSale: "os",
} as const;

/** Filter values are joined by "--" (or "-" in older links) (spec 2 §3). */
export const FILTER_VALUE_SEPARATORS = ["--", "-"] as const;

export const PRICE_FILTER = {
  /** Upper limit in rupees: ₹ 10 Lacs. */
  maxRupees: 1_000_000,
  errorDisplayMs: 5_000,
  keyboardIdleMs: 2_000,
} as const;

/**
 * Price ranges of the f-pr filter, in whole rupees, bounds included; the value is "min-max".
 * // value not given by the spec
 */
export const PRICE_RANGES: readonly { min: number; max: number }[] = [
  { min: 0, max: 499 },
  { min: 500, max: 999 },
  { min: 1000, max: 1499 },
  { min: 1500, max: 1999 },
  { min: 2000, max: 2999 },
  { min: 3000, max: 4999 },
  { min: 5000, max: PRICE_FILTER.maxRupees },
];

/** Sorts of a listing; the first is the default, `newest` the default of new arrivals. */
export const LISTING_SORTS = ["popularity", "newest", "price_asc", "price_desc", "discount"] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

/** Values of the rating filter r: "4" keeps styles rated 4 and above. // value not given by the spec */
export const RATING_FILTER_VALUES = [4, 3, 2, 1] as const;

/** Values of the delivery-time filter p-dl (spec 2 §3 omni delivery modes). */
export const DELIVERY_FILTER_VALUES = ["same-day", "next-day", "standard"] as const;

/** Cumulative pages stop here: page p shows items 1..p×24 (a crawler reads every style from the sitemaps). */
export const LISTING_MAX_PAGE = 50;

// ---------------------------------------------------------------------------------------------------
// Home carousels (spec 2 §2)
// ---------------------------------------------------------------------------------------------------

export const CAROUSEL = {
  itemsPerSlide: { xs: 4, sm: 4, md: 4, lg: 6 },
  bannerAutoScrollMs: 5_000,
  bannerTransitionMs: 600,
  sectionCarouselMs: 3_000,
} as const;

// ---------------------------------------------------------------------------------------------------
// Product, delivery, stores (spec 2 §2, §3, §9; spec 3 §3, §9)
// ---------------------------------------------------------------------------------------------------

export const PRODUCT = {
  recentlyViewedMax: 20,
  /** Product address: slug ending in a code of 10 to 11 uppercase letters or digits. */
  styleCodeMinChars: 10,
  styleCodeMaxChars: 11,
  defaultTagColour: "black",
} as const;

/** Delivery options and their display order (spec 2 §2, spec 3 §9). */
export const DELIVERY_OPTION_ORDER = {
  pickup: 0,
  sameDay: 1,
  nextDay: 2,
  standard: 3,
} as const;

/** Shipping method codes (spec 3 §3): sdd = today, ndd = tomorrow. */
export const SHIPPING_METHODS = {
  standard: "standard",
  nextDay: "ndd",
  sameDay: "sdd",
  storePick: "STOREPICK",
} as const;

export const OMNI = {
  /** Nearby-store radius 20 (spec 2 §3, §9); the unit is not given, read as kilometres. */
  nearbyStoresRadiusKm: 20,
  deliveryModes: ["same-day", "next-day", "standard"],
} as const;

export const PINCODE = {
  digits: 6,
} as const;

export const STORE_LOCATOR = {
  defaultOpeningTime: "11AM",
  defaultClosingTime: "10PM",
  /** Default map centre: a fixed national point. // value not given by the spec (geographic centre of India) */
  defaultMapCentre: { latitude: 20.5937, longitude: 78.9629 },
  /** Marker colours cycle through this list. // value not given by the spec */
  markerColours: ["#d32f2f", "#1976d2", "#388e3c", "#f57c00", "#7b1fa2"],
} as const;

/** Catalog status values (spec 2 §3). */
export const CATALOG_STATUSES = [
  "content_done",
  "image_done",
  "content_image_done",
  "content_image_pending",
] as const;

// ---------------------------------------------------------------------------------------------------
// Reviews (spec 2 §5, §9)
// ---------------------------------------------------------------------------------------------------

export const REVIEWS = {
  minChars: 3,
  maxChars: 10_000,
  pageSize: 50,
  moderationStatuses: ["UNDER_MODERATION", "PUBLISHED", "REJECTED"],
} as const;

export const CONTACT_FORM = {
  subjectMinChars: 3,
} as const;

// ---------------------------------------------------------------------------------------------------
// Bag and checkout (spec 1 §2, spec 3 §3, §5, §9)
// ---------------------------------------------------------------------------------------------------

export const BAG = {
  maxQuantityPerItem: 10,
  /** Desktop mini-bag popup lists up to this many items (spec 1 §2, §9). */
  miniBagItemsListed: 2,
} as const;

export const CHECKOUT = {
  pages: ["myBag", "shipping"],
  requestTypes: ["read", "update", "delete"],
  defaultStep: "shipping",
} as const;

export const PAYMENT_TYPES = [
  "CASH_ON_DELIVERY",
  "CREDIT_CARD",
  "DEBIT_CARD",
  "NET_BANKING",
  "SAVEDCARD",
  "WALLET",
  "UPI",
  "E_WALLET",
  "LOYALTY",
  "CARDLESS_EMI",
] as const;

export const PAYMENT_GATEWAYS = {
  all: ["razorpay", "payu", "snapmint", "phonepe"],
  /** The default gateway is "one named constant" (spec 3 §3): the Razorpay-style gateway flag is on. */
  default: "razorpay",
  cardlessEmiDefaultBank: "snapmint",
} as const;

export const PAYMENT = {
  /** Payment request expiry, spec 1 §9 and spec 3 §9 "120 (units not shown)"; read as seconds. */
  requestExpirySeconds: 120,
  cardNumberMinDigits: 13,
  cardNumberMaxDigits: 19,
  binDigits: 6,
  cvvDigits: 3,
  amexCvvDigits: 4,
  expiryMonthCount: 12,
  expiryYearCount: 40,
} as const;

/** Payment error codes (spec 3 §8). */
export const PAYMENT_ERROR_CODES = [
  "INSUFFICIENT_BALANCE_IN_WALLET",
  "NOT_ABLE_TO_CONNECT_PAYTM",
  "PAYTM_TOKEN_EXPIRED",
  "FAILED_TO_FETCH_PAYTM_OTP",
  "FAILED_TO_VALIDATE_PAYTM_OTP",
  "FAILED_TO_FETCH_BALANCE_FROM_PAYTM",
  "USER_NOT_REGISTERED",
  "PAYTM_USER_NOT_ELIGIBLE",
  "WALLET_INSUFFICIENT_BALANCE",
  "IMS_OUT_OF_STOCK",
  "LOYALTY_FAILED_TO_REDEEM",
] as const;

// ---------------------------------------------------------------------------------------------------
// Orders, returns, cancellations, exchange, loyalty (spec 3 §3, §4, §5, §9)
// ---------------------------------------------------------------------------------------------------

export const ORDERS = {
  pageSize: 10,
  /** Statuses that enable return eligibility and the review/rating prompt (spec 2 §6, spec 3 §3). */
  eligibilityStatuses: ["CUSTOMERPICKCOMPLETE", "DELIVERED", "RETURNED"],
  eligibilityTypes: ["RETURN", "CANCEL", "EXCHANGE"],
  pendingPaymentProcessingMinutes: 30,
  storePickupConfirmationMinutes: 30,
  storePickupAutoCancelDays: 7,
  loyaltyPointsReturnedWithinHours: 2,
  freeStandardDeliveryDays: 5,
} as const;

export const RETURNS = {
  returnWindowDays: 15,
  /** Return conditions shown with the policy. */
  conditions: ["unwashed", "undamaged", "tags intact"],
  nonReturnableArticleGroups: ["innerwear", "lingerie", "fragrances", "beauty"],
  returnCommentMaxChars: 500,
  cancelCommentMaxChars: 255,
  refundMinDays: 5,
  refundMaxDays: 7,
  modes: { reversePickup: "REVERSEPICKUP", selfShip: "SELFSHIP" },
  defaultMode: "REVERSEPICKUP",
  /** A failed cancel answers with this status (spec 3 §7). */
  cancelFailureStatus: 400,
} as const;

export const BANK_TRANSFER = {
  accountNumberMaxDigits: 18,
  accountTypes: { savings: "SB", current: "CC" },
  /** Minimum length of holder, bank and branch names. // value not given by the spec */
  nameMinChars: 3,
} as const;

export const EXCHANGE = {
  replyMinBusinessHours: 5,
  replyMaxBusinessHours: 6,
  businessHoursStart: "9AM",
  businessHoursEnd: "10PM",
  policyDays: 15,
} as const;

export const SUPPORT = {
  callLineHours: "Mon-Sun 9am-6pm",
  emailReplyWithinHours: 24,
  whatsappHours: "24/7",
} as const;

/** Dates display as day, month abbreviation, apostrophe, two-digit year, e.g. 05 Mar '25. */
export const DATE_DISPLAY_FORMAT = "DD MMM 'YY";

// ---------------------------------------------------------------------------------------------------
// Feature flags (each document's §1, spec 2 §9): configuration with these defaults (spec README)
// ---------------------------------------------------------------------------------------------------

export const DEFAULT_FEATURE_FLAGS = {
  // spec 1 §1
  otpScreen: true,
  /** Reported off in some places while the OTP screen is on; both readings kept (spec README). */
  otpLogin: false,
  socialLogin: true,
  captchaOnLogin: true,
  captchaOnRegistration: true,
  otpOnRegistration: true,
  captchaOnCashOnDelivery: false,
  genderFieldInRegistration: true,
  // spec 2 §9
  loyalty: true,
  accountLoyalty: true,
  ratings: true,
  showQuantity: true,
  deliveryCharges: true,
  priceInfoBlock: true,
  exchange: false,
  selfShipReturn: false,
  deliveryDelayMessage: false,
  // spec 3 §1
  cardPaymentProvider: true,
  walletPayments: true,
  returnsPolicy: true,
  cardlessEmi: true,
  razorpayGateway: true,
  paytmWallet: true,
} as const;

export type FeatureFlag = keyof typeof DEFAULT_FEATURE_FLAGS;
export type FeatureFlags = Record<FeatureFlag, boolean>;
