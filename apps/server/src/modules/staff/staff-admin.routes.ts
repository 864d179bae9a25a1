import { adminRoutes, unwrap } from "@odin/contracts";
import type { FastifyInstance } from "fastify";
import { auditActorOf } from "../../platform/audit";
import { serve } from "../../platform/serve";
import type { StaffAdmin } from "./staff-admin";

const TAG = "admin";

/** Roles and staff members (decision 61). */
export function staffAdminRoutes(app: FastifyInstance, staff: StaffAdmin): void {
  serve(app, adminRoutes.adminRoles, {
    tag: TAG,
    summary: "The roles, their permissions and how many staff hold each",
    handler: async () => ({ roles: await staff.roles() }),
  });
  serve(app, adminRoutes.adminRoleCreate, {
    tag: TAG,
    summary: "Adds a role",
    description: "409 ROLE_TAKEN when a role has the name already.",
    handler: async (request) => unwrap(await staff.createRole(request.body, auditActorOf(request))),
  });
  serve(app, adminRoutes.adminRoleUpdate, {
    tag: TAG,
    summary: "Changes a role's label and permissions; its staff hold the new ones at their next request",
    description: "409 OWNER_ROLE_FIXED when the owner role would lose a permission.",
    handler: async (request) =>
      unwrap(await staff.updateRole(request.params.roleId, request.body, auditActorOf(request))),
  });
  serve(app, adminRoutes.adminStaff, {
    tag: TAG,
    summary: "The staff members, their roles, scopes and last sign-in",
    handler: async () => ({ staff: await staff.staff() }),
  });
  serve(app, adminRoutes.adminStaffCreate, {
    tag: TAG,
    summary: "Adds a staff-only account with a role and scope; answers its first password once",
    description:
      "409 EMAIL_TAKEN when the e-mail has an account (a shopper's too: staff accounts are separate).",
    handler: async (request) => unwrap(await staff.createMember(request.body, auditActorOf(request))),
  });
  serve(app, adminRoutes.adminStaffUpdate, {
    tag: TAG,
    summary: "Changes a staff member's role and scope, or disables them (their session ends at once)",
    description: "409 LAST_OWNER when the store would be left without an active owner.",
    handler: async (request) =>
      unwrap(await staff.updateMember(request.params.userId, request.body, auditActorOf(request))),
  });
}
