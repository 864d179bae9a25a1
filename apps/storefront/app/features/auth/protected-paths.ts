/**
 * Pages that only a logged-in shopper can use (spec 1 §4, spec 2 §2 "Sign Out … on pages in a
 * protected list redirects to home"). The list lives here once; a path matches itself and anything
 * below it. // list not given by the spec
 */
export const PROTECTED_PATHS = [
  "/account",
  "/myorders",
  "/orderdetails",
  "/orderconfirmation",
  "/favorites",
  "/checkout",
] as const;

/** Checkout paths: the bag is not reloaded after a login there (spec 1 §4). */
export const CHECKOUT_PATHS = ["/checkout"] as const;

/** Where a staff user is sent home from (spec 1 §6). */
export const ORDER_CONFIRMATION_PATH = "/orderconfirmation";

function under(pathname: string, paths: readonly string[]): boolean {
  return paths.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

export function isProtectedPath(pathname: string): boolean {
  return under(pathname, PROTECTED_PATHS);
}

export function isCheckoutPath(pathname: string): boolean {
  return under(pathname, CHECKOUT_PATHS);
}
