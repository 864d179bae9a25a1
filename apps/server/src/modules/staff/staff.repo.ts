import { isPermission, type Permission, ROLES } from "@odin/contracts";
import { type Database, type Executor, schema } from "@odin/db";
import { and, arrayContains, eq, gt, isNull, lt, type SQL, sql } from "drizzle-orm";

/** The staff tables' queries (decision 60). */

const { users, staffMembers, staffRoles, staffChallenges, staffSessions } = schema;

/** A staff member as sign-in and the guard read them. */
export interface StaffRecord {
  userId: number;
  name: string;
  email: string;
  passwordHash: string | null;
  role: { name: string; label: string };
  permissions: Permission[];
  brandIds: number[] | null;
  centreIds: number[] | null;
}

const STAFF_COLUMNS = {
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  passwordHash: users.passwordHash,
  roleName: staffRoles.name,
  roleLabel: staffRoles.label,
  permissions: staffRoles.permissions,
  brandIds: staffMembers.brandIds,
  centreIds: staffMembers.centreIds,
};

type StaffRow = {
  [K in keyof typeof STAFF_COLUMNS]: (typeof STAFF_COLUMNS)[K]["_"]["data"] | null;
};

function recordOf(row: StaffRow): StaffRecord {
  return {
    userId: row.userId as number,
    name: `${row.firstName ?? ""} ${row.lastName ?? ""}`.trim(),
    email: row.email ?? "",
    passwordHash: row.passwordHash,
    role: { name: row.roleName ?? "", label: row.roleLabel ?? "" },
    permissions: (row.permissions ?? []).filter(isPermission),
    brandIds: row.brandIds,
    centreIds: row.centreIds,
  };
}

/** The staff member `which` picks, if they may sign in: an account with ROLE_STAFF, a role, not disabled. */
async function activeStaff(db: Executor, which: SQL | undefined): Promise<StaffRecord | undefined> {
  const [row] = await db
    .select(STAFF_COLUMNS)
    .from(staffMembers)
    .innerJoin(users, eq(users.id, staffMembers.userId))
    .innerJoin(staffRoles, eq(staffRoles.id, staffMembers.roleId))
    .where(and(isNull(staffMembers.disabledAt), arrayContains(users.roles, [ROLES.staff]), which));
  return row ? recordOf(row) : undefined;
}

export function findStaffByEmail(db: Executor, email: string): Promise<StaffRecord | undefined> {
  return activeStaff(db, eq(users.email, email));
}

export function findStaffById(db: Executor, userId: number): Promise<StaffRecord | undefined> {
  return activeStaff(db, eq(users.id, userId));
}

export async function insertChallenge(
  db: Executor,
  challenge: { tokenHash: string; userId: number; codeHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(staffChallenges).values(challenge);
}

/** The challenge, while it is unused and unexpired. */
export async function liveChallenge(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(staffChallenges)
    .where(
      and(
        eq(staffChallenges.tokenHash, tokenHash),
        isNull(staffChallenges.usedAt),
        gt(staffChallenges.expiresAt, now),
      ),
    );
  return row;
}

/** Counts a wrong code, while tries are left: the number of wrong tries after it, or none when spent. */
export async function countWrongCode(db: Executor, tokenHash: string, maxTries: number) {
  const [row] = await db
    .update(staffChallenges)
    .set({ wrongTries: sql`${staffChallenges.wrongTries} + 1` })
    .where(
      and(
        eq(staffChallenges.tokenHash, tokenHash),
        isNull(staffChallenges.usedAt),
        lt(staffChallenges.wrongTries, maxTries),
      ),
    )
    .returning({ wrongTries: staffChallenges.wrongTries });
  return row?.wrongTries;
}

/** Spends the challenge once: true for the one request that did (two at once cannot both sign in). */
export async function useChallenge(db: Executor, tokenHash: string, now: Date): Promise<boolean> {
  const used = await db
    .update(staffChallenges)
    .set({ usedAt: now })
    .where(and(eq(staffChallenges.tokenHash, tokenHash), isNull(staffChallenges.usedAt)))
    .returning({ tokenHash: staffChallenges.tokenHash });
  return used.length === 1;
}

export async function insertSession(
  db: Executor,
  session: { tokenHash: string; userId: number; expiresAt: Date; clientAddress: string; userAgent: string },
): Promise<void> {
  await db.insert(staffSessions).values(session);
}

/** How stale `lastSeenAt` may be before a request writes it again: the idle timeout's precision. */
const TOUCH_EVERY_MS = 60_000;

/**
 * The staff member of a live session (used within `idleMinutes`, not ended, not past its end, its
 * member still active), in one read; the session is kept alive by moving `lastSeenAt` on at most
 * once a minute, so a busy staff member's requests are reads.
 */
export async function touchSession(
  db: Database,
  tokenHash: string,
  { now, idleMinutes }: { now: Date; idleMinutes: number },
): Promise<StaffRecord | undefined> {
  const idleSince = new Date(now.getTime() - idleMinutes * 60_000);
  const [row] = await db
    .select({ ...STAFF_COLUMNS, lastSeenAt: staffSessions.lastSeenAt })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.userId, staffSessions.userId))
    .innerJoin(users, eq(users.id, staffMembers.userId))
    .innerJoin(staffRoles, eq(staffRoles.id, staffMembers.roleId))
    .where(
      and(
        eq(staffSessions.tokenHash, tokenHash),
        isNull(staffSessions.endedAt),
        gt(staffSessions.expiresAt, now),
        gt(staffSessions.lastSeenAt, idleSince),
        isNull(staffMembers.disabledAt),
        arrayContains(users.roles, [ROLES.staff]),
      ),
    );
  if (!row) return undefined;
  if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.tokenHash, tokenHash));
  }
  return recordOf(row);
}

/** Ends a session (sign-out): the user it belonged to, if it was live. */
export async function endSession(db: Executor, tokenHash: string, now: Date): Promise<number | undefined> {
  const [row] = await db
    .update(staffSessions)
    .set({ endedAt: now })
    .where(and(eq(staffSessions.tokenHash, tokenHash), isNull(staffSessions.endedAt)))
    .returning({ userId: staffSessions.userId });
  return row?.userId;
}
