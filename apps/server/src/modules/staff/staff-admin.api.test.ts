import { randomBytes } from "node:crypto";
import {
  adminRole,
  adminStaffMember,
  PERMISSION_NAMES,
  rolesAnswer,
  STAFF_COOKIES,
  staffCreated,
} from "@odin/contracts";
import { schema } from "@odin/db";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/api-fixture";
import { createStaff, readStaffCode, signInStaff, staffWith } from "../../testing/staff";
import { problemOf } from "../../testing/test-app";

const test = useTestApp();

const send = (method: "POST" | "PUT", url: string, headers: Record<string, string>, payload: object) =>
  test.app.inject({ method, url, headers, payload });

const roleId = async (name: string) => {
  const [row] = await test.database.db
    .select()
    .from(schema.staffRoles)
    .where(eq(schema.staffRoles.name, name));
  if (!row) throw new Error(`no role ${name}`);
  return row.id;
};

const auditFor = (resource: string, id: number) =>
  test.database.db
    .select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.resource, resource), eq(schema.auditLog.resourceId, String(id))));

describe("roles (decision 61)", () => {
  it("adds a role and changes its permissions, which its staff hold at their next request", async () => {
    const owner = await staffWith(test, ["staff:read", "staff:write"]);
    const name = `packers-${randomBytes(3).toString("hex")}`;
    const created = await send("POST", "/admin/api/roles", owner.headers, {
      name,
      label: "Packers",
      permissions: ["orders:read"],
    });
    expect(created.statusCode).toBe(200);
    const role = adminRole.parse(created.json());
    const packer = await signInStaff(test, await createStaff(test, name));
    expect((await test.app.inject({ url: "/admin/api/jobs", headers: packer.headers })).statusCode).toBe(403);
    const changed = await send("PUT", `/admin/api/roles/${role.id}`, owner.headers, {
      label: "Packers",
      permissions: ["orders:read", "jobs:read"],
    });
    expect(adminRole.parse(changed.json())).toMatchObject({
      permissions: ["orders:read", "jobs:read"],
      members: 1,
    });
    expect((await test.app.inject({ url: "/admin/api/jobs", headers: packer.headers })).statusCode).toBe(200);
    const entries = await auditFor("role", role.id);
    expect(entries.map((entry) => entry.action)).toEqual(["create", "update"]);
    expect(entries[1]?.changes).toEqual({
      permissions: { from: ["orders:read"], to: ["orders:read", "jobs:read"] },
    });
    const again = await send("POST", "/admin/api/roles", owner.headers, {
      name,
      label: "Again",
      permissions: [],
    });
    expect(problemOf(again)?.code).toBe("ROLE_TAKEN");
  });

  it("keeps every permission in the owner role, and refuses unknown permissions", async () => {
    const owner = await staffWith(test, ["staff:read", "staff:write"]);
    const cut = await send("PUT", `/admin/api/roles/${await roleId("owner")}`, owner.headers, {
      label: "Owner",
      permissions: ["orders:read"],
    });
    expect(cut.statusCode).toBe(409);
    expect(problemOf(cut)?.code).toBe("OWNER_ROLE_FIXED");
    const relabelled = await send("PUT", `/admin/api/roles/${await roleId("owner")}`, owner.headers, {
      label: "Owner",
      permissions: PERMISSION_NAMES,
    });
    expect(relabelled.statusCode).toBe(200);
    const unknown = await send("POST", "/admin/api/roles", owner.headers, {
      name: "x-role",
      label: "X",
      permissions: ["orders:delete"],
    });
    expect(unknown.statusCode).toBe(400);
    const roles = rolesAnswer.parse(
      (await test.app.inject({ url: "/admin/api/roles", headers: owner.headers })).json(),
    );
    expect(roles.roles.map((role) => role.name)).toEqual(
      expect.arrayContaining(["owner", "operations", "customer-care", "catalogue", "content"]),
    );
  });
});

describe("staff members (decision 61)", () => {
  it("adds a staff-only account whose first password signs in with the e-mailed code", async () => {
    const owner = await staffWith(test, ["staff:read", "staff:write"]);
    const email = `new-${randomBytes(4).toString("hex")}@example.in`;
    const created = await send("POST", "/admin/api/staff", owner.headers, {
      email,
      firstName: "Ravi",
      roleId: await roleId("operations"),
      brandIds: [1, 2],
    });
    expect(created.statusCode).toBe(200);
    const { member, firstPassword } = staffCreated.parse(created.json());
    expect(member).toMatchObject({
      email,
      role: { name: "operations" },
      brandIds: [1, 2],
      centreIds: null,
      disabled: false,
    });
    const signedIn = await signInStaff(test, { id: member.id, email, password: firstPassword });
    expect(signedIn.cookie).toContain(STAFF_COOKIES.session);
    const [entry] = await auditFor("staff", member.id);
    expect(entry?.changes).toMatchObject({ email: { to: email }, role: { to: "operations" } });
    expect(JSON.stringify(entry?.changes)).not.toContain(firstPassword);
    const shopper = await test.shopper();
    const taken = await send("POST", "/admin/api/staff", owner.headers, {
      email: shopper.user.email,
      firstName: "Shopper",
      roleId: await roleId("operations"),
    });
    expect(problemOf(taken)?.code).toBe("EMAIL_TAKEN");
  });

  it("disables a staff member, whose session ends at once", async () => {
    const owner = await staffWith(test, ["staff:read", "staff:write"]);
    const member = await signInStaff(test, await createStaff(test, "content"));
    const disabled = await send("PUT", `/admin/api/staff/${member.id}`, owner.headers, {
      roleId: await roleId("content"),
      brandIds: null,
      centreIds: null,
      disabled: true,
    });
    expect(adminStaffMember.parse(disabled.json()).disabled).toBe(true);
    expect((await test.app.inject({ url: "/admin/api/session", headers: member.headers })).statusCode).toBe(
      401,
    );
    const restart = await test.app.inject({
      method: "POST",
      url: "/admin/api/sign-in",
      headers: member.headers,
      payload: { email: member.email, password: member.password },
    });
    expect(restart.statusCode).toBe(401);
    await expect(readStaffCode(test, `${member.email}.none`)).rejects.toThrow();
  });

  it("keeps at least one active owner, even when two step down at once", async () => {
    const owners = [];
    const { db } = test.database;
    // This file's owners only: the seeded ones are disabled for the test and restored after.
    const seeded = await db
      .update(schema.staffMembers)
      .set({ disabledAt: new Date() })
      .where(eq(schema.staffMembers.roleId, await roleId("owner")))
      .returning({ userId: schema.staffMembers.userId });
    try {
      for (let index = 0; index < 2; index += 1)
        owners.push(await signInStaff(test, await createStaff(test, "owner")));
      const [a, b] = owners;
      if (!a || !b) throw new Error("no owners");
      const operations = await roleId("operations");
      const body = { roleId: operations, brandIds: null, centreIds: null, disabled: false };
      const answers = await Promise.all([
        send("PUT", `/admin/api/staff/${a.id}`, a.headers, body),
        send("PUT", `/admin/api/staff/${b.id}`, b.headers, body),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const refused = answers.find((answer) => answer.statusCode === 409);
      expect(refused && problemOf(refused)?.code).toBe("LAST_OWNER");
    } finally {
      for (const { userId } of seeded) {
        await db
          .update(schema.staffMembers)
          .set({ disabledAt: null })
          .where(eq(schema.staffMembers.userId, userId));
      }
    }
  });
});
