import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type OwnedTestApp, workerTestDatabase } from "../testing/test-app";
import { registerInstallable, WEB_APP_MANIFEST } from "./installable";

/**
 * /sw.js and /manifest.webmanifest as the storefront host registers them (storefront-host.ts), on
 * the whole app (its security headers, compression and error handling). The API tests run without
 * the storefront's build, so /offline, a page of it, is checked by its route's test and by
 * e2e/installable.spec.ts.
 */
const apps: Record<"on" | "off", OwnedTestApp | undefined> = { on: undefined, off: undefined };
const appOf = (state: "on" | "off") => {
  const app = apps[state];
  if (!app) throw new Error("built in beforeAll");
  return app.app;
};

beforeAll(async () => {
  const database = await workerTestDatabase();
  for (const state of ["on", "off"] as const) {
    apps[state] = await createTestApp({
      database,
      beforeReady: (app) => registerInstallable(app, { enabled: state === "on", buildVersion: "api-test" }),
    });
  }
});
afterAll(async () => {
  await apps.on?.close();
  await apps.off?.close();
});

describe("/sw.js", () => {
  it("is the worker of this build, for the whole site, asked for again at every update check", async () => {
    const response = await appOf("on").inject({ url: "/sw.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.headers["service-worker-allowed"]).toBe("/");
    expect(response.headers.etag).toMatch(/^"[\w-]{16}"$/);
    expect(response.body).toMatch(/^startWorker\(self, \{ version: "api-test\.[\w-]{8}"/m);
    // The worker runs under its own response's policy: this site only.
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
  });

  it("answers 304 without a body when the browser has it already", async () => {
    const first = await appOf("on").inject({ url: "/sw.js" });
    const again = await appOf("on").inject({
      url: "/sw.js",
      headers: { "if-none-match": first.headers.etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    const stale = await appOf("on").inject({ url: "/sw.js", headers: { "if-none-match": '"old"' } });
    expect(stale.statusCode).toBe(200);
  });

  it("turned off, is a worker that deletes its caches and unregisters itself", async () => {
    const on = await appOf("on").inject({ url: "/sw.js" });
    const off = await appOf("off").inject({ url: "/sw.js" });
    expect(off.statusCode).toBe(200);
    expect(off.headers["cache-control"]).toBe("no-cache");
    expect(off.body).toMatch(/^retireWorker\(self\);$/m);
    expect(off.body).not.toMatch(/^startWorker\(/m);
    expect(off.headers.etag).not.toBe(on.headers.etag);
  });
});

describe("/manifest.webmanifest", () => {
  it("is the web app manifest: installable at /, standalone, with its icons", async () => {
    const response = await appOf("on").inject({ url: "/manifest.webmanifest" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/manifest+json; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("public, max-age=86400");
    const manifest = response.json();
    expect(manifest).toEqual(JSON.parse(JSON.stringify(WEB_APP_MANIFEST)));
    expect(manifest).toMatchObject({ name: "Odin", short_name: "Odin", start_url: "/", scope: "/" });
    expect(manifest.display).toBe("standalone");
    expect(manifest.theme_color).toBe("#2b2d77");
  });
});
