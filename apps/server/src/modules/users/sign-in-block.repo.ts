import { type Executor, schema } from "@odin/db";
import { and, eq, isNotNull, isNull } from "drizzle-orm";

/**
 * The account's blocked sign-in (the back office's Customers area): set and cleared by conditional
 * updates, so of two staff members blocking at once one wins and the other is told it was done.
 */

const { users } = schema;

export interface SignInBlock {
  blockedAt: Date;
  reason: string;
}

/** Blocks the account's sign-in unless it is blocked already; the block written, or undefined. */
export async function setSignInBlocked(
  db: Executor,
  userId: number,
  reason: string,
): Promise<SignInBlock | undefined> {
  const [row] = await db
    .update(users)
    .set({ signInBlockedAt: new Date(), signInBlockedReason: reason })
    .where(and(eq(users.id, userId), isNull(users.signInBlockedAt)))
    .returning({ blockedAt: users.signInBlockedAt, reason: users.signInBlockedReason });
  return row?.blockedAt ? { blockedAt: row.blockedAt, reason: row.reason ?? "" } : undefined;
}

/** Lifts the block, if there is one; the block lifted, or undefined. */
export async function clearSignInBlocked(db: Executor, userId: number): Promise<SignInBlock | undefined> {
  const [before] = await db
    .select({ blockedAt: users.signInBlockedAt, reason: users.signInBlockedReason })
    .from(users)
    .where(and(eq(users.id, userId), isNotNull(users.signInBlockedAt)))
    .for("update");
  if (!before?.blockedAt) return undefined;
  await db
    .update(users)
    .set({ signInBlockedAt: null, signInBlockedReason: null })
    .where(eq(users.id, userId));
  return { blockedAt: before.blockedAt, reason: before.reason ?? "" };
}

/**
 * When the account's sign-in was blocked (null when it is not), read under a share lock: a sign-in
 * that finds it unblocked starts its session before a block can commit, and the block then ends it.
 * Undefined for no such account.
 */
export async function signInBlockedAtForSignIn(
  db: Executor,
  userId: number,
): Promise<{ blockedAt: Date | null } | undefined> {
  const [row] = await db
    .select({ blockedAt: users.signInBlockedAt })
    .from(users)
    .where(eq(users.id, userId))
    .for("share");
  return row;
}
