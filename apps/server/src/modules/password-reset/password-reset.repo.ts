import { type Database, schema } from "@odin/db";
import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";

const { passwordResets } = schema;

export interface ResetLinkRecord {
  userId: number;
  channel: string;
  expiresAt: Date;
  usedAt: Date | null;
}

export async function insertLink(
  db: Database,
  link: { tokenHash: string; userId: number; channel: "mobile" | "email"; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResets).values(link);
}

export async function findLink(db: Database, tokenHash: string): Promise<ResetLinkRecord | undefined> {
  const [row] = await db
    .select({
      userId: passwordResets.userId,
      channel: passwordResets.channel,
      expiresAt: passwordResets.expiresAt,
      usedAt: passwordResets.usedAt,
    })
    .from(passwordResets)
    .where(eq(passwordResets.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/**
 * Ends the user's open links (a newer link or a completed reset replaces them): they expire now, so
 * they answer the generic reset error. `exceptTokenHash` keeps the one just used.
 */
export async function expireOpenLinks(db: Database, userId: number, exceptTokenHash = ""): Promise<void> {
  await db
    .update(passwordResets)
    .set({ expiresAt: sql`now()` })
    .where(
      and(
        eq(passwordResets.userId, userId),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
        ne(passwordResets.tokenHash, exceptTokenHash),
      ),
    );
}

/**
 * Marks an unused, unexpired link used and answers its user. The condition makes a link work once:
 * of two concurrent uses, the second waits for the first's row lock, then finds `used_at` set.
 */
export async function claimLink(db: Database, tokenHash: string): Promise<{ userId: number } | undefined> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return row;
}
