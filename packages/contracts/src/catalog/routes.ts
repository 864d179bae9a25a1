import type { RouteSpec } from "../route-spec";

/** Browsing (spec 2): product carousels, listings, brands and their styles, product pages and size charts. */
export const catalogRouteMap = {
  carousel: {
    method: "POST",
    path: "/api/v2/carousel",
    body: "carouselRequest",
    response: "carouselResponse",
  },
  listing: {
    method: "POST",
    path: "/api/v2/listing/products",
    body: "listingRequest",
    response: "listingResponse",
  },
  omni: { method: "POST", path: "/api/v2/listing/omni", body: "omniRequest", response: "omniResponse" },
  brandList: { method: "GET", path: "/api/brandListV2", response: "brandListResponse" },
  newArrivals: {
    method: "GET",
    path: "/api/brand/newArrivals/:brandId",
    params: "brandIdParams",
    response: "carouselResponse",
  },
  onSale: {
    method: "GET",
    path: "/api/brand/onSale/:brandId",
    params: "brandIdParams",
    response: "carouselResponse",
  },
  productDetails: {
    method: "POST",
    path: "/api/product/details",
    body: "productDetailRequest",
    response: "productDetail",
  },
  multipleStyles: {
    method: "POST",
    path: "/api/product/multipleStyles",
    body: "styleIdsRequest",
    response: "styleListResponse",
  },
  recentlyViewedStyles: {
    method: "POST",
    path: "/api/product/recentlyViewedStyles",
    body: "styleIdsRequest",
    response: "styleListResponse",
  },
  similarStyles: {
    method: "POST",
    path: "/api/product/similarStyles",
    body: "similarStylesRequest",
    response: "styleListResponse",
  },
  sizeChart: { method: "GET", path: "/api/sizeCharts/:id", params: "sizeChartParams", response: "sizeChart" },
} as const satisfies Record<string, RouteSpec>;
