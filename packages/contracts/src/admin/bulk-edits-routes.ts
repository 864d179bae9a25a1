import type { RouteSpec } from "../route-spec";

/** Bulk edits of the catalogue from the styles list's filters: preview, read (to poll progress), apply. */
export const bulkEditsRouteMap = {
  bulkEditPreview: {
    method: "POST",
    path: "/admin/api/bulk-edits",
    body: "bulkEditBody",
    response: "bulkEdit",
    permission: "catalogue:write",
  },
  bulkEditPage: {
    method: "GET",
    path: "/admin/api/bulk-edits/:editId",
    params: "bulkEditParams",
    response: "bulkEdit",
    permission: "catalogue:read",
  },
  bulkEditApply: {
    method: "POST",
    path: "/admin/api/bulk-edits/:editId/apply",
    params: "bulkEditParams",
    response: "bulkEdit",
    permission: "catalogue:write",
  },
} as const satisfies Record<string, RouteSpec>;
