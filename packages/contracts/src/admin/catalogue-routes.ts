import type { RouteSpec } from "../route-spec";

/**
 * The back office's Catalogue area: styles (search, a style's page, its words and attributes, its
 * sizes and prices, its declarations, publishing), the brands' default declarations, and stock per
 * size and centre. A style of a brand outside the staff member's scope answers 403.
 */
export const catalogueRouteMap = {
  catalogueOptions: {
    method: "GET",
    path: "/admin/api/catalogue/options",
    response: "catalogueOptions",
    permission: "catalogue:read",
  },
  styleSearch: {
    method: "GET",
    path: "/admin/api/styles",
    query: "styleSearchQuery",
    response: "styleSearchPage",
    permission: "catalogue:read",
  },
  /** The styles the same filters find, every page, as a CSV download (`after` and `limit` are not read). */
  styleExport: {
    method: "GET",
    path: "/admin/api/styles/export",
    query: "styleSearchQuery",
    document: "text/csv",
    permission: "catalogue:read",
  },
  stylePage: {
    method: "GET",
    path: "/admin/api/styles/:styleId",
    params: "styleParams",
    response: "stylePage",
    permission: "catalogue:read",
  },
  styleUpdate: {
    method: "PUT",
    path: "/admin/api/styles/:styleId",
    params: "styleParams",
    body: "styleUpdateBody",
    response: "stylePage",
    permission: "catalogue:write",
  },
  styleDeclarationsUpdate: {
    method: "PUT",
    path: "/admin/api/styles/:styleId/declarations",
    params: "styleParams",
    body: "styleDeclarationsBody",
    response: "styleDeclarationsView",
    permission: "catalogue:write",
  },
  stylePublish: {
    method: "POST",
    path: "/admin/api/styles/:styleId/publish",
    params: "styleParams",
    response: "stylePublication",
    permission: "catalogue:write",
  },
  styleUnpublish: {
    method: "POST",
    path: "/admin/api/styles/:styleId/unpublish",
    params: "styleParams",
    response: "stylePublication",
    permission: "catalogue:write",
  },
  sizeAdd: {
    method: "POST",
    path: "/admin/api/styles/:styleId/sizes",
    params: "styleParams",
    body: "sizeAddBody",
    response: "styleSize",
    permission: "catalogue:write",
  },
  sizePrice: {
    method: "PUT",
    path: "/admin/api/styles/:styleId/sizes/:skuId/price",
    params: "sizeParams",
    body: "sizePriceBody",
    response: "styleSize",
    permission: "catalogue:write",
  },
  styleStock: {
    method: "GET",
    path: "/admin/api/styles/:styleId/stock",
    params: "styleParams",
    response: "styleStock",
    permission: "catalogue:read",
  },
  stockChange: {
    method: "POST",
    path: "/admin/api/styles/:styleId/stock",
    params: "styleParams",
    body: "stockChangeBody",
    response: "stockChangeAnswer",
    permission: "catalogue:write",
  },
  stylePhotos: {
    method: "GET",
    path: "/admin/api/styles/:styleId/photos",
    params: "styleParams",
    response: "stylePhotos",
    permission: "catalogue:read",
  },
  /** A multipart body with one file part named `photo`; no JSON body. */
  stylePhotoUpload: {
    method: "POST",
    path: "/admin/api/styles/:styleId/photos/:view",
    params: "stylePhotoParams",
    response: "stylePhotos",
    permission: "catalogue:write",
  },
  stylePhotoRemove: {
    method: "DELETE",
    path: "/admin/api/styles/:styleId/photos/:view",
    params: "stylePhotoParams",
    response: "stylePhotos",
    permission: "catalogue:write",
  },
  stylePhotoOrder: {
    method: "PUT",
    path: "/admin/api/styles/:styleId/photos",
    params: "styleParams",
    body: "stylePhotoOrderBody",
    response: "stylePhotos",
    permission: "catalogue:write",
  },
  brandDeclarations: {
    method: "GET",
    path: "/admin/api/brands/declarations",
    response: "brandDeclarationsList",
    permission: "catalogue:read",
  },
  brandDeclarationsUpdate: {
    method: "PUT",
    path: "/admin/api/brands/:brandId/declarations",
    params: "brandParams",
    body: "brandDeclarationsBody",
    response: "brandDeclarationsEntry",
    permission: "catalogue:write",
  },
} as const satisfies Record<string, RouteSpec>;
