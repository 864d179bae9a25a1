import { FUNNEL_EVENTS } from "@odin/contracts";

export interface FunnelEvent {
  name: string;
  fields: Record<string, string>;
}

/**
 * The page and funnel events a page shows by being visited: every page is a page view; the search
 * page with a query is a search; the bag and the checkout pages are checkout steps; an order's
 * confirmation page is a purchase. Adding to the bag is tracked where the add is answered.
 */
export function funnelEventsOf(pathname: string, search: string): FunnelEvent[] {
  const events: FunnelEvent[] = [{ name: FUNNEL_EVENTS.pageView, fields: {} }];
  const query = new URLSearchParams(search).get("q")?.trim();
  if (pathname === "/search" && query)
    events.push({ name: FUNNEL_EVENTS.search, fields: { searchTerm: query } });
  const step = CHECKOUT_STEPS[pathname.replace(/\/+$/, "")];
  if (step) events.push({ name: FUNNEL_EVENTS.checkoutStep, fields: { step } });
  const confirmed = /^\/orderconfirmation\/([^/]+)\/([^/]+)/.exec(pathname);
  if (confirmed?.[1] && confirmed[2]) {
    const [, orderId, status] = confirmed;
    events.push({ name: FUNNEL_EVENTS.purchase, fields: { orderId: decodeURIComponent(orderId), status } });
  }
  return events;
}

const CHECKOUT_STEPS: Record<string, string> = {
  "/mybag": "bag",
  "/checkout": "login",
  "/checkout/shipping": "shipping",
  "/checkout/payment": "payment",
};
