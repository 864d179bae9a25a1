import * as contracts from "@odin/contracts";
import { adminRoutes, type RouteSpec, routes } from "@odin/contracts";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../testing/api-fixture";
import type { RegisteredRoute } from "./openapi";

const test = useTestApp();

/** The OpenAPI document and its viewer, and the catch-alls that answer unknown API paths with 404. */
const aboutTheApi = (url: string) =>
  url === "/api/openapi.json" ||
  url.startsWith("/api/docs") ||
  url === "/api/*" ||
  url === "/auth/*" ||
  url === "/admin/api/*";

const key = (method: string, path: string) => `${method} ${path}`;
const isApiPath = (url: string) => /^\/(api|auth|admin\/api)\//.test(url) && !aboutTheApi(url);

function registered(): Map<string, RegisteredRoute> {
  return new Map(test.app.registeredRoutes.map((route) => [key(route.method, route.url), route]));
}

describe("the contracts' route map", () => {
  // The storefront's and the back office's (decision 60).
  const entries = Object.entries({ ...routes, ...adminRoutes }) as [string, RouteSpec][];

  it("names every API route the server registers", () => {
    const mapped = new Set(entries.map(([, route]) => key(route.method, route.path)));
    const unmapped = test.app.registeredRoutes
      .filter((route) => isApiPath(route.url))
      .map((route) => key(route.method, route.url))
      .filter((route) => !mapped.has(route));
    expect(unmapped).toEqual([]);
  });

  it("names only paths a route serves", () => {
    const served = registered();
    const unserved = entries
      .filter(([, route]) => !served.has(key(route.method, route.path)))
      .map(([name]) => name);
    expect(unserved).toEqual([]);
  });

  it("gives each served route the schemas its entry names", () => {
    const served = registered();
    const schemaOf = (name: string | undefined) =>
      name === undefined ? undefined : (contracts as Record<string, unknown>)[name];
    const drifted = entries
      .filter(([, route]) => {
        const schema = served.get(key(route.method, route.path))?.schema ?? {};
        const response = schema.response as Record<string, unknown> | undefined;
        // A document's answer is its file type's bytes (serve's documentAnswer), not a contract schema.
        const answer = route.document
          ? (response?.[200] as { content?: Record<string, unknown> } | undefined)?.content?.[
              route.document
            ] === undefined
          : response?.[200] !== schemaOf(route.response);
        return (
          schema.body !== schemaOf(route.body) ||
          schema.querystring !== schemaOf(route.query) ||
          schema.params !== schemaOf(route.params) ||
          answer
        );
      })
      .map(([name]) => name);
    expect(drifted).toEqual([]);
  });
});

describe("OpenAPI's security", () => {
  interface Document {
    paths: Record<string, Record<string, { security?: unknown }>>;
    components: { securitySchemes?: Record<string, unknown> };
  }
  const shopper = [{ bearerToken: [] }, { accessTokenCookie: [] }];

  it("names the shopper's access token, in its header or its cookie, on the routes behind the auth guard", () => {
    const { paths, components } = test.app.swagger() as unknown as Document;
    expect(Object.keys(components.securitySchemes ?? {})).toEqual([
      "bearerToken",
      "accessTokenCookie",
      "staffSessionCookie",
    ]);
    expect(paths["/api/user/account"]?.get?.security).toEqual(shopper);
    expect(paths["/api/orders/{orderId}"]?.get?.security).toEqual(shopper);
    // A guest may price a bag too: the token is optional (an empty requirement among them).
    expect(paths["/api/checkout"]?.post?.security).toEqual([{}, ...shopper]);
    expect(paths["/api/v2/header"]?.get?.security).toBeUndefined();
    expect(paths["/auth/token"]?.post?.security).toBeUndefined();
  });

  it("names the staff session cookie on the back office's routes, but not on signing in", () => {
    const { paths } = test.app.swagger() as unknown as Document;
    expect(paths["/admin/api/session"]?.get?.security).toEqual([{ staffSessionCookie: [] }]);
    expect(paths["/admin/api/audit"]?.get?.security).toEqual([{ staffSessionCookie: [] }]);
    expect(paths["/admin/api/orders"]?.get?.security).toEqual([{ staffSessionCookie: [] }]);
    expect(paths["/admin/api/orders/{orderNumber}/moves"]?.post?.security).toEqual([
      { staffSessionCookie: [] },
    ]);
    expect(paths["/admin/api/sign-in"]?.post?.security).toBeUndefined();
  });
});
