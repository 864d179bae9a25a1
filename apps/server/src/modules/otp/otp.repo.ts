import type { OtpPurpose } from "@odin/contracts";
import { type Executor, schema, type Transaction } from "@odin/db";
import { and, count, eq, gt, gte, isNotNull, isNull, lt, sql } from "drizzle-orm";

const { otpChallenges, otpSends } = schema;

export type ChallengeRecord = typeof otpChallenges.$inferSelect;
export type Tx = Transaction;

export async function findChallenge(db: Executor, id: string): Promise<ChallengeRecord | undefined> {
  const [row] = await db.select().from(otpChallenges).where(eq(otpChallenges.id, id)).limit(1);
  return row;
}

/**
 * Serialises the sends of one phone number: the count-then-send of two concurrent requests cannot
 * both pass the limit. Held until the transaction ends.
 */
export async function lockPhone(tx: Transaction, mobileNumber: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`odin-otp:${mobileNumber}`}))`);
}

export async function sendsSince(
  db: Executor,
  by: { mobileNumber: string } | { clientAddress: string },
  since: Date,
): Promise<number> {
  const who =
    "mobileNumber" in by
      ? eq(otpSends.mobileNumber, by.mobileNumber)
      : eq(otpSends.clientAddress, by.clientAddress);
  const [row] = await db
    .select({ sends: count() })
    .from(otpSends)
    .where(and(who, gte(otpSends.sentAt, since)));
  return row?.sends ?? 0;
}

/** Counts a send and forgets this phone's sends that no window looks at any more. */
export async function recordSend(
  tx: Transaction,
  send: { mobileNumber: string; clientAddress: string; sentAt: Date },
  forgetBefore: Date,
): Promise<void> {
  await tx
    .delete(otpSends)
    .where(and(eq(otpSends.mobileNumber, send.mobileNumber), lt(otpSends.sentAt, forgetBefore)));
  await tx.insert(otpSends).values(send);
}

export async function insertChallenge(tx: Transaction, row: typeof otpChallenges.$inferInsert) {
  await tx.insert(otpChallenges).values(row);
}

/** Deletes this phone's challenges that ended long ago (nothing looks at them any more). */
export async function forgetOldChallenges(
  tx: Transaction,
  mobileNumber: string,
  before: Date,
): Promise<void> {
  await tx
    .delete(otpChallenges)
    .where(and(eq(otpChallenges.mobileNumber, mobileNumber), lt(otpChallenges.expiresAt, before)));
}

/** Puts a new code in place of the old one, unless another resend got there first. */
export async function replaceCode(
  tx: Transaction,
  challenge: ChallengeRecord,
  next: { codeHash: string; sentAt: Date; expiresAt: Date },
): Promise<boolean> {
  const rows = await tx
    .update(otpChallenges)
    .set({
      codeHash: next.codeHash,
      attempts: 0,
      sends: sql`${otpChallenges.sends} + 1`,
      lastSentAt: next.sentAt,
      expiresAt: next.expiresAt,
      verifiedAt: null,
    })
    .where(
      and(
        eq(otpChallenges.id, challenge.id),
        eq(otpChallenges.sends, challenge.sends),
        isNull(otpChallenges.consumedAt),
      ),
    )
    .returning({ id: otpChallenges.id });
  return rows.length === 1;
}

/**
 * Takes one of the code's tries before the code is compared: of many concurrent guesses only
 * `maxTries` are ever compared. Answers the row as it is after the increment, or undefined when no
 * try is left or the code is used.
 */
export async function takeTry(
  db: Executor,
  id: string,
  maxTries: number,
): Promise<ChallengeRecord | undefined> {
  const [row] = await db
    .update(otpChallenges)
    .set({ attempts: sql`${otpChallenges.attempts} + 1` })
    .where(
      and(eq(otpChallenges.id, id), lt(otpChallenges.attempts, maxTries), isNull(otpChallenges.consumedAt)),
    )
    .returning();
  return row;
}

/**
 * A right code gives its try back and is marked verified (`validate`) or used (`consume`); the
 * conditions make each happen once.
 */
export async function settleRightCode(
  db: Executor,
  id: string,
  use: "verify" | "consume",
  now: Date,
): Promise<boolean> {
  const open = and(eq(otpChallenges.id, id), isNull(otpChallenges.consumedAt));
  const rows = await db
    .update(otpChallenges)
    .set({
      attempts: sql`${otpChallenges.attempts} - 1`,
      ...(use === "verify" ? { verifiedAt: now } : { consumedAt: now }),
    })
    .where(use === "verify" ? and(open, isNull(otpChallenges.verifiedAt)) : open)
    .returning({ id: otpChallenges.id });
  return rows.length === 1;
}

/** Uses up a code that `validate` accepted and that has not expired. */
/**
 * Uses up a verified, unexpired code once, in one conditional update; with `holder`, only the code
 * of that number and purpose (a placement's, which has not read the challenge first).
 */
export async function consumeVerified(
  db: Executor,
  id: string,
  now: Date,
  holder?: { mobileNumber: string; purpose: OtpPurpose },
): Promise<boolean> {
  const rows = await db
    .update(otpChallenges)
    .set({ consumedAt: now })
    .where(
      and(
        eq(otpChallenges.id, id),
        isNotNull(otpChallenges.verifiedAt),
        isNull(otpChallenges.consumedAt),
        gt(otpChallenges.expiresAt, now),
        holder ? eq(otpChallenges.mobileNumber, holder.mobileNumber) : undefined,
        holder ? eq(otpChallenges.purpose, holder.purpose) : undefined,
      ),
    )
    .returning({ id: otpChallenges.id });
  return rows.length === 1;
}
