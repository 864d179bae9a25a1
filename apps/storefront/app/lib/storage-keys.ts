import { STORAGE_KEYS } from "@odin/contracts";

/**
 * Browser storage key names of the spec (spec 1 §3 "Stored locally", spec 2 §3, spec 3 §3). The names
 * themselves live once in `@odin/contracts` (`STORAGE_KEYS`); browser code imports them from here.
 *
 * `accessToken` and `refreshToken` are key names the spec lists, but Odin never keeps tokens in browser
 * storage: they travel only in HttpOnly cookies (docs/decisions/0006-tokens-in-httponly-cookies.md).
 * The two keys exist so that logout can remove anything an older build may have left behind.
 */
export { STORAGE_KEYS };

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/**
 * Stored user data removed from localStorage on logout (spec 1 §3, §4: user name, tokens, e-mail, phone,
 * recently viewed items, last user state and post-login destination). The failed-login counter, the
 * guest bag and the pincode history are not user data and stay.
 */
export const LOGOUT_CLEARED_KEYS = [
  STORAGE_KEYS.userName,
  STORAGE_KEYS.accessToken,
  STORAGE_KEYS.refreshToken,
  STORAGE_KEYS.custEmail,
  STORAGE_KEYS.userEmail,
  STORAGE_KEYS.mobileNumber,
  STORAGE_KEYS.recentlyViewedItems,
  STORAGE_KEYS.currentUserState,
  STORAGE_KEYS.goToRouteOnLogin,
] as const;

/** Session storage keeps the tab's client session id and the login destination (spec 1 §3). */
export const SESSION_STORAGE_KEYS = [STORAGE_KEYS.clientSessionId, STORAGE_KEYS.goToRouteOnLogin] as const;
