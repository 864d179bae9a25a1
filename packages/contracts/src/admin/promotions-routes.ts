import type { RouteSpec } from "../route-spec";

/**
 * The back office's Promotions area (decision 70): promotions and coupons, their rules, pausing and
 * ending, and the orders that used one. A promotion covering a brand outside the staff member's
 * scope (or chosen otherwise, with a brand-scoped member) answers 403.
 */
export const promotionsRouteMap = {
  promotionOptions: {
    method: "GET",
    path: "/admin/api/promotions/options",
    response: "promotionOptions",
    permission: "promotions:read",
  },
  promotionSearch: {
    method: "GET",
    path: "/admin/api/promotions",
    query: "promotionSearchQuery",
    response: "promotionSearchPage",
    permission: "promotions:read",
  },
  promotionCreate: {
    method: "POST",
    path: "/admin/api/promotions",
    body: "promotionCreateBody",
    response: "promotionPage",
    permission: "promotions:write",
  },
  promotionPage: {
    method: "GET",
    path: "/admin/api/promotions/:promotionId",
    params: "promotionParams",
    response: "promotionPage",
    permission: "promotions:read",
  },
  promotionUpdate: {
    method: "PUT",
    path: "/admin/api/promotions/:promotionId",
    params: "promotionParams",
    body: "promotionUpdateBody",
    response: "promotionPage",
    permission: "promotions:write",
  },
  promotionPause: {
    method: "POST",
    path: "/admin/api/promotions/:promotionId/pause",
    params: "promotionParams",
    response: "promotionPage",
    permission: "promotions:write",
  },
  promotionResume: {
    method: "POST",
    path: "/admin/api/promotions/:promotionId/resume",
    params: "promotionParams",
    response: "promotionPage",
    permission: "promotions:write",
  },
  promotionEnd: {
    method: "POST",
    path: "/admin/api/promotions/:promotionId/end",
    params: "promotionParams",
    response: "promotionPage",
    permission: "promotions:write",
  },
  promotionRedemptions: {
    method: "GET",
    path: "/admin/api/promotions/:promotionId/redemptions",
    params: "promotionParams",
    query: "promotionRedemptionsQuery",
    response: "promotionRedemptionsPage",
    permission: "promotions:read",
  },
} as const satisfies Record<string, RouteSpec>;
