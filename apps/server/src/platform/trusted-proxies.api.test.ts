import { randomBytes } from "node:crypto";
import { AUTH_COOKIES } from "@odin/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, postToken, randomIp, setCookies } from "../testing/auth";
import { CLIENT_HEADERS, createTestApp, type OwnedTestApp, type TestApp } from "../testing/test-app";

/**
 * Client addresses come from the connection, or from X-Forwarded-For only when the connection is a
 * proxy named in ODIN_TRUSTED_PROXIES; absolute addresses and the cookies' `Secure` come from the
 * site's origin, never from the request's Host or X-Forwarded-Host (decision 50).
 */

const PROXY = "198.51.100.7";
const LIMITS = { ODIN_CONTACT_MAX_PER_ADDRESS: "5", ODIN_NEWSLETTER_MAX_PER_ADDRESS: "5" };

let direct: OwnedTestApp;
let proxied: OwnedTestApp;
beforeAll(async () => {
  direct = await createTestApp({ env: { ...LIMITS, ODIN_TRUSTED_PROXIES: "" } });
  proxied = await createTestApp({
    database: direct.database,
    env: { ...LIMITS, ODIN_TRUSTED_PROXIES: PROXY },
  });
});
afterAll(async () => {
  await proxied.close();
  await direct.close();
});

const tag = () => randomBytes(6).toString("hex");
const forms = {
  contact: () => ({
    url: "/api/contactus",
    payload: {
      name: "Asha Rao",
      email: "asha@example.in",
      subject: `Order ${tag()}`,
      message: "Where is it?",
    },
  }),
  newsletter: () => ({ url: "/api/newsletter", payload: { email: `reader-${tag()}@example.in` } }),
};

/** Posts a form `times` times from the connection `from`, each naming the client `forwardedFor()`; how many were taken. */
async function accepted(
  test: TestApp,
  form: keyof typeof forms,
  times: number,
  from: string,
  forwardedFor: () => string,
): Promise<number> {
  let taken = 0;
  for (let attempt = 0; attempt < times; attempt += 1) {
    const { url, payload } = forms[form]();
    const response = await test.app.inject({
      method: "POST",
      url,
      remoteAddress: from,
      headers: { ...CLIENT_HEADERS, "x-forwarded-for": forwardedFor() },
      payload,
    });
    if (response.statusCode === 200) taken += 1;
    else expect(response.statusCode, response.body).toBe(429);
  }
  return taken;
}

describe("client addresses", () => {
  it.each(["contact", "newsletter"] as const)(
    "by default believes no X-Forwarded-For: 100 %s posts from one client with 100 forged addresses, 5 accepted",
    async (form) => {
      expect(await accepted(direct, form, 100, randomIp(), () => randomIp())).toBe(5);
    },
  );

  it("believes X-Forwarded-For from the configured proxy, and from nobody else", async () => {
    const viaProxy = await accepted(proxied, "contact", 8, PROXY, () => randomIp());
    expect(viaProxy).toBe(8);
    const client = randomIp();
    expect(await accepted(proxied, "contact", 8, PROXY, () => client)).toBe(5);
    expect(await accepted(proxied, "contact", 8, randomIp(), () => randomIp())).toBe(5);
  });
});

describe("the site's origin, not the request's host", () => {
  let https: OwnedTestApp;
  beforeAll(async () => {
    https = await createTestApp({
      database: direct.database,
      env: { ODIN_SITE_ORIGIN: "https://shop.example.in", ODIN_TRUSTED_PROXIES: "loopback" },
    });
  });
  afterAll(() => https.close());

  it("keeps the session cookies Secure on an https site whatever Host or X-Forwarded-Host say", async () => {
    const user = await createUser(https);
    const body = { grant_type: "password", username: user.email, password: user.password };
    const forwarded: Record<string, string>[] = [
      { host: "shop.example.in", "x-forwarded-host": "localhost" },
      { host: "localhost" },
      { host: "127.0.0.1:3000", "x-forwarded-host": "localhost:3000" },
    ];
    for (const headers of forwarded) {
      const cookies = setCookies(await postToken(https, body, headers));
      for (const name of [AUTH_COOKIES.accessToken, AUTH_COOKIES.refreshToken])
        expect(cookies.get(name), `${name} ${JSON.stringify(headers)}`).toMatchObject({ secure: true });
    }
  });

  it("writes the sitemap and robots.txt on the site's origin whatever X-Forwarded-Host says", async () => {
    const sitemap = (test: TestApp, headers: Record<string, string>) =>
      test.app.inject({ method: "GET", url: "/sitemap.xml", headers });
    const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
    for (const [test, origin] of [
      [https, "https://shop.example.in"],
      [direct, "http://localhost:3000"],
    ] as const) {
      const forwarded: Record<string, string>[] = [
        {},
        { "x-forwarded-host": "evil.example" },
        { host: "evil.example" },
      ];
      for (const headers of forwarded) {
        const found = locs((await sitemap(test, headers)).body);
        expect(found.length).toBeGreaterThan(0);
        for (const loc of found)
          expect(loc?.startsWith(`${origin}/`), `${loc} ${JSON.stringify(headers)}`).toBe(true);
      }
      const robots = await test.app.inject({
        method: "GET",
        url: "/robots.txt",
        headers: { "x-forwarded-host": "evil.example", host: "evil.example" },
      });
      expect(robots.body).toContain(`Sitemap: ${origin}/sitemap.xml`);
    }
  });
});
