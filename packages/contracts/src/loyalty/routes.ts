import type { RouteSpec } from "../route-spec";

/** Loyalty (spec 3 §2, §3, §7). */
export const loyaltyRouteMap = {
  loyaltyPoints: {
    method: "GET",
    path: "/api/loyalty/points",
    response: "loyaltyPointsData",
    signIn: "required",
  },
  loyaltyCards: { method: "GET", path: "/api/loyalty/cards", response: "loyaltyCards", signIn: "required" },
  loyaltyMoreInfo: {
    method: "GET",
    path: "/api/loyalty/moreInfo",
    query: "loyaltyMoreInfoQuery",
    response: "loyaltyMoreInfo",
    signIn: "required",
  },
} as const satisfies Record<string, RouteSpec>;
