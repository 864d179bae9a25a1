/**
 * The one check of a return address: where the browser goes after a sign-in, a blank search, a
 * redirect built from the request's path, or a Referer. Server and browser both use it.
 *
 * The address is normalised first (as the browser's URL parser will: dot segments, `%2e`, `\`), and
 * only then judged, so `/.//evil.example` cannot become `//evil.example` after the check. What is
 * kept is a path on this site: exactly one leading `/`, no scheme, no white space, control or
 * direction characters, no backslash, at most `SAME_SITE_PATH_MAX` characters; and it stays one when
 * a server or proxy on the way decodes its path once or twice more (`/%2F/evil`, `/%252e//evil`).
 * The fragment is dropped: it is the page's own business.
 */

/** The longest return address kept, before and after normalising. */
export const SAME_SITE_PATH_MAX = 2000;

const BASE = "https://same-site.invalid";
/** How many further decodings of the path must still leave it on the site. */
const DECODINGS = 2;
/** One `/` not followed by `/` or `\`; then no white space, control or format character, nor `\`. */
const PLAIN_PATH = /^\/(?![/\\])[^\\\s\p{Cc}\p{Cf}]*$/u;

/** The path and query a browser resolves `value` to on this site, if it is a plain path there. */
function resolved(value: string): URL | undefined {
  if (value.length > SAME_SITE_PATH_MAX || !PLAIN_PATH.test(value)) return undefined;
  const url = new URL(value, BASE);
  const kept = `${url.pathname}${url.search}`;
  return url.origin === BASE && kept.length <= SAME_SITE_PATH_MAX && PLAIN_PATH.test(kept) ? url : undefined;
}

function decoded(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

/**
 * `value` as a same-site path with its query (normalised), or undefined when it is not one. Callers
 * choose the fallback: a refusal (400) where the address was asked for, else `/` or the current page.
 */
export function sameSitePath(value: string | null | undefined): string | undefined {
  if (typeof value !== "string") return undefined;
  const url = resolved(value);
  if (!url) return undefined;
  let path = url.pathname;
  for (let round = 0; round < DECODINGS; round++) {
    const next = decoded(path);
    if (next === undefined) return undefined;
    if (next === path) break;
    const again = resolved(next);
    if (!again) return undefined;
    path = again.pathname;
  }
  return `${url.pathname}${url.search}`;
}
