import type { RouteSpec } from "../route-spec";

/** Staff sign-in and the session (decision 60). The sign-in calls need no session; the rest any staff member's. */
export const staffRouteMap = {
  staffSignIn: {
    method: "POST",
    path: "/admin/api/sign-in",
    body: "staffSignInBody",
    response: "staffSignInAnswer",
  },
  staffSignInCode: {
    method: "POST",
    path: "/admin/api/sign-in/code",
    body: "staffCodeBody",
    response: "staffSession",
  },
  staffSession: {
    method: "GET",
    path: "/admin/api/session",
    response: "staffSession",
    permission: "staff",
  },
  staffSignOut: {
    method: "POST",
    path: "/admin/api/sign-out",
    response: "staffSignedOut",
    permission: "staff",
  },
} as const satisfies Record<string, RouteSpec>;
