import type { RouteSpec } from "../route-spec";

/** The audit log (decision 62): read, export, and how long it is kept. */
export const auditRouteMap = {
  auditLog: {
    method: "GET",
    path: "/admin/api/audit",
    query: "auditQuery",
    response: "auditPage",
    permission: "audit:read",
  },
  auditExport: {
    method: "GET",
    path: "/admin/api/audit/export",
    query: "auditQuery",
    document: "text/csv",
    permission: "audit:read",
  },
  auditSettings: {
    method: "GET",
    path: "/admin/api/audit/settings",
    response: "auditSettings",
    permission: "audit:read",
  },
  auditSettingsUpdate: {
    method: "PUT",
    path: "/admin/api/audit/settings",
    body: "auditSettingsBody",
    response: "auditSettings",
    permission: "audit:write",
  },
} as const satisfies Record<string, RouteSpec>;
