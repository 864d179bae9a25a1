import { randomBytes } from "node:crypto";
import {
  adminProblems,
  type adminRole,
  type adminStaffMember,
  fail,
  isPermission,
  OWNER_ROLE,
  ok,
  PERMISSION_NAMES,
  type Permission,
  type Result,
  type roleCreateBody,
  type roleUpdateBody,
  type staffCreateBody,
  type staffUpdateBody,
} from "@odin/contracts";
import type { Database } from "@odin/db";
import type { z } from "zod";
import { type AuditActor, recordAudit } from "../../platform/audit";
import { hashPassword } from "../auth";
import * as repo from "./staff-admin.repo";

type Role = z.input<typeof adminRole>;
type Member = z.input<typeof adminStaffMember>;
type Refusal = "notFound" | "ownerKeepsEverything" | "lastOwner" | "roleTaken" | "emailTaken";

/** Roles and staff members, managed by the owner (decision 61); every change audited. */
export interface StaffAdmin {
  roles(): Promise<Role[]>;
  createRole(input: z.output<typeof roleCreateBody>, actor: AuditActor): Promise<Result<Role, Refusal>>;
  updateRole(
    id: number,
    input: z.output<typeof roleUpdateBody>,
    actor: AuditActor,
  ): Promise<Result<Role, Refusal>>;
  staff(): Promise<Member[]>;
  /** A staff-only account and its first password, shown once to whoever made it. */
  createMember(
    input: z.output<typeof staffCreateBody>,
    actor: AuditActor,
  ): Promise<Result<{ member: Member; firstPassword: string }, Refusal>>;
  updateMember(
    userId: number,
    input: z.output<typeof staffUpdateBody>,
    actor: AuditActor,
  ): Promise<Result<Member, Refusal>>;
}

const permissionsOf = (names: readonly string[]): Permission[] => names.filter(isPermission);

function roleOf(row: Omit<repo.RoleRow, "updatedAt"> & { members: number }): Role {
  const { id, name, label, builtIn, members } = row;
  return { id, name, label, builtIn, members, permissions: permissionsOf(row.permissions) };
}

function memberOf(row: repo.MemberRow): Member {
  return {
    id: row.id,
    name: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email ?? "",
    role: { id: row.roleId, name: row.roleName, label: row.roleLabel },
    brandIds: row.brandIds,
    centreIds: row.centreIds,
    disabled: row.disabledAt !== null,
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  };
}

/** What a member's audit entry records of them. */
const auditedMember = (row: repo.MemberRow) => ({
  role: row.roleName,
  brandIds: row.brandIds,
  centreIds: row.centreIds,
  disabled: row.disabledAt !== null,
});

export function createStaffAdmin(db: Database): StaffAdmin {
  async function roleWithMembers(id: number): Promise<Role | undefined> {
    const row = (await repo.rolesWithMembers(db)).find((role) => role.id === id);
    return row ? roleOf(row) : undefined;
  }

  return {
    async roles() {
      return (await repo.rolesWithMembers(db)).map(roleOf);
    },

    async createRole({ name, label, permissions }, actor) {
      const created = await db.transaction(async (tx) => {
        const row = await repo.insertRole(tx, { name, label, permissions: [...new Set(permissions)] });
        if (row)
          await recordAudit(tx, actor, {
            resource: "role",
            resourceId: row.id,
            action: "create",
            after: { name, label, permissions: row.permissions },
          });
        return row;
      });
      if (!created) return fail(adminProblems.roleTaken());
      return ok(roleOf({ ...created, members: 0 }));
    },

    async updateRole(id, { label, permissions }, actor) {
      const result = await db.transaction(async (tx) => {
        const before = await repo.roleById(tx, id);
        if (!before) return fail(adminProblems.notFound());
        const wanted = [...new Set(permissions)];
        if (before.name === OWNER_ROLE && wanted.length !== PERMISSION_NAMES.length) {
          return fail(adminProblems.ownerKeepsEverything());
        }
        await repo.updateRole(tx, id, { label, permissions: wanted });
        await recordAudit(tx, actor, {
          resource: "role",
          resourceId: id,
          action: "update",
          before: { label: before.label, permissions: before.permissions },
          after: { label, permissions: wanted },
        });
        return ok(undefined);
      });
      if (!result.ok) return result;
      const role = await roleWithMembers(id);
      return role ? ok(role) : fail(adminProblems.notFound());
    },

    async staff() {
      return (await repo.allMembers(db)).map(memberOf);
    },

    async createMember(input, actor) {
      const firstPassword = randomBytes(12).toString("base64url");
      const passwordHash = await hashPassword(firstPassword);
      const result = await db.transaction(async (tx) => {
        if (!(await repo.roleById(tx, input.roleId))) return fail(adminProblems.notFound());
        if (await repo.emailTaken(tx, input.email)) return fail(adminProblems.emailTaken());
        const userId = await repo.insertMember(tx, { ...input, passwordHash });
        const member = await repo.memberById(tx, userId);
        if (!member) throw new Error("the new staff member was not found");
        await recordAudit(tx, actor, {
          resource: "staff",
          resourceId: userId,
          action: "create",
          after: { email: input.email, ...auditedMember(member) },
        });
        return ok(member);
      });
      return result.ok ? ok({ member: memberOf(result.value), firstPassword }) : result;
    },

    async updateMember(userId, input, actor) {
      const result = await db.transaction(async (tx) => {
        const before = await repo.memberById(tx, userId);
        const role = await repo.roleById(tx, input.roleId);
        if (!before || !role) return fail(adminProblems.notFound());
        const stopsOwning = before.roleName === OWNER_ROLE && (role.name !== OWNER_ROLE || input.disabled);
        if (stopsOwning && (await repo.otherActiveOwners(tx, userId)) === 0)
          return fail(adminProblems.lastOwner());
        await repo.updateMember(tx, userId, input);
        const after = await repo.memberById(tx, userId);
        if (!after) throw new Error("the staff member was not found after the change");
        await recordAudit(tx, actor, {
          resource: "staff",
          resourceId: userId,
          action: "update",
          before: auditedMember(before),
          after: auditedMember(after),
        });
        return ok(after);
      });
      return result.ok ? ok(memberOf(result.value)) : result;
    },
  };
}
