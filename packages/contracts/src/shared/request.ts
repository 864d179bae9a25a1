import { PATTERNS } from "./patterns";

/**
 * What the server reads off a page request, in one place for the rendered-page cache (its key and
 * who may share a page) and the pages themselves (login state, template variant).
 */

/** Names of the cookies in a `Cookie` request header. */
export function cookieNames(cookieHeader: string | null): Set<string> {
  const names = new Set<string>();
  for (const pair of (cookieHeader ?? "").split(";")) {
    const name = pair.split("=")[0]?.trim();
    if (name) names.add(name);
  }
  return names;
}

/**
 * Which variant of a page a request gets: the `Sec-CH-UA-Mobile` client hint when the browser
 * sends one, else `PATTERNS.mobileUserAgent`. Tablets get the desktop variant.
 */
export function requestPlatform(headers: Headers): "mobile" | "desktop" {
  const hint = headers.get("sec-ch-ua-mobile");
  if (hint === "?1") return "mobile";
  if (hint === "?0") return "desktop";
  return PATTERNS.mobileUserAgent.test(headers.get("user-agent") ?? "") ? "mobile" : "desktop";
}
