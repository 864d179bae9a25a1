import type { RouteSpec } from "../route-spec";

/** Back-in-stock requests and the alerts' unsubscribe link (decision 67). */
export const alertsRouteMap = {
  stockAlert: {
    method: "POST",
    path: "/api/alerts/stock",
    body: "stockAlertRequest",
    response: "alertAnswer",
    signIn: "optional",
  },
  alertUnsubscribe: {
    method: "POST",
    path: "/api/alerts/unsubscribe",
    body: "alertUnsubscribeRequest",
    response: "alertAnswer",
  },
} as const satisfies Record<string, RouteSpec>;
