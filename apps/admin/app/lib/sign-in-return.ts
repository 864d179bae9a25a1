/**
 * Where a staff member goes after signing in: back to the back-office page they were sent away from
 * (`/admin/login?next=/admin/audit?resource=order`), never to another site or outside `/admin`, so a
 * link someone sends cannot use the sign-in page to lead them elsewhere.
 */

/** Where the back office lives: the router's basename and the base of the built assets. */
export const ADMIN_BASE = "/admin";

/** The address of a back-office page (path and query, in the app) as the browser shows it. */
function isBackOfficePath(path: string): boolean {
  return (
    (path === ADMIN_BASE || path.startsWith(`${ADMIN_BASE}/`) || path.startsWith(`${ADMIN_BASE}?`)) &&
    !/[\\\s]|\/\//.test(path)
  );
}

/**
 * The app's address (without the base) to go to after signing in, from the `next` of the sign-in
 * page: its home when `next` is missing, foreign or the sign-in page itself.
 */
export function returnPath(next: string | null | undefined): string {
  if (!next || !isBackOfficePath(next)) return "/";
  const inApp = next.slice(ADMIN_BASE.length);
  const path = inApp === "" || inApp.startsWith("?") ? `/${inApp}` : inApp;
  return path === "/login" || path.startsWith("/login?") ? "/" : path;
}

/** The sign-in page's address in the app for someone who was at `from` (a full path, `/admin/…`). */
export function signInHref(from: string): string {
  const back = returnPath(from);
  return back === "/" ? "/login" : `/login?next=${encodeURIComponent(`${ADMIN_BASE}${back}`)}`;
}
