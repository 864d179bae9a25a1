import type { RouteSpec } from "../route-spec";

/**
 * The back office's Customers area: look a shopper up, read their page, adjust their points with a
 * reason, block and unblock their sign-in. Staff accounts answer 404 here.
 */
export const customersRouteMap = {
  customerSearch: {
    method: "GET",
    path: "/admin/api/customers",
    query: "customerSearchQuery",
    response: "customerSearchPage",
    permission: "customers:read",
  },
  /** The shoppers the same look-up finds, every page, as a CSV download (`after` and `limit` are not read). */
  customerExport: {
    method: "GET",
    path: "/admin/api/customers/export",
    query: "customerSearchQuery",
    document: "text/csv",
    permission: "customers:read",
  },
  customerPage: {
    method: "GET",
    path: "/admin/api/customers/:userId",
    params: "customerParams",
    response: "customerPage",
    permission: "customers:read",
  },
  customerPoints: {
    method: "POST",
    path: "/admin/api/customers/:userId/points",
    params: "customerParams",
    body: "customerPointsBody",
    response: "customerPointsAnswer",
    permission: "loyalty:write",
  },
  customerBlock: {
    method: "POST",
    path: "/admin/api/customers/:userId/block",
    params: "customerParams",
    body: "customerBlockBody",
    response: "customerSignIn",
    permission: "customers:write",
  },
  customerUnblock: {
    method: "POST",
    path: "/admin/api/customers/:userId/unblock",
    params: "customerParams",
    body: "customerBlockBody",
    response: "customerSignIn",
    permission: "customers:write",
  },
} as const satisfies Record<string, RouteSpec>;
