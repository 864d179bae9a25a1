import type { RouteSpec } from "../route-spec";

/**
 * The back office's Content area (decision 71): the documents staff edit, a document's page, its
 * draft (one route per kind, each with its own form), publishing now, scheduling and cancelling a
 * scheduled publish, and discarding a draft. A brand's document outside the staff member's brands,
 * or a store-wide one for staff limited to brands, answers 403.
 */
export const contentRouteMap = {
  contentList: {
    method: "GET",
    path: "/admin/api/content",
    response: "contentList",
    permission: "content:read",
  },
  contentPage: {
    method: "GET",
    path: "/admin/api/content/:kind/:key",
    params: "contentParams",
    response: "contentPage",
    permission: "content:read",
  },
  templateDraftSave: {
    method: "PUT",
    path: "/admin/api/content/master_template/:key/draft",
    params: "templateParams",
    body: "templateDraft",
    response: "contentPage",
    permission: "content:write",
  },
  navigationDraftSave: {
    method: "PUT",
    path: "/admin/api/content/navigation/:key/draft",
    params: "templateParams",
    body: "navigationDraft",
    response: "contentPage",
    permission: "content:write",
  },
  staticPageDraftSave: {
    method: "PUT",
    path: "/admin/api/content/static_page/:key/draft",
    params: "templateParams",
    body: "staticPageDraft",
    response: "contentPage",
    permission: "content:write",
  },
  contentDraftDiscard: {
    method: "DELETE",
    path: "/admin/api/content/:kind/:key/draft",
    params: "contentParams",
    response: "contentPage",
    permission: "content:write",
  },
  contentPublish: {
    method: "POST",
    path: "/admin/api/content/:kind/:key/publish",
    params: "contentParams",
    response: "contentPage",
    permission: "content:write",
  },
  contentSchedule: {
    method: "POST",
    path: "/admin/api/content/:kind/:key/schedule",
    params: "contentParams",
    body: "contentScheduleBody",
    response: "contentPage",
    permission: "content:write",
  },
  contentScheduleCancel: {
    method: "DELETE",
    path: "/admin/api/content/:kind/:key/schedule",
    params: "contentParams",
    response: "contentPage",
    permission: "content:write",
  },
} as const satisfies Record<string, RouteSpec>;
