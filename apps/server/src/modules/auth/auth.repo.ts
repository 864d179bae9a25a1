import { type Database, type Executor, type RefreshRevokedReason, schema } from "@odin/db";
import { and, eq, isNull, lt } from "drizzle-orm";

const { refreshFamilies, refreshTokens, spentCaptchas } = schema;

// --- refresh-token families ------------------------------------------------------------------------

/** A new family and its first token; the caller's transaction holds them together. */
export async function insertFamily(
  tx: Executor,
  family: { id: string; userId: number; expiresAt: Date },
  tokenHash: string,
): Promise<void> {
  await tx.insert(refreshFamilies).values(family);
  await tx.insert(refreshTokens).values({ tokenHash, familyId: family.id });
}

export interface FamilyRecord {
  id: string;
  userId: number;
  expiresAt: Date;
  revokedAt: Date | null;
}

/**
 * Marks a token used if it was unused (the conditional update lets only one of two concurrent
 * refreshes win) and answers its family; `replayed` when the token exists but was already used.
 */
export async function consumeToken(
  db: Database,
  tokenHash: string,
): Promise<{ family: FamilyRecord; replayed: boolean } | undefined> {
  const [consumed] = await db
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
    .returning({ familyId: refreshTokens.familyId });
  const familyId =
    consumed?.familyId ??
    (
      await db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .limit(1)
    )[0]?.familyId;
  if (!familyId) return undefined;
  const family = await findFamily(db, familyId);
  return family ? { family, replayed: !consumed } : undefined;
}

export async function findFamily(db: Database, id: string): Promise<FamilyRecord | undefined> {
  const [row] = await db
    .select({
      id: refreshFamilies.id,
      userId: refreshFamilies.userId,
      expiresAt: refreshFamilies.expiresAt,
      revokedAt: refreshFamilies.revokedAt,
    })
    .from(refreshFamilies)
    .where(eq(refreshFamilies.id, id))
    .limit(1);
  return row;
}

export async function insertToken(db: Database, familyId: string, tokenHash: string): Promise<void> {
  await db.insert(refreshTokens).values({ tokenHash, familyId });
}

export async function revokeFamily(
  db: Database,
  familyId: string,
  reason: RefreshRevokedReason,
): Promise<void> {
  await db
    .update(refreshFamilies)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(refreshFamilies.id, familyId), isNull(refreshFamilies.revokedAt)));
}

export async function revokeUserFamilies(
  db: Executor,
  userId: number,
  reason: RefreshRevokedReason,
): Promise<void> {
  await db
    .update(refreshFamilies)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(refreshFamilies.userId, userId), isNull(refreshFamilies.revokedAt)));
}

/**
 * Spends a captcha solution until `until`, dropping those expired by `now`. True for the one caller
 * that gets the row: of two requests with the same solution, on any instance, the insert decides.
 */
export async function spendCaptcha(
  db: Database,
  signature: string,
  until: Date,
  now: Date,
): Promise<boolean> {
  await db.delete(spentCaptchas).where(lt(spentCaptchas.expiresAt, now));
  const spent = await db
    .insert(spentCaptchas)
    .values({ signature, expiresAt: until })
    .onConflictDoNothing()
    .returning({ signature: spentCaptchas.signature });
  return spent.length === 1;
}

export async function isCaptchaSpent(db: Database, signature: string): Promise<boolean> {
  const spent = await db
    .select({ signature: spentCaptchas.signature })
    .from(spentCaptchas)
    .where(eq(spentCaptchas.signature, signature))
    .limit(1);
  return spent.length === 1;
}
