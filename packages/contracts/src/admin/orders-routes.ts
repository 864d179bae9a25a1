import type { RouteSpec } from "../route-spec";

/** The back office's orders: list, search, one order, and moving its items (decision 65). */
export const adminOrdersRouteMap = {
  adminOrders: {
    method: "GET",
    path: "/admin/api/orders",
    query: "adminOrdersQuery",
    response: "adminOrdersPage",
    permission: "orders:read",
  },
  /** The orders the same filters find, every page, as a CSV download (`after` and `limit` are not read). */
  adminOrdersExport: {
    method: "GET",
    path: "/admin/api/orders/export",
    query: "adminOrdersQuery",
    document: "text/csv",
    permission: "orders:read",
  },
  adminOrder: {
    method: "GET",
    path: "/admin/api/orders/:orderNumber",
    params: "adminOrderParams",
    response: "adminOrder",
    permission: "orders:read",
  },
  /** A tax invoice or credit note of the order: a PDF, not JSON. */
  adminOrderDocument: {
    method: "GET",
    path: "/admin/api/orders/:orderNumber/documents/:number",
    params: "adminOrderDocumentParams",
    document: "application/pdf",
    permission: "orders:read",
  },
  adminOrderMoves: {
    method: "POST",
    path: "/admin/api/orders/:orderNumber/moves",
    params: "adminOrderMovesParams",
    body: "adminOrderMovesBody",
    response: "adminOrder",
    permission: "orders:write",
  },
  adminBulkOrderMoves: {
    method: "POST",
    path: "/admin/api/order-moves",
    body: "adminBulkMovesBody",
    response: "adminBulkMovesAnswer",
    permission: "orders:write",
  },
} as const satisfies Record<string, RouteSpec>;
