import {
  adminRoutes,
  BUILT_IN_ROLES,
  type BuiltInRole,
  type Permission,
  type RouteSpec,
} from "@odin/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/api-fixture";
import { adminHeaders, createStaff, signInStaff, type TestStaff } from "../../testing/staff";
import { problemOf } from "../../testing/test-app";

const test = useTestApp();

/**
 * Every back-office route behind a permission, with a path whose parameters are filled with a sample
 * no record has: on a database other test files share, record 1 may be another staff member's (an
 * import), whose refusal would read as the guard's.
 */
const guarded = Object.entries(adminRoutes as Record<string, RouteSpec>)
  .filter(
    (entry): entry is [string, RouteSpec & { permission: Permission | "staff" }] => !!entry[1].permission,
  )
  .map(([name, route]) => ({ name, route, url: route.path.replace(/:\w+/g, "999999999") }))
  // Signing out ends the session the other calls use: last.
  .sort((a, b) => Number(a.name === "staffSignOut") - Number(b.name === "staffSignOut"));

const call = (route: RouteSpec, url: string, headers: Record<string, string>) =>
  test.app.inject({ method: route.method, url, headers, ...(route.method === "GET" ? {} : { payload: {} }) });

/**
 * House rule 13: each back-office call checks its permission, for each role. A role without the
 * permission is refused 403 before its input is read; a role with it gets past the guard (whatever
 * the empty input then answers). The menu and the admin app's routes read the same `permission`.
 */
describe("every back-office route, for every built-in role (decisions 60, 61)", () => {
  const staff = new Map<BuiltInRole, TestStaff>();

  beforeAll(async () => {
    for (const role of Object.keys(BUILT_IN_ROLES) as BuiltInRole[]) {
      staff.set(role, await signInStaff(test, await createStaff(test, role)));
    }
  });

  it("covers the back office's routes", () => {
    expect(guarded.length).toBeGreaterThanOrEqual(6);
  });

  for (const role of Object.keys(BUILT_IN_ROLES) as BuiltInRole[]) {
    it(`${role}: refused each call its role lacks the permission of, let through the others`, async () => {
      const member = staff.get(role);
      if (!member) throw new Error(`no ${role} staff member`);
      const held: readonly string[] = BUILT_IN_ROLES[role].permissions;
      for (const { name, route, url } of guarded) {
        const answer = await call(route, url, member.headers);
        if (route.permission === "staff" || held.includes(route.permission)) {
          expect([401, 403], `${role} ${name}`).not.toContain(answer.statusCode);
        } else {
          expect(answer.statusCode, `${role} ${name}`).toBe(403);
          expect(problemOf(answer)?.code, `${role} ${name}`).toBe("PERMISSION_REFUSED");
        }
      }
    });
  }

  it("answers 401 to every call without a session", async () => {
    for (const { name, route, url } of guarded) {
      const answer = await call(route, url, adminHeaders());
      expect(answer.statusCode, name).toBe(401);
    }
  });

  it("never takes a shopper's access token for a staff session", async () => {
    const shopper = await test.shopper();
    for (const { name, route, url } of guarded) {
      const answer = await call(route, url, { ...adminHeaders(), authorization: `Bearer ${shopper.token}` });
      expect(answer.statusCode, name).toBe(401);
    }
  });
});
