import { describe, expect, it } from "vitest";
import { useTestApp } from "../testing/api-fixture";
import { createTestApp } from "../testing/test-app";

const test = useTestApp();

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

/** The checkout and payment pages' policy: inline scripts only with the response's nonce (decision 40). */
describe("the payment pages' content security policy", () => {
  const policyOf = async (url: string, app = test.app) =>
    String((await app.inject({ url })).headers["content-security-policy"]);
  const scriptSrcOf = (policy: string) => /(?:^|;)script-src ([^;]*)/.exec(policy)?.[1];
  const NONCE_SOURCE = /^'self' 'nonce-([A-Za-z0-9+/]{22}==)'$/;

  it("runs only inline scripts with the response's nonce on every path under /checkout and /orderconfirmation/", async () => {
    for (const url of [
      "/checkout",
      "/checkout/shipping",
      "/checkout/payment?paymentTypeCode=CASH_ON_DELIVERY",
      "/checkout/onpaymentfailure",
      "/checkout/pay/T20261126000001",
      "/orderconfirmation/OD202611260001/success",
    ]) {
      const policy = await policyOf(url);
      expect(scriptSrcOf(policy), url).toMatch(NONCE_SOURCE);
    }
  });

  it("lets only the gateway handoff page's form go to other https origins", async () => {
    expect(await policyOf("/checkout/pay/TX0123456789ABCDEF0123")).toContain("form-action 'self' https:;");
    for (const url of ["/checkout/payment", "/orderconfirmation/OD1/success", "/", "/checkout/payment/pay/x"])
      expect(await policyOf(url), url).toContain("form-action 'self';");
  });

  it("gives each response a nonce of its own", async () => {
    const nonces = new Set<string>();
    for (let request = 0; request < 5; request += 1) {
      nonces.add(NONCE_SOURCE.exec(scriptSrcOf(await policyOf("/checkout/payment")) ?? "")?.[1] ?? "");
    }
    expect(nonces.size).toBe(5);
  });

  it("keeps every other directive of the other pages' policy", async () => {
    const withoutScripts = (policy: string) => policy.replace(/script-src [^;]*/, "script-src …");
    expect(withoutScripts(await policyOf("/checkout/payment"))).toBe(withoutScripts(await policyOf("/")));
  });

  it("leaves the other pages and the API on decision 5's policy", async () => {
    for (const url of ["/", "/mybag", "/checkouts", "/products?q=checkout", "/api/checkout", "/healthz"]) {
      expect(scriptSrcOf(await policyOf(url)), url).toBe("'self' 'unsafe-inline'");
    }
  });

  it("sends no policy at all in development, where Vite writes its own inline scripts", async () => {
    const development = await createTestApp({ database: test.database, env: { NODE_ENV: "development" } });
    try {
      const response = await development.app.inject({ url: "/checkout/payment" });
      expect(response.headers["content-security-policy"]).toBeUndefined();
    } finally {
      await development.close();
    }
  });
});
