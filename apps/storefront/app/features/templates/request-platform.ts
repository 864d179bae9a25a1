import { PATTERNS, type Platform } from "@odin/contracts";

/**
 * Which variant of a master template a request gets: the `Sec-CH-UA-Mobile` client hint when the
 * browser sends one, else `PATTERNS.mobileUserAgent` (the rule the rendered-page cache keys on).
 * Tablets get the desktop variant.
 */
export function requestPlatform(headers: Headers): Platform {
  const hint = headers.get("sec-ch-ua-mobile");
  if (hint === "?1") return "mobile";
  if (hint === "?0") return "desktop";
  return PATTERNS.mobileUserAgent.test(headers.get("user-agent") ?? "") ? "mobile" : "desktop";
}

/** Responses that depend on `requestPlatform` say so to shared caches. */
export const PLATFORM_VARY = "Sec-CH-UA-Mobile, User-Agent";
