import { type Database, schema } from "@odin/db";
import { isUniqueViolation, newEndUser } from "../../platform/database";

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
        ...newEndUser(account.email),
        mobileNumber: account.mobileNumber,
        gender: account.gender ?? null,
        passwordHash: account.passwordHash,
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
