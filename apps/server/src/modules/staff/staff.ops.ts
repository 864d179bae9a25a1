import { randomBytes } from "node:crypto";
import { BUILT_IN_ROLES, ROLES } from "@odin/contracts";
import { schema } from "@odin/db";
import { eq } from "drizzle-orm";
import { recordAudit, systemActor } from "../../platform/audit";
import { type OpsCommand, OpsUsageError } from "../../platform/ops-commands";
import { hashPassword } from "../auth";

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[A-Za-z]{2,}$/;

/**
 * The first owner of a new store, and staff before the back office's staff pages: `npm run ops --
 * staff:add owner@shop.in owner Meera Iyer`. The account is staff only (the storefront refuses it);
 * its first password is printed once.
 */
export const staffOps: OpsCommand[] = [
  {
    name: "staff:add",
    usage: "<email> <role> <firstName> [lastName]",
    summary: `Adds a staff account with a role (${Object.keys(BUILT_IN_ROLES).join(", ")} or one the owner made) and prints its first password.`,
    async run([emailText, roleName, firstName, lastName = ""], { db, print }) {
      const email = emailText?.trim().toLowerCase() ?? "";
      if (!EMAIL.test(email)) throw new OpsUsageError("<email> must be an e-mail address");
      if (!roleName || !firstName) throw new OpsUsageError("give the role and the first name");
      await db
        .insert(schema.staffRoles)
        .values(
          Object.entries(BUILT_IN_ROLES).map(([name, role]) => ({
            name,
            label: role.label,
            permissions: [...role.permissions],
            builtIn: true,
          })),
        )
        .onConflictDoNothing();
      const [role] = await db.select().from(schema.staffRoles).where(eq(schema.staffRoles.name, roleName));
      if (!role) throw new OpsUsageError(`no role ${roleName}`);
      const [taken] = await db
        .select({ id: schema.users.id })
        .from(schema.users)
        .where(eq(schema.users.email, email));
      if (taken)
        throw new OpsUsageError(
          `${email} already has an account; staff accounts are separate from shoppers'`,
        );
      const password = randomBytes(12).toString("base64url");
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        const [user] = await tx
          .insert(schema.users)
          .values({ firstName, lastName, email, passwordHash, roles: [ROLES.staff], isEmailVerified: true })
          .returning({ id: schema.users.id });
        if (!user) throw new Error("no user inserted");
        await tx.insert(schema.staffMembers).values({ userId: user.id, roleId: role.id });
        await recordAudit(tx, systemActor("npm run ops", `ops:${Date.now()}`), {
          resource: "staff",
          resourceId: user.id,
          action: "create",
          after: { email, role: role.name },
        });
      });
      print(`${email} is ${role.label} staff. First password (shown once): ${password}`);
    },
  },
];
