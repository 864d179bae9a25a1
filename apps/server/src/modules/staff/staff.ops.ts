import { insertBuiltInRoles } from "@odin/db";
import { systemActor } from "../../platform/audit";
import { type OpsCommand, OpsUsageError } from "../../platform/ops-commands";
import { createStaffAdmin } from "./staff-admin";

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[A-Za-z]{2,}$/;

/**
 * The first owner of a new store, before anyone can sign in to the back office: `npm run ops --
 * staff:add owner@shop.in owner Meera Iyer`. The same service as the staff page: a staff-only
 * account (the storefront refuses it), its first password printed once, the change audited.
 */
export const staffOps: OpsCommand[] = [
  {
    name: "staff:add",
    usage: "<email> <role> <firstName> [lastName]",
    summary:
      "Adds a staff account with a role (owner, operations, customer-care, catalogue, content or one the owner made) and prints its first password.",
    async run([emailText, roleName, firstName, lastName = ""], { db, print }) {
      const email = emailText?.trim().toLowerCase() ?? "";
      if (!EMAIL.test(email)) throw new OpsUsageError("<email> must be an e-mail address");
      if (!roleName || !firstName) throw new OpsUsageError("give the role and the first name");
      const roleId = (await insertBuiltInRoles(db)).get(roleName);
      if (!roleId) throw new OpsUsageError(`no role ${roleName}`);
      const created = await createStaffAdmin(db).createMember(
        { email, firstName, lastName, roleId, brandIds: null, centreIds: null },
        systemActor("npm run ops -- staff:add", `ops:${Date.now()}`),
      );
      if (!created.ok) throw new OpsUsageError(created.problem.detail);
      const { member, firstPassword } = created.value;
      print(`${email} is ${member.role.label} staff. First password (shown once): ${firstPassword}`);
    },
  },
];
