import type { RouteSpec } from "../route-spec";

/**
 * Checkout (spec 3 §2 Addresses and Shipping step, §3 Address, §4, §5, §7): the shopper's addresses and
 * the stores an order may be collected from.
 */
export const checkoutRouteMap = {
  // Addresses (spec 3 §2 Addresses, §3 Address, §4, §5, §7); all for a signed-in shopper
  addressList: {
    method: "GET",
    path: "/api/shippingAddress",
    query: "addressListQuery",
    response: "addressListResponse",
    signIn: "required",
  },
  addressAdd: {
    method: "POST",
    path: "/api/shippingAddress",
    body: "addAddressRequest",
    response: "address",
    signIn: "required",
  },
  addressEdit: {
    method: "PUT",
    path: "/api/shippingAddress/:id",
    params: "addressIdParams",
    body: "addressInput",
    response: "address",
    signIn: "required",
  },
  addressDelete: {
    method: "DELETE",
    path: "/api/shippingAddress/:id",
    params: "addressIdParams",
    response: "addressListResponse",
    signIn: "required",
  },
  addressMakeDefault: {
    method: "PUT",
    path: "/api/shippingAddress/:id/default",
    params: "addressIdParams",
    body: "makeDefaultAddressRequest",
    response: "addressListResponse",
    signIn: "required",
  },

  // The shipping step (spec 3 §2 Shipping step, §7)
  checkoutStores: {
    method: "POST",
    path: "/api/checkoutStores",
    body: "checkoutStoresRequest",
    response: "checkoutStoresResponse",
    signIn: "required",
  },
} as const satisfies Record<string, RouteSpec>;
