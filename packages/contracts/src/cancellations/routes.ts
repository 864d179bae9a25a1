import type { RouteSpec } from "../route-spec";

/** Cancelling and exchanging ordered items (spec 3 §7). */
export const cancellationsRouteMap = {
  cancelDetails: {
    method: "POST",
    path: "/api/cancel/details",
    body: "cancelDetailsRequest",
    response: "cancelDetailsResponse",
    signIn: "required",
  },
  cancel: {
    method: "POST",
    path: "/api/cancel",
    body: "cancelRequest",
    response: "cancelResponse",
    signIn: "required",
  },
  exchange: {
    method: "POST",
    path: "/api/exchange",
    body: "exchangeRequest",
    response: "exchangeResponse",
    signIn: "required",
  },
} as const satisfies Record<string, RouteSpec>;
