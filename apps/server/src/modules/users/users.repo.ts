import { type Database, type Executor, schema } from "@odin/db";
import { eq, sql } from "drizzle-orm";
import { isUniqueViolation, newEndUser } from "../../platform/database";

/**
 * The one home of the `users` table's queries: sign-in, OTP, registration, password recovery and
 * social sign-in read and write accounts only through these.
 */

const { users } = schema;

export type UserRecord = typeof users.$inferSelect;

/** E-mails are compared in lower case: they are stored so, and typed in any case. */
export async function findUserByEmail(db: Executor, email: string): Promise<UserRecord | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findUserByMobile(db: Executor, mobileNumber: string): Promise<UserRecord | undefined> {
  const [row] = await db.select().from(users).where(eq(users.mobileNumber, mobileNumber)).limit(1);
  return row;
}

export async function findUserById(db: Executor, id: number): Promise<UserRecord | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Which of a mobile number and an e-mail already belong to an account (each false when not given). */
export async function whichTaken(
  db: Executor,
  given: { mobileNumber?: string | undefined; email?: string | undefined },
): Promise<{ mobileNumberPresent: boolean; emailIdPresent: boolean }> {
  const [byMobile, byEmail] = await Promise.all([
    given.mobileNumber ? findUserByMobile(db, given.mobileNumber) : undefined,
    given.email ? findUserByEmail(db, given.email) : undefined,
  ]);
  return { mobileNumberPresent: Boolean(byMobile), emailIdPresent: Boolean(byEmail) };
}

export async function setPasswordHash(db: Executor, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** A code sent to the number proved it. */
export async function markMobileVerified(db: Executor, userId: number): Promise<void> {
  await db.update(users).set({ isMobileNumberVerified: true }).where(eq(users.id, userId));
}

/** A new shopper account as registration or social sign-in makes it. */
export interface NewAccount {
  firstName: string;
  lastName: string;
  email: string;
  mobileNumber: string;
  gender?: string | undefined;
  /** Null for an account made by social sign-in. */
  passwordHash: string | null;
  userType: "END_USER" | "SOCIAL_USER";
  isMobileNumberVerified: boolean;
  isEmailVerified: boolean;
}

/**
 * Inserts an end-user account. A unique violation (e-mail or mobile number taken) is thrown, so a
 * caller inside a transaction rolls it back; `createAccount` answers it as `undefined`.
 */
export async function insertAccount(db: Executor, account: NewAccount): Promise<UserRecord> {
  const [row] = await db
    .insert(users)
    .values({
      firstName: account.firstName,
      lastName: account.lastName,
      ...newEndUser(account.email),
      mobileNumber: account.mobileNumber,
      gender: account.gender ?? null,
      passwordHash: account.passwordHash,
      userType: account.userType,
      isMobileNumberVerified: account.isMobileNumberVerified,
      isEmailVerified: account.isEmailVerified,
    })
    .returning();
  if (!row) throw new Error("no user inserted");
  return row;
}

/**
 * Creates an account in one statement (its own transaction). The unique indexes on e-mail and mobile
 * number decide between two concurrent registrations: the loser gets `undefined`. E-mails are stored
 * in lower case, so the index also catches case variants.
 */
export async function createAccount(db: Database, account: NewAccount): Promise<UserRecord | undefined> {
  try {
    return await insertAccount(db, account);
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}
