import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

/** The store locator's map tiles in the policy (decision 37). */
describe("the content security policy", () => {
  const policyOf = (response: { headers: Record<string, unknown> }) =>
    String(response.headers["content-security-policy"]);

  it("allows tiles from this site only, with the demo's tiles", async () => {
    const policy = policyOf(await test.app.inject({ url: "/healthz" }));
    expect(policy).toContain("img-src 'self' data:;");
  });

  it("adds the configured tile server to the images, and to nothing else", async () => {
    const other = await createTestApp({
      database: test.database,
      env: { ODIN_MAP_TILE_URL: "https://{s}.tiles.example.in/osm/{z}/{x}/{y}.png" },
    });
    try {
      const policy = policyOf(await other.app.inject({ url: "/healthz" }));
      expect(policy).toContain("img-src 'self' data: https://*.tiles.example.in;");
      expect(policy.match(/tiles\.example\.in/g)).toHaveLength(1);
      expect(policy).toContain("default-src 'self';");
      expect(policy).toContain("connect-src 'self';");
    } finally {
      await other.close();
    }
  });
});
