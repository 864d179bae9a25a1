import type { RouteSpec } from "../route-spec";

/**
 * The browser's reports: a failed or slow API call (`errorMail`, spec 1 §7, §8) and the storefront's
 * analytics events (spec README). Neither ever triggers a token refresh.
 */
export const reportingRouteMap = {
  errorMail: {
    method: "POST",
    path: "/api/errorMail",
    body: "errorMailRequest",
    response: "errorMailResponse",
    noRefresh: true,
  },
  analyticsEvents: {
    method: "POST",
    path: "/api/events",
    body: "analyticsEventsRequest",
    response: "analyticsEventsResponse",
    noRefresh: true,
  },
} as const satisfies Record<string, RouteSpec>;
