import type { RouteSpec } from "../route-spec";

/** The back office's orders: list, search, one order, and moving its items (decision 60). */
export const adminOrdersRouteMap = {} as const satisfies Record<string, RouteSpec>;
