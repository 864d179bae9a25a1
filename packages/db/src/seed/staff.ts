import type { Database } from "../client";
import { staffMembers } from "../schema";
import { insertBuiltInRoles } from "../staff-roles";
import { DEMO_USERS, type UserRow } from "./users";

/** The back office's built-in roles and the demo's staff members, one per role (decision 61). */
export async function insertStaff(db: Database, users: readonly UserRow[]): Promise<void> {
  const roleIds = await insertBuiltInRoles(db);
  const members = DEMO_USERS.flatMap((person, index) => {
    const roleId = person.staffRole && roleIds.get(person.staffRole);
    const user = users[index];
    return roleId && user ? [{ userId: user.id, roleId }] : [];
  });
  if (members.length > 0) await db.insert(staffMembers).values(members);
}
