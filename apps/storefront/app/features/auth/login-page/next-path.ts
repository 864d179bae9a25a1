/** Where the `/login` page sends the shopper when `next` is missing or not believed. */
export const DEFAULT_NEXT = "/";

/** The `/login` page's address, asking to go on to `next` after the sign-in (decision 54). */
export const LOGIN_PATH = "/login";

export function loginHref(next: string): string {
  const safe = safeNext(next);
  return safe === DEFAULT_NEXT ? LOGIN_PATH : `${LOGIN_PATH}?next=${encodeURIComponent(safe)}`;
}

/**
 * The destination a sign-in goes on to, believed only as a path of this site (house rule 15; no open
 * redirect): one `/` then not a second `/` or `\` (`//evil`, `/\evil` leave the site), no scheme or
 * host, no control characters, and not the login page itself. Anything else goes to the home page.
 */
export function safeNext(raw: string | null | undefined): string {
  const next = (raw ?? "").trim();
  if (next.length === 0 || next.length > 2000) return DEFAULT_NEXT;
  if (!next.startsWith("/") || next.startsWith("//") || next.includes("\\")) return DEFAULT_NEXT;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f\u007f]/.test(next)) return DEFAULT_NEXT;
  let url: URL;
  try {
    url = new URL(next, "https://odin.invalid");
  } catch {
    return DEFAULT_NEXT;
  }
  if (url.origin !== "https://odin.invalid") return DEFAULT_NEXT;
  if (url.pathname === LOGIN_PATH || url.pathname.startsWith(`${LOGIN_PATH}/`)) return DEFAULT_NEXT;
  return `${url.pathname}${url.search}${url.hash}`;
}
