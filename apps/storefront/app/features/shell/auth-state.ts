import { AUTH_COOKIES, cookieNames } from "@odin/contracts";

/** Logged in for browsing only when both token cookies are present (spec 2 §3). */
export function isLoggedIn(cookieHeader: string | null): boolean {
  const names = cookieNames(cookieHeader);
  return names.has(AUTH_COOKIES.accessToken) && names.has(AUTH_COOKIES.refreshToken);
}
