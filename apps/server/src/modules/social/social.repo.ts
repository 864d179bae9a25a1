import type { SocialProvider } from "@odin/contracts";
import { type Database, schema } from "@odin/db";
import { and, eq } from "drizzle-orm";
import { isUniqueViolation } from "../../platform/database";
import { insertAccount, type UserRecord } from "../users";

const { socialIdentities } = schema;

/** The id of the account linked to a provider's subject, if any. */
export async function findLinkedUserId(
  db: Database,
  provider: SocialProvider,
  subject: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: socialIdentities.userId })
    .from(socialIdentities)
    .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, subject)))
    .limit(1);
  return row?.userId;
}

/** Links a provider's subject to an account; a link that already exists is kept as it is. */
export async function linkIdentity(
  db: Database,
  identity: { provider: SocialProvider; subject: string; userId: number; email: string | undefined },
): Promise<void> {
  await db
    .insert(socialIdentities)
    .values({ ...identity, email: identity.email ?? null })
    .onConflictDoNothing();
}

export interface NewSocialAccount {
  provider: SocialProvider;
  subject: string;
  firstName: string;
  lastName: string;
  email: string;
  isEmailVerified: boolean;
  mobileNumber: string;
}

/**
 * Creates a social account (no password, phone verified by OTP) and its identity in one
 * transaction. The unique indexes on e-mail, mobile number and identity decide between two
 * concurrent requests: the loser gets `undefined` and nothing is written.
 */
export async function createSocialAccount(
  db: Database,
  account: NewSocialAccount,
): Promise<UserRecord | undefined> {
  try {
    return await db.transaction(async (tx) => {
      const user = await insertAccount(tx, {
        firstName: account.firstName,
        lastName: account.lastName,
        email: account.email,
        mobileNumber: account.mobileNumber,
        passwordHash: null,
        userType: "SOCIAL_USER",
        isEmailVerified: account.isEmailVerified,
        isMobileNumberVerified: true,
      });
      await tx.insert(socialIdentities).values({
        provider: account.provider,
        subject: account.subject,
        userId: user.id,
        email: account.email.toLowerCase(),
      });
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}
