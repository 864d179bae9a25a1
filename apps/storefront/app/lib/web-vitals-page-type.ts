import type { WebVitalPageType } from "@odin/contracts";

/** What a page type is read from: the routes a page matched (React Router's `useMatches()`). */
export interface MatchedRoute {
  id: string;
  loaderData?: unknown;
}

/**
 * The page type of each route (routes.ts) that is not "other", by its id. The catch-all draws
 * listings, product pages and templates alike: its loader's `kind` tells them apart.
 */
export const PAGE_TYPE_OF_ROUTE: Readonly<Record<string, WebVitalPageType>> = {
  "routes/home": "home",
  products: "listing",
  styles: "listing",
  search: "listing",
  "routes/no-results": "listing",
  "routes/my-bag": "bag",
  "routes/checkout": "checkout",
  "routes/checkout-shipping": "checkout",
  "routes/checkout-payment": "checkout",
  "routes/checkout-payment-failure": "checkout",
  "routes/checkout-pay": "checkout",
  "order-confirmation": "checkout",
  "order-confirmation-transaction": "checkout",
  "routes/account": "account",
  "routes/account-addresses": "account",
  "routes/account-payment-methods": "account",
  "routes/account-bank-details": "account",
  "routes/my-orders": "account",
  "routes/order-details": "account",
  "routes/order-cancel": "account",
  "routes/order-exchange": "account",
  "routes/order-return": "account",
  favorites: "account",
  "favorites-shortlists": "account",
};

export const CATCH_ALL_ROUTE = "routes/catch-all";

/** The page type of a page, by its deepest route: "other" for a page of none of the types. */
export function pageTypeOf(matches: readonly MatchedRoute[]): WebVitalPageType {
  const page = matches.at(-1);
  if (!page) return "other";
  if (page.id === CATCH_ALL_ROUTE) {
    const kind = (page.loaderData as { kind?: unknown } | null | undefined)?.kind;
    return kind === "listing" || kind === "product" ? kind : "other";
  }
  return PAGE_TYPE_OF_ROUTE[page.id] ?? "other";
}
