import { describe, expect, it } from "vitest";
import { adminRoutes } from "./admin/routes";
import type { RouteSpec } from "./route-spec";
import { routes } from "./routes";

type DomainMaps = Record<string, Record<string, RouteSpec>>;

/** Every domain's route maps (the exports of `<domain>/routes.ts`), by the domain's folder. */
const domainMaps = new Map<string, DomainMaps>(
  Object.entries(import.meta.glob<DomainMaps>("./*/routes.ts", { eager: true })).map(([file, exports]) => [
    file.split("/")[1] ?? file,
    exports,
  ]),
);

/** The back office's map (`adminRoutes`, decision 60) is kept apart from the storefront's. */
const ADMIN = "admin";

/** Every route name, with the domains that declare it (the storefront's, or the back office's). */
function owners(part: "storefront" | "admin" | "both" = "both"): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const [domain, exports] of domainMaps) {
    if (part !== "both" && (domain === ADMIN) !== (part === ADMIN)) continue;
    for (const map of Object.values(exports)) {
      for (const name of Object.keys(map)) found.set(name, [...(found.get(name) ?? []), domain]);
    }
  }
  return found;
}

describe("the route map composed from the domains' maps", () => {
  it("finds the domains' maps", () => {
    expect(domainMaps.size).toBeGreaterThan(10);
  });

  it("gives each route name to one domain only", () => {
    const overlapping = [...owners()].filter(([, domains]) => domains.length > 1);
    expect(overlapping).toEqual([]);
  });

  it("holds every entry of every domain's map, as the same object, and nothing else", () => {
    expect(Object.keys(routes).sort()).toEqual([...owners("storefront").keys()].sort());
    for (const [domain, exports] of domainMaps) {
      if (domain === ADMIN) continue;
      for (const map of Object.values(exports)) {
        for (const [name, route] of Object.entries(map))
          expect(routes[name as keyof typeof routes]).toBe(route);
      }
    }
  });

  it("keeps the back office's routes under /admin/api, each naming its permission", () => {
    expect(Object.keys(adminRoutes).sort()).toEqual([...owners(ADMIN).keys()].sort());
    for (const [name, route] of Object.entries(adminRoutes)) {
      expect(route.path, name).toMatch(/^\/admin\/api\//);
    }
    const open = Object.entries(adminRoutes).filter(([, route]) => !("permission" in route));
    // Only the two steps of signing in are called before a session exists.
    expect(open.map(([name]) => name).sort()).toEqual(["staffSignIn", "staffSignInCode"]);
    for (const route of Object.values(routes)) expect(route.path).not.toMatch(/^\/admin\//);
  });
});
