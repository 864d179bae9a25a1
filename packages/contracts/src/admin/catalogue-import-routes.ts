import type { RouteSpec } from "../route-spec";

/**
 * The catalogue's CSV import (decision 68): upload a file (its dry run starts), follow it, run it.
 * An import is its staff member's own: another member's answers 403.
 */
export const catalogueImportRouteMap = {
  /** A multipart body with one file part named `file`; no JSON body. */
  catalogueImportUpload: {
    method: "POST",
    path: "/admin/api/catalogue/imports",
    response: "catalogueImport",
    permission: "catalogue:write",
  },
  catalogueImportView: {
    method: "GET",
    path: "/admin/api/catalogue/imports/:importId",
    params: "catalogueImportParams",
    response: "catalogueImport",
    permission: "catalogue:write",
  },
  catalogueImportApply: {
    method: "POST",
    path: "/admin/api/catalogue/imports/:importId/apply",
    params: "catalogueImportParams",
    response: "catalogueImport",
    permission: "catalogue:write",
  },
} as const satisfies Record<string, RouteSpec>;
