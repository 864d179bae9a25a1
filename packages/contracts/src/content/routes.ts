import type { RouteSpec } from "../route-spec";

/** Browsing (spec 2): navigation, footer links, page types, master templates and static pages. */
export const contentRouteMap = {
  navigation: { method: "GET", path: "/api/v2/header", query: "headerQuery", response: "navigation" },
  footerLinks: {
    method: "GET",
    path: "/api/footerlinks",
    query: "footerLinksQuery",
    response: "footerLinks",
  },
  pageType: { method: "GET", path: "/api/getType", query: "pageTypeQuery", response: "pageTypeResponse" },
  masterTemplate: {
    method: "GET",
    path: "/api/masterTemplates",
    query: "masterTemplateQuery",
    response: "masterTemplate",
  },
  staticPage: {
    method: "GET",
    path: "/api/static/:page",
    params: "staticPageParams",
    response: "staticPage",
  },
} as const satisfies Record<string, RouteSpec>;
