import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { PERMISSIONS } from "@odin/contracts";
import { describe, expect, it } from "vitest";
import { AREAS, areasFor, mayUse } from "./areas";

/** The app/ folder, which route modules are named from. */
const APP = join(dirname(fileURLToPath(import.meta.url)), "..");

describe("the back office's areas", () => {
  it("are each drawn by a route module that exists, under a permission the contracts know", () => {
    for (const area of AREAS) {
      expect(existsSync(join(APP, area.file)), area.file).toBe(true);
      if (area.permission !== "staff") expect(PERMISSIONS).toHaveProperty(area.permission);
    }
  });

  it("are offered only as the role's permissions allow; Help to every staff member", () => {
    expect(areasFor([]).map((area) => area.label)).toEqual(["Help"]);
    expect(areasFor(["orders:read", "orders:write"]).map((area) => area.label)).toEqual(["Help"]);
    expect(areasFor(["audit:read"]).map((area) => area.label)).toEqual(["Audit log", "Help"]);
    // Writing is not reading: a permission is held or not, by its exact name.
    expect(areasFor(["audit:write"]).map((area) => area.label)).toEqual(["Help"]);
    expect(mayUse([], "staff")).toBe(true);
    expect(mayUse(["audit:read"], "audit:read")).toBe(true);
    expect(mayUse(["audit:read"], "staff:read")).toBe(false);
  });
});
