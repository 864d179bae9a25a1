/**
 * Browser storage keys and cookies (spec 1 §3, spec 2 §3, spec 3 §3). Values the spec leaves open and
 * that we chose are marked `// value not given by the spec`.
 */

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
  /** Session storage: the style a guest's heart asked for, added once the login is done. // key name not given by the spec */
  pendingFavourite: "pendingFavourite",
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
