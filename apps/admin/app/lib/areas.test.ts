import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { BUILT_IN_ROLES, PERMISSIONS } from "@odin/contracts";
import { describe, expect, it } from "vitest";
import { AREAS, areasFor, mayUse } from "./areas";

/** The app/ folder, which route modules are named from. */
const APP = join(dirname(fileURLToPath(import.meta.url)), "..");

describe("the back office's areas", () => {
  it("are each drawn by a route module that exists, under a permission the contracts know", () => {
    for (const area of AREAS) {
      expect(existsSync(join(APP, area.file)), area.file).toBe(true);
      for (const page of "pages" in area ? area.pages : []) {
        expect(existsSync(join(APP, page.file)), page.file).toBe(true);
        // Under the area's address, so its menu entry stays marked on the page.
        expect(page.path.startsWith(`${area.path}/`), page.path).toBe(true);
      }
      if (area.permission !== "staff") expect(PERMISSIONS).toHaveProperty(area.permission);
    }
  });

  it("are offered only as the role's permissions allow; Help to every staff member", () => {
    expect(areasFor([]).map((area) => area.label)).toEqual(["Help"]);
    expect(areasFor(["orders:read", "orders:write"]).map((area) => area.label)).toEqual(["Orders", "Help"]);
    expect(areasFor(["returns:read"]).map((area) => area.label)).toEqual(["Returns & refunds", "Help"]);
    expect(areasFor(["audit:read"]).map((area) => area.label)).toEqual(["Audit log", "Help"]);
    expect(areasFor(["jobs:read", "staff:read"]).map((area) => area.label)).toEqual([
      "Jobs & messages",
      "Staff & roles",
      "Help",
    ]);
    // Writing is not reading: a permission is held or not, by its exact name.
    expect(areasFor(["audit:write"]).map((area) => area.label)).toEqual(["Help"]);
    expect(mayUse([], "staff")).toBe(true);
    expect(mayUse(["audit:read"], "audit:read")).toBe(true);
    expect(mayUse(["audit:read"], "staff:read")).toBe(false);
  });

  it("open to each built-in role the areas its work needs", () => {
    const labels = (role: keyof typeof BUILT_IN_ROLES) =>
      areasFor(BUILT_IN_ROLES[role].permissions).map((area) => area.label);
    expect(labels("owner")).toEqual(AREAS.map((area) => area.label));
    expect(labels("operations")).toContain("Jobs & messages");
    expect(labels("operations")).toContain("Orders");
    expect(labels("operations")).not.toContain("Staff & roles");
    expect(labels("customer-care")).not.toContain("Jobs & messages");
    expect(labels("operations")).toContain("Returns & refunds");
    expect(labels("customer-care")).toContain("Returns & refunds");
    expect(labels("catalogue")).not.toContain("Returns & refunds");
    expect(labels("customer-care")).toEqual(expect.arrayContaining(["Reviews", "Customers"]));
    expect(labels("catalogue")).toEqual(["Catalogue", "Promotions", "Reviews", "Help"]);
    expect(areasFor(["catalogue:read"]).map((area) => area.label)).toEqual(["Catalogue", "Help"]);
    expect(labels("content")).toEqual(["Content", "Help"]);
  });
});
