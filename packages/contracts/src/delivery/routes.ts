import type { RouteSpec } from "../route-spec";

/** Delivery (spec 2): pincode look-up, delivery options, and the stores holding a size. */
export const deliveryRouteMap = {
  pincodeDetails: {
    method: "GET",
    path: "/api/shipping/pincodeDetails",
    query: "pincodeQuery",
    response: "pincodeDetails",
  },
  deliveryInfo: {
    method: "GET",
    path: "/api/delivery_info",
    query: "deliveryInfoQuery",
    response: "deliveryInfo",
  },
  stores: {
    method: "POST",
    path: "/api/shipping/v3/stores",
    body: "storesRequest",
    response: "storesResponse",
  },
  storeLocatorBrands: {
    method: "GET",
    path: "/api/storelocator/brands/v2",
    response: "storeLocatorBrandsResponse",
  },
  storesList: {
    method: "POST",
    path: "/api/storesList",
    body: "storesListRequest",
    response: "storesListResponse",
  },
} as const satisfies Record<string, RouteSpec>;
