import { PERMISSION_NAMES, roleCreateBody, staffCreateBody } from "@odin/contracts";
import { describe, expect, it } from "vitest";
import {
  EMAIL_MAX,
  NAME_MAX,
  permissionGroups,
  ROLE_LABEL_MAX,
  roleNameProblem,
  SCOPE_MAX,
  scopeOf,
} from "./staff-rules";

describe("the staff pages' rules, held equal to the contracts' schemas", () => {
  it("takes the role names the server takes, and refuses the others with its words", () => {
    const names = [
      "packers",
      "p2",
      "night-shift",
      "a",
      "Packers",
      "2nd",
      "-x",
      "a_b",
      "p".repeat(40),
      "p".repeat(41),
    ];
    for (const name of names) {
      const server = roleCreateBody.safeParse({ name, label: "L", permissions: [] });
      expect(roleNameProblem(name) === undefined, name).toBe(server.success);
      if (!server.success) {
        expect(server.error.issues.map((issue) => issue.message)).toContain(roleNameProblem(name));
      }
    }
  });

  it("bounds the fields as the server does", () => {
    const role = { name: "packers", permissions: [] };
    expect(roleCreateBody.safeParse({ ...role, label: "L".repeat(ROLE_LABEL_MAX) }).success).toBe(true);
    expect(roleCreateBody.safeParse({ ...role, label: "L".repeat(ROLE_LABEL_MAX + 1) }).success).toBe(false);
    const member = { email: "a@example.in", firstName: "A", roleId: 1 };
    expect(staffCreateBody.safeParse({ ...member, firstName: "A".repeat(NAME_MAX) }).success).toBe(true);
    expect(staffCreateBody.safeParse({ ...member, firstName: "A".repeat(NAME_MAX + 1) }).success).toBe(false);
    const email = `${"a".repeat(EMAIL_MAX - 11)}@example.in`;
    expect(staffCreateBody.safeParse({ ...member, email }).success).toBe(true);
    expect(staffCreateBody.safeParse({ ...member, email: `a${email}` }).success).toBe(false);
    const ids = Array.from({ length: SCOPE_MAX + 1 }, (_, index) => index + 1);
    expect(staffCreateBody.safeParse({ ...member, brandIds: ids.slice(1) }).success).toBe(true);
    expect(staffCreateBody.safeParse({ ...member, brandIds: ids }).success).toBe(false);
  });

  it("reads a scope as the ids typed, none as all, and refuses what is not an id", () => {
    expect(scopeOf("", "Brand ids")).toEqual({ ids: null });
    expect(scopeOf(" 3, 12 12\n4 ", "Brand ids")).toEqual({ ids: [3, 12, 4] });
    expect(scopeOf("3, x", "Brand ids")).toHaveProperty("problem");
    expect(scopeOf("0", "Brand ids")).toHaveProperty("problem");
    expect(scopeOf("2147483648", "Brand ids")).toHaveProperty("problem");
    expect(scopeOf("1.5", "Brand ids")).toHaveProperty("problem");
  });

  it("groups every permission once, by what it acts on", () => {
    const groups = permissionGroups();
    expect(groups.flatMap((group) => group.permissions.map((each) => each.name))).toEqual(PERMISSION_NAMES);
    expect(groups[0]?.resource).toBe("orders");
  });
});
