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

/** Every route name, with the domains that declare it. */
function owners(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const [domain, exports] of domainMaps) {
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

  // The back office's map (admin/routes.ts) stays apart from the storefront's, so no shopper's page
  // bundles it; between them they hold every domain's entries.
  const both: Record<string, RouteSpec> = { ...routes, ...adminRoutes };

  it("holds every entry of every domain's map, as the same object, and nothing else", () => {
    expect(Object.keys(both).sort()).toEqual([...owners().keys()].sort());
    for (const exports of domainMaps.values()) {
      for (const map of Object.values(exports)) {
        for (const [name, route] of Object.entries(map)) expect(both[name]).toBe(route);
      }
    }
  });

  it("keeps the back office's routes under /admin/api, each with its permission, and the storefront's out of it", () => {
    // Only the sign-in calls go without a permission: they are how a session starts.
    for (const route of Object.values(adminRoutes) as RouteSpec[]) {
      expect(route.path).toMatch(/^\/admin\/api\//);
      if (!route.path.startsWith("/admin/api/sign-in")) expect(route.permission, route.path).toBeDefined();
    }
    for (const route of Object.values(routes)) expect(route.path).not.toMatch(/^\/admin\//);
  });
});
