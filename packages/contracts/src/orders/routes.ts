import type { RouteSpec } from "../route-spec";

/** The shopper's orders (spec 3 §2 Order confirmation, §7). */
export const ordersRouteMap = {
  orderConfirm: {
    method: "GET",
    path: "/api/orderConfirm/:orderId",
    params: "orderIdParam",
    response: "orderConfirmation",
    signIn: "required",
  },
  /** orderDetails v4 (spec 3 §7): the shopper's orders, newest first, 10 a page. */
  orderHistory: {
    method: "GET",
    path: "/api/orders",
    query: "orderHistoryQuery",
    response: "orderHistoryResponse",
    signIn: "required",
  },
  /** ProductOrderDetails (spec 3 §7): one of the shopper's orders with its items' states and actions. */
  orderDetails: {
    method: "GET",
    path: "/api/orders/:orderId",
    params: "orderIdParam",
    response: "orderDetails",
    signIn: "required",
  },
} as const satisfies Record<string, RouteSpec>;
