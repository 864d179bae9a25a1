/**
 * Where the browser goes after a social sign-in: a path on this site only. The contract already
 * refuses absolute URLs and `//host`; this also refuses what browsers read as another host or what
 * cannot travel in a Location header (`/\host`, control characters, white space).
 */
export function safeReturnTo(value: string | undefined): string | undefined {
  if (value === undefined || value === "") return "/";
  if (!/^\/(?![/\\])[^\\\s\p{Cc}]*$/u.test(value) || value.length > 2000) return undefined;
  const base = "http://return-to.invalid";
  const url = new URL(value, base);
  if (url.origin !== base) return undefined;
  // The fragment is ours: it carries the login modal's view.
  return `${url.pathname}${url.search}`;
}

/** Outcomes handed to the login modal in the fragment (apps/storefront/app/features/auth/open-login.ts). */
export function withLoginFragment(returnTo: string, fields: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) params.set(key, value);
  return `${returnTo}#${params.toString()}`;
}
