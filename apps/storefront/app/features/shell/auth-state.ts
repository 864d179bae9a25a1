import { AUTH_COOKIES } from "@odin/contracts";

/** Names of the cookies in a `Cookie` request header. */
function cookieNames(cookieHeader: string | null): Set<string> {
  const names = new Set<string>();
  for (const pair of (cookieHeader ?? "").split(";")) {
    const name = pair.split("=")[0]?.trim();
    if (name) names.add(name);
  }
  return names;
}

/** Logged in for browsing only when both token cookies are present (spec 2 §3). */
export function isLoggedIn(cookieHeader: string | null): boolean {
  const names = cookieNames(cookieHeader);
  return names.has(AUTH_COOKIES.accessToken) && names.has(AUTH_COOKIES.refreshToken);
}
