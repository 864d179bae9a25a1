import type { RouteSpec } from "../route-spec";

/** Roles and staff members, managed by the owner (decision 61). */
export const staffAdminRouteMap = {
  adminRoles: { method: "GET", path: "/admin/api/roles", response: "rolesAnswer", permission: "staff:read" },
  adminRoleCreate: {
    method: "POST",
    path: "/admin/api/roles",
    body: "roleCreateBody",
    response: "adminRole",
    permission: "staff:write",
  },
  adminRoleUpdate: {
    method: "PUT",
    path: "/admin/api/roles/:roleId",
    params: "roleIdParam",
    body: "roleUpdateBody",
    response: "adminRole",
    permission: "staff:write",
  },
  adminStaff: {
    method: "GET",
    path: "/admin/api/staff",
    response: "staffListAnswer",
    permission: "staff:read",
  },
  adminStaffCreate: {
    method: "POST",
    path: "/admin/api/staff",
    body: "staffCreateBody",
    response: "staffCreated",
    permission: "staff:write",
  },
  adminStaffUpdate: {
    method: "PUT",
    path: "/admin/api/staff/:userId",
    params: "staffIdParam",
    body: "staffUpdateBody",
    response: "adminStaffMember",
    permission: "staff:write",
  },
} as const satisfies Record<string, RouteSpec>;
