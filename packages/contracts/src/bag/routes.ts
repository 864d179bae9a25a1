import type { RouteSpec } from "../route-spec";

/** Bag (spec 3 §2 Bag, §3, §7). */
export const bagRouteMap = {
  checkout: {
    method: "POST",
    path: "/api/checkout",
    body: "checkoutRequest",
    response: "checkoutResponse",
    signIn: "optional",
  },
  guestOverview: {
    method: "POST",
    path: "/api/checkout/guest",
    body: "guestOverviewRequest",
    response: "checkoutResponse",
  },
  pricingOverview: {
    method: "POST",
    path: "/api/getpricingOverview",
    body: "pricingOverviewRequest",
    response: "pricingOverviewResponse",
    signIn: "optional",
  },
  deliveryCharges: {
    method: "GET",
    path: "/api/deliveryCharges",
    response: "deliveryChargesResponse",
  },
  applicableCoupons: {
    method: "GET",
    path: "/api/coupons/applicable",
    response: "applicableCouponsResponse",
    signIn: "optional",
  },
} as const satisfies Record<string, RouteSpec>;
