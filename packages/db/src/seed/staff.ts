import { BUILT_IN_ROLES } from "@odin/contracts";
import type { Database } from "../client";
import { staffMembers, staffRoles } from "../schema";
import { DEMO_USERS, type UserRow } from "./users";

/**
 * The back office's built-in roles (every store starts with them, decision 61) and the demo's staff
 * members, one per role.
 */
export async function insertStaff(db: Database, users: readonly UserRow[]): Promise<void> {
  const roles = await db
    .insert(staffRoles)
    .values(
      Object.entries(BUILT_IN_ROLES).map(([name, role]) => ({
        name,
        label: role.label,
        permissions: [...role.permissions],
        builtIn: true,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: staffRoles.id, name: staffRoles.name });
  const roleIds = new Map(roles.map((role) => [role.name, role.id]));
  const members = DEMO_USERS.flatMap((person, index) => {
    const roleId = person.staffRole && roleIds.get(person.staffRole);
    const user = users[index];
    return roleId && user ? [{ userId: user.id, roleId }] : [];
  });
  if (members.length > 0) await db.insert(staffMembers).values(members);
}
