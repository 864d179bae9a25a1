import type { RouteSpec } from "../route-spec";

/**
 * The back office's returns and refunds (decision 60): the queue, a return's page, the warehouse's
 * moves, and the gateway refunds and bank-transfer payouts with their retry.
 */
export const adminReturnsRouteMap = {
  adminReturns: {
    method: "GET",
    path: "/admin/api/returns",
    query: "adminReturnsQuery",
    response: "adminReturnsPage",
    permission: "returns:read",
  },
  adminReturn: {
    method: "GET",
    path: "/admin/api/returns/:returnId",
    params: "adminReturnParams",
    response: "adminReturnDetails",
    permission: "returns:read",
  },
  adminReturnPickup: {
    method: "POST",
    path: "/admin/api/returns/:returnId/pickup",
    params: "adminReturnParams",
    body: "adminPickupBody",
    response: "adminReturnDetails",
    permission: "returns:write",
  },
  adminReturnPickedUp: {
    method: "POST",
    path: "/admin/api/returns/:returnId/picked-up",
    params: "adminReturnParams",
    body: "adminActionBody",
    response: "adminReturnDetails",
    permission: "returns:write",
  },
  adminReturnReceive: {
    method: "POST",
    path: "/admin/api/returns/:returnId/receive",
    params: "adminReturnParams",
    body: "adminReceiveBody",
    response: "adminReturnDetails",
    permission: "returns:write",
  },
  adminReturnQualityCheck: {
    method: "POST",
    path: "/admin/api/returns/:returnId/quality-check",
    params: "adminReturnParams",
    body: "adminQualityCheckBody",
    response: "adminReturnDetails",
    permission: "returns:write",
  },
  adminGatewayRefunds: {
    method: "GET",
    path: "/admin/api/refunds",
    query: "adminRefundsQuery",
    response: "adminGatewayRefundsPage",
    permission: "returns:read",
  },
  adminGatewayRefundRetry: {
    method: "POST",
    path: "/admin/api/refunds/:refundId/retry",
    params: "adminRefundParams",
    body: "adminActionBody",
    response: "adminGatewayRefundRetry",
    permission: "refunds:write",
  },
  adminPayouts: {
    method: "GET",
    path: "/admin/api/payouts",
    query: "adminRefundsQuery",
    response: "adminPayoutsPage",
    permission: "returns:read",
  },
  adminPayoutRetry: {
    method: "POST",
    path: "/admin/api/payouts/:payoutId/retry",
    params: "adminPayoutParams",
    body: "adminActionBody",
    response: "adminPayoutRetry",
    permission: "refunds:write",
  },
} as const satisfies Record<string, RouteSpec>;
