import { hash } from "@node-rs/argon2";
import type { BuiltInRole } from "@odin/contracts";
import type { users } from "../schema";
import { createRandom } from "./random";
import { SEED_EPOCH } from "./styles";

export const DEMO_PASSWORD = "Odin@2026";

export interface DemoUser {
  firstName: string;
  lastName: string;
  gender: "male" | "female";
  mobileNumber: string;
  email: string;
  roles: string[];
  description: string;
  /** A staff member's back-office role (decision 61). */
  staffRole?: BuiltInRole;
}

/** The demo accounts documented in docs/demo-data.md. All use DEMO_PASSWORD. */
export const DEMO_USERS: readonly DemoUser[] = [
  {
    firstName: "Asha",
    lastName: "Rao",
    gender: "female",
    mobileNumber: "9876543210",
    email: "asha@example.in",
    roles: ["ROLE_END_USER"],
    description: "Shopper; use her for bag, checkout and orders",
  },
  {
    firstName: "Vikram",
    lastName: "Singh",
    gender: "male",
    mobileNumber: "9876543211",
    email: "vikram@example.in",
    roles: ["ROLE_END_USER"],
    description: "Second shopper (for checks that one shopper cannot see another's data)",
  },
  {
    firstName: "Kabir",
    lastName: "Mehta",
    gender: "male",
    mobileNumber: "9876543212",
    email: "buyer@example.in",
    roles: ["ROLE_BUSINESS_USER"],
    description: "Business buyer: refused on the storefront with the business-user message",
  },
  {
    firstName: "Priya",
    lastName: "Nair",
    gender: "female",
    mobileNumber: "9876543213",
    email: "staff@example.in",
    roles: ["ROLE_END_USER", "ROLE_STAFF"],
    description: "Staff member: logged out with the staff message; the back office's operations role",
    staffRole: "operations",
  },
  {
    firstName: "Rohan",
    lastName: "Das",
    gender: "male",
    mobileNumber: "9876543214",
    email: "dual@example.in",
    roles: ["ROLE_END_USER", "ROLE_BUSINESS_USER"],
    description: "Holds both token roles: refused with the invalid-role message",
  },
  ...staffOf([
    ["Meera", "Iyer", "female", "owner", "Back office: the owner, every permission"],
    ["Arjun", "Patel", "male", "operations", "Back office: operations (orders, shipments, returns)"],
    ["Sana", "Khan", "female", "customer-care", "Back office: customer care (refunds, reviews, customers)"],
    ["Dev", "Malhotra", "male", "catalogue", "Back office: catalogue"],
    ["Nisha", "Verma", "female", "content", "Back office: content"],
  ]),
];

/** Back-office accounts: staff only (the storefront refuses them), one per built-in role. */
function staffOf(
  people: ReadonlyArray<readonly [string, string, "male" | "female", BuiltInRole, string]>,
): DemoUser[] {
  return people.map(([firstName, lastName, gender, staffRole, description], index) => ({
    firstName,
    lastName,
    gender,
    mobileNumber: `98765432${15 + index}`,
    email: `${staffRole}@example.in`,
    roles: ["ROLE_STAFF"],
    description,
    staffRole,
  }));
}

export type UserRow = typeof users.$inferInsert & { id: number };

/**
 * argon2id with the project's parameters. The salt is drawn from the seed's random stream so the
 * same seed writes byte-identical rows; the password is public demo data, so nothing is lost.
 */
export async function buildUsers(): Promise<UserRow[]> {
  return Promise.all(
    DEMO_USERS.map(async (user, index) => {
      const salt = createRandom(`salt:${user.email}`).bytes(16);
      const passwordHash = await hash(DEMO_PASSWORD, {
        algorithm: 2, // Argon2id
        memoryCost: 19456,
        timeCost: 2,
        parallelism: 1,
        salt,
      });
      return {
        id: index + 1,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        mobileNumber: user.mobileNumber,
        countryCallingCode: "+91",
        gender: user.gender,
        passwordHash,
        roles: user.roles,
        userType: "END_USER",
        isEmailVerified: true,
        isMobileNumberVerified: true,
        createdAt: SEED_EPOCH,
      };
    }),
  );
}
