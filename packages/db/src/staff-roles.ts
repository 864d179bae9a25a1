import { BUILT_IN_ROLES } from "@odin/contracts";
import type { Executor } from "./client";
import { staffRoles } from "./schema";

/**
 * The back office's built-in roles (decision 61), written when missing: every store starts with
 * them (the demo's seed, and `npm run ops -- staff:add` on a new store). Answers them by name.
 */
export async function insertBuiltInRoles(db: Executor): Promise<Map<string, number>> {
  await db
    .insert(staffRoles)
    .values(
      Object.entries(BUILT_IN_ROLES).map(([name, role]) => ({
        name,
        label: role.label,
        permissions: [...role.permissions],
        builtIn: true,
      })),
    )
    .onConflictDoNothing();
  const rows = await db.select({ id: staffRoles.id, name: staffRoles.name }).from(staffRoles);
  return new Map(rows.map((row) => [row.name, row.id]));
}
