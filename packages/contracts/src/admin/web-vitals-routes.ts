import type { RouteSpec } from "../route-spec";

/** The field measurements of Core Web Vitals (decision 75): their 75th percentiles. */
export const webVitalsRouteMap = {
  adminWebVitals: {
    method: "GET",
    path: "/admin/api/web-vitals",
    query: "webVitalsQuery",
    response: "webVitalsSummary",
    permission: "performance:read",
  },
} as const satisfies Record<string, RouteSpec>;
