import { OWNER_ROLE, ROLES } from "@odin/contracts";
import { type Executor, schema } from "@odin/db";
import { and, asc, count, eq, isNull, max, ne, sql } from "drizzle-orm";

/** The owner's reads and writes of roles and staff members (decision 61). */

const { staffRoles, staffMembers, staffSessions, users } = schema;

export type RoleRow = typeof staffRoles.$inferSelect;

export async function rolesWithMembers(db: Executor) {
  return db
    .select({
      id: staffRoles.id,
      name: staffRoles.name,
      label: staffRoles.label,
      permissions: staffRoles.permissions,
      builtIn: staffRoles.builtIn,
      members: sql<number>`(select count(*)::int from ${staffMembers} where ${staffMembers.roleId} = ${staffRoles.id} and ${staffMembers.disabledAt} is null)`,
    })
    .from(staffRoles)
    .orderBy(asc(staffRoles.id));
}

export async function roleById(db: Executor, id: number): Promise<RoleRow | undefined> {
  const [row] = await db.select().from(staffRoles).where(eq(staffRoles.id, id));
  return row;
}

/** A new role, unless one of that name exists. */
export async function insertRole(
  db: Executor,
  role: { name: string; label: string; permissions: string[] },
): Promise<RoleRow | undefined> {
  const [row] = await db.insert(staffRoles).values(role).onConflictDoNothing().returning();
  return row;
}

export async function updateRole(
  db: Executor,
  id: number,
  change: { label: string; permissions: string[] },
): Promise<RoleRow | undefined> {
  const [row] = await db
    .update(staffRoles)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(staffRoles.id, id))
    .returning();
  return row;
}

const MEMBER_COLUMNS = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  roleId: staffRoles.id,
  roleName: staffRoles.name,
  roleLabel: staffRoles.label,
  brandIds: staffMembers.brandIds,
  centreIds: staffMembers.centreIds,
  disabledAt: staffMembers.disabledAt,
  lastSignInAt: max(staffSessions.createdAt),
};

function members(db: Executor) {
  return db
    .select(MEMBER_COLUMNS)
    .from(staffMembers)
    .innerJoin(users, eq(users.id, staffMembers.userId))
    .innerJoin(staffRoles, eq(staffRoles.id, staffMembers.roleId))
    .leftJoin(staffSessions, eq(staffSessions.userId, staffMembers.userId))
    .groupBy(users.id, staffRoles.id, staffMembers.userId)
    .$dynamic();
}

export type MemberRow = Awaited<ReturnType<typeof allMembers>>[number];

export function allMembers(db: Executor) {
  return members(db).orderBy(asc(users.firstName), asc(users.id));
}

export async function memberById(db: Executor, userId: number): Promise<MemberRow | undefined> {
  const [row] = await members(db).where(eq(staffMembers.userId, userId));
  return row;
}

export async function emailTaken(db: Executor, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row !== undefined;
}

/** A staff-only account (the storefront refuses it) with its role and scope. */
export async function insertMember(
  db: Executor,
  member: {
    email: string;
    firstName: string;
    lastName: string;
    passwordHash: string;
    roleId: number;
    brandIds: number[] | null;
    centreIds: number[] | null;
  },
): Promise<number> {
  const [user] = await db
    .insert(users)
    .values({
      firstName: member.firstName,
      lastName: member.lastName,
      email: member.email,
      passwordHash: member.passwordHash,
      roles: [ROLES.staff],
      isEmailVerified: true,
    })
    .returning({ id: users.id });
  if (!user) throw new Error("no user inserted");
  const { roleId, brandIds, centreIds } = member;
  await db.insert(staffMembers).values({ userId: user.id, roleId, brandIds, centreIds });
  return user.id;
}

export async function updateMember(
  db: Executor,
  userId: number,
  change: { roleId: number; brandIds: number[] | null; centreIds: number[] | null; disabled: boolean },
): Promise<void> {
  const { roleId, brandIds, centreIds, disabled } = change;
  await db
    .update(staffMembers)
    .set({
      roleId,
      brandIds,
      centreIds,
      disabledAt: disabled ? sql`coalesce(${staffMembers.disabledAt}, now())` : null,
    })
    .where(eq(staffMembers.userId, userId));
}

/**
 * The active owners other than `userId`, counted while the owner role's row is locked: two owners
 * stepping down at once cannot leave the store with none.
 */
export async function otherActiveOwners(db: Executor, userId: number): Promise<number> {
  const [owner] = await db
    .select({ id: staffRoles.id })
    .from(staffRoles)
    .where(eq(staffRoles.name, OWNER_ROLE))
    .for("update");
  if (!owner) return 0;
  const [row] = await db
    .select({ owners: count() })
    .from(staffMembers)
    .where(
      and(
        eq(staffMembers.roleId, owner.id),
        isNull(staffMembers.disabledAt),
        ne(staffMembers.userId, userId),
      ),
    );
  return row?.owners ?? 0;
}
