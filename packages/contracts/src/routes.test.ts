import { describe, expect, it } from "vitest";
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

  it("holds every entry of every domain's map, as the same object, and nothing else", () => {
    expect(Object.keys(routes).sort()).toEqual([...owners().keys()].sort());
    for (const exports of domainMaps.values()) {
      for (const map of Object.values(exports)) {
        for (const [name, route] of Object.entries(map))
          expect(routes[name as keyof typeof routes]).toBe(route);
      }
    }
  });
});
