import { z } from "zod";
import { boundedInt, id, idParam, text } from "../shared/primitives";
import { permissionName } from "./staff";

/** The owner's staff pages (decision 61): roles as sets of permissions, staff with a role and a scope. */

export const adminRole = z.object({
  id: z.number().int(),
  name: z.string(),
  label: z.string(),
  permissions: z.array(permissionName),
  builtIn: z.boolean(),
  /** Staff members holding it, disabled ones left out. */
  members: z.number().int(),
});
export const rolesAnswer = z.object({ roles: z.array(adminRole) });

const roleName = text(40)
  .trim()
  .regex(/^[a-z][a-z0-9-]{1,39}$/, {
    error: "Use 2-40 lower-case letters, digits and hyphens, starting with a letter.",
  });
const permissions = z.array(permissionName).max(64);

export const roleCreateBody = z.object({
  name: roleName,
  label: text(60).trim().min(1),
  permissions,
});
export const roleUpdateBody = z.object({ label: text(60).trim().min(1), permissions });
export const roleIdParam = z.object({ roleId: idParam });

/** A scope: the brands or centres a staff member's work is limited to; none (null) is all of them. */
const scope = z.array(boundedInt(1, 2_147_483_647)).max(200).nullable();

export const adminStaffMember = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.object({ id: z.number().int(), name: z.string(), label: z.string() }),
  brandIds: z.array(z.number().int()).nullable(),
  centreIds: z.array(z.number().int()).nullable(),
  disabled: z.boolean(),
  lastSignInAt: z.string().nullable(),
});
export const staffListAnswer = z.object({ staff: z.array(adminStaffMember) });

export const staffCreateBody = z.object({
  email: text(254).trim().toLowerCase().min(3),
  firstName: text(60).trim().min(1),
  lastName: text(60).trim().default(""),
  roleId: id,
  brandIds: scope.default(null),
  centreIds: scope.default(null),
});
/** The new account and its first password, shown once to the one who made it. */
export const staffCreated = z.object({ member: adminStaffMember, firstPassword: z.string() });

export const staffUpdateBody = z.object({
  roleId: id,
  brandIds: scope,
  centreIds: scope,
  disabled: z.boolean(),
});
export const staffIdParam = z.object({ userId: idParam });
