import { ROLES } from "@odin/contracts";
import { type Database, schema } from "@odin/db";

const { users } = schema;

export interface NewAccountRow {
  firstName: string;
  lastName: string;
  email: string;
  mobileNumber: string;
  gender: string | undefined;
  passwordHash: string;
  isMobileNumberVerified: boolean;
}

/** PostgreSQL's unique_violation, found on the driver error or the error Drizzle wraps it in. */
function isUniqueViolation(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    if ((cause as { code?: unknown }).code === "23505") return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Creates an end-user account in one statement (its own transaction). The unique indexes on e-mail
 * and mobile number decide between two concurrent registrations: the loser gets `undefined`.
 * E-mails are stored in lower case, so the index also catches case variants.
 */
export async function insertAccount(
  db: Database,
  account: NewAccountRow,
): Promise<{ id: number; roles: string[] } | undefined> {
  try {
    const [row] = await db
      .insert(users)
      .values({
        firstName: account.firstName,
        lastName: account.lastName,
        email: account.email.toLowerCase(),
        mobileNumber: account.mobileNumber,
        gender: account.gender ?? null,
        passwordHash: account.passwordHash,
        roles: [ROLES.endUser],
        userType: "END_USER",
        isMobileNumberVerified: account.isMobileNumberVerified,
        isEmailVerified: false,
      })
      .returning({ id: users.id, roles: users.roles });
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}
